import { loadConfig } from '../config';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

const config = loadConfig();
const handle = openDatabase(config);
try {
  const applied = await migrateToLatest(handle.db, handle.dialect);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await handle.close();
}
