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
    build: {
      rolldownOptions: { input: { index: resolve(__dirname, 'src-renderer/index.html') } },
    },
  },
})
