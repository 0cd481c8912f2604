import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import vue from '@vitejs/plugin-vue'

// One build for the three Electron runtimes. The renderer build is also what the
// browser host (`npm run web`) serves, so the two hosts always run the same page.
export default defineConfig({
  main: {
    build: {
      // electron-store (and its conf/ajv chain) is ESM-only while main is built as CJS:
      // bundle it instead of `require`-ing it at runtime.
      externalizeDeps: { exclude: ['electron-store'] },
      rolldownOptions: { input: { index: resolve(__dirname, 'src-main/index.ts') } },
    },
  },
  preload: {
    build: {
      // Sandboxed preloads cannot load ES modules or node_modules: one self-contained CJS file.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(__dirname, 'src-main/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src-renderer'),
    plugins: [vue()],
    // Compile-time flags of vue-i18n: Composition API only, no devtools hooks in production.
    define: {
      __VUE_I18N_FULL_INSTALL__: false,
      __VUE_I18N_LEGACY_API__: false,
      __INTLIFY_PROD_DEVTOOLS__: false,
    },
    build: {
      // The renderer's initial JavaScript has a budget (design §6): ship it minified.
      minify: true,
      rolldownOptions: { input: { index: resolve(__dirname, 'src-renderer/index.html') } },
    },
  },
})
