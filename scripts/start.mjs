// `npm start`: installs what is missing, builds what is stale, then serves the app
// (the server migrates the database and adds demo data on first start).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { mtime, newestMtime, root, run, runOrExit } from './lib.mjs';

const installed = mtime('node_modules/.package-lock.json');
if (
  !existsSync(join(root, 'node_modules')) ||
  mtime('package.json') > installed ||
  mtime('package-lock.json') > installed
) {
  console.log('Installing dependencies…');
  await runOrExit('npm', ['install', '--no-audit', '--no-fund']);
}

const shared = ['shared', 'package.json'];
if (newestMtime(['webapp', 'vite.config.ts', ...shared]) > mtime('dist/web/index.html')) {
  console.log('Building the web app…');
  await runOrExit('npx', ['vite', 'build', '--logLevel', 'warn']);
}
if (newestMtime(['server', ...shared]) > mtime('dist/server/main.js')) {
  console.log('Building the server…');
  await runOrExit('node', ['scripts/build-server.mjs']);
}

process.exit(
  await run('node', ['--enable-source-maps', 'dist/server/main.js'], {
    env: { ...process.env, HOST: process.env.HOST ?? '127.0.0.1' },
    forwardSignals: true,
  }),
);
