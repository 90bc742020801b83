import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

const alias = {
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
  '@webapp': fileURLToPath(new URL('./webapp/src', import.meta.url)),
};

// Four projects: server + shared logic and API tests (node, real databases), web app
// components (happy-dom), extension logic (WXT fake browser), and end-to-end (Chromium).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'webapp',
          environment: 'happy-dom',
          include: ['webapp/**/*.test.{ts,tsx}'],
          setupFiles: ['webapp/src/ui/test-setup.ts'],
        },
      },
      {
        plugins: [WxtVitest()],
        resolve: { alias },
        test: {
          name: 'extension',
          include: ['extension/**/*.test.{ts,tsx}'],
          setupFiles: ['webapp/src/ui/test-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          pool: 'forks',
        },
      },
    ],
  },
});
