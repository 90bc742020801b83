import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { serverModuleMocks, webappModuleMocks } from './scripts/isolated-tests';

const alias = {
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
  '@webapp': fileURLToPath(new URL('./webapp/src', import.meta.url)),
};

// Projects: server + shared logic and API tests (node, real databases; the few with module
// mocks isolated), web app components (happy-dom), extension logic (WXT fake browser), and
// end-to-end (Chromium).
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker less than the cores: one, on CI's two. The tests wait
    // on servers, databases and browsers as much as they compute, so both cores are used.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...serverModuleMocks, '**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // One module graph per worker, not per file: importing the server costs 8-10 s
          // per file under Vite's module runner, which was most of the unit run's time.
          // Test files keep their own servers and databases; only modules are shared.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server-mocks',
          environment: 'node',
          include: serverModuleMocks,
          testTimeout: 30_000,
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
          exclude: [...webappModuleMocks, '**/node_modules/**'],
          // Above the 15 s a wait may take (test-setup.ts), so a slow wait fails as itself.
          testTimeout: 30_000,
          // As the server's: React, the router and the copy are imported once per worker.
          isolate: false,
          setupFiles: ['webapp/src/ui/test-setup.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'webapp-mocks',
          environment: 'happy-dom',
          include: webappModuleMocks,
          testTimeout: 30_000,
          setupFiles: ['webapp/src/ui/test-setup.ts'],
        },
      },
      {
        plugins: [WxtVitest()],
        resolve: { alias },
        test: {
          name: 'extension',
          include: ['extension/**/*.test.{ts,tsx}'],
          testTimeout: 30_000,
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
          // One file at a time: two at once took as long on two cores, and made timings flaky.
          fileParallelism: false,
          pool: 'forks',
        },
      },
    ],
  },
});
