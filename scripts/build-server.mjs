// Bundles the server into dist/server/main.js (dependencies stay in node_modules).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  entryPoints: {
    main: `${root}server/main.ts`,
    'migrate-cli': `${root}server/db/migrate-cli.ts`,
    // `node dist/server/backup-cli.js backup|restore`: where tsx is not installed (the image).
    'backup-cli': `${root}server/db/backup-cli.ts`,
  },
  outdir: `${root}dist/server`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  alias: { '@shared': `${root}shared` },
  tsconfigRaw: { compilerOptions: { target: 'ES2022', useDefineForClassFields: true } },
  logLevel: 'warning',
});
console.log('server built: dist/server/main.js');
