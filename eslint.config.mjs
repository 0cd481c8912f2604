import tseslint from 'typescript-eslint'
import pluginVue from 'eslint-plugin-vue'
import vueParser from 'vue-eslint-parser'

export default tseslint.config(
  {
    ignores: ['out/**', 'dist/**', 'release/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'e2e/artifacts/**', 'docs/**'],
  },
  ...tseslint.configs.strict,
  ...pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: {
      parser: vueParser,
      parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'], sourceType: 'module' },
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'vue/multi-word-component-names': 'off',
    },
  },
  {
    // src-shared runs everywhere (main, renderer, CLI): no Node, DOM or Electron imports.
    files: ['src-shared/**/*.ts'],
    ignores: ['src-shared/**/__tests__/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'electron', 'fs', 'path', 'os', 'crypto', 'vue', 'pinia'] }],
    },
  },
  {
    // The renderer reaches main only through src-renderer/api.
    files: ['src-renderer/**/*.{ts,vue}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'electron', '**/src-main/**'] }],
    },
  },
)
