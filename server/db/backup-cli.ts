/**
 * npm run backup [-- DIR]             SQLite: online copy of DATA_DIR's database and files into DIR;
 *                                     PostgreSQL (DATABASE_URL): pg_dump --format=custom into DIR
 *                                     (default ./backups/rapport-<time>), with a checked manifest
 * npm run restore -- DIR [--force]    checks the whole backup first; into an empty DATA_DIR or
 *                                     database (--force: replace, servers stopped, old kept aside)
 */
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { fileStamp } from './backup-manifest';
import { backupDataDir, restoreDataDir } from './backup';
import { backupPostgres, restorePostgres } from './backup-postgres';

const [command, ...args] = process.argv.slice(2);
const force = args.includes('--force');
const path = args.find((a) => !a.startsWith('--'));
try {
  // The CLI signs nothing: a placeholder SECRET keeps loadConfig from writing DATA_DIR/.secret.
  const config = loadConfig(process.env, { SECRET: process.env.SECRET || 'backup-cli-signs-nothing-0000000000' });
  const db = config.database;
  if (command === 'backup') {
    const target = resolve(path ?? `backups/rapport-${fileStamp()}`);
    if (db.dialect === 'sqlite') {
      const { files } = await backupDataDir(config, target);
      console.log(`Backed up ${db.file} and ${files} files to ${target}`);
    } else {
      await backupPostgres(db.url, target);
      console.log(`Backed up the PostgreSQL database to ${target} (files in S3 are backed up with the bucket's tools)`);
    }
  } else if (command === 'restore') {
    if (!path) throw new Error('Name the backup directory: npm run restore -- DIR');
    const source = resolve(path);
    const { manifest, aside } =
      db.dialect === 'sqlite'
        ? await restoreDataDir(config, source, { force })
        : await restorePostgres(db.url, source, { force });
    const into = db.dialect === 'sqlite' ? config.dataDir : `database ${new URL(db.url).pathname.slice(1)}`;
    console.log(`Restored ${source} (taken ${manifest.createdAt}, schema ${manifest.schemaVersion}) into ${into}`);
    if (aside) console.log(`The data that was there is kept in ${db.dialect === 'sqlite' ? '' : 'database '}${aside}`);
  } else throw new Error('Usage: backup-cli.ts backup [DIR] | restore DIR [--force]');
} catch (error) {
  // One line: what is wrong. The data in place has not been touched.
  console.error((error instanceof Error ? error.message : String(error)).split('\n')[0]);
  process.exit(1);
}
