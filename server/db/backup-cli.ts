/**
 * npm run backup [-- DIR]             online copy of DATA_DIR's database and files into DIR
 *                                     (default ./backups/rapport-<time>)
 * npm run restore -- DIR [--force]    into an empty DATA_DIR (--force: replace, server stopped)
 */
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { backupDataDir, restoreDataDir } from './backup';

const [command, ...args] = process.argv.slice(2);
const config = loadConfig();
const force = args.includes('--force');
const path = args.find((a) => !a.startsWith('--'));
try {
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const { target, files } = await backupDataDir(config, resolve(path ?? `backups/rapport-${stamp}`));
    console.log(
      `Backed up ${config.database.dialect === 'sqlite' ? config.database.file : ''} and ${files} files to ${target}`,
    );
  } else if (command === 'restore') {
    if (!path) throw new Error('Name the backup directory: npm run restore -- DIR');
    await restoreDataDir(config, resolve(path), { force });
    console.log(`Restored ${resolve(path)} into ${config.dataDir}`);
  } else throw new Error('Usage: backup-cli.ts backup [DIR] | restore DIR [--force]');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
