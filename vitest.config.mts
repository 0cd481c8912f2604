import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'

// One Vitest run, one project per runtime folder (see design §1). Tests live in
// `__tests__/` folders beside the code they test.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          environment: 'node',
          include: ['src-shared/**/__tests__/**/*.spec.ts'],
        },
      },
      {
        test: {
          name: 'main',
          environment: 'node',
          include: ['src-main/**/__tests__/**/*.spec.ts', 'tools/**/__tests__/**/*.spec.ts'],
        },
      },
      {
        plugins: [vue()],
        test: {
          name: 'renderer',
          environment: 'happy-dom',
          // Table tests mount whole tables over games the real engine plays first; on a shared 2-core
          // machine under load one took 5–11 s, so the default 5 s would fail them for the machine's sake.
          testTimeout: 20_000,
          include: ['src-renderer/**/__tests__/**/*.spec.ts'],
        },
      },
    ],
  },
})
