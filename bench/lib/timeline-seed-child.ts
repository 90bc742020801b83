/**
 * Child process that migrates a fresh SQLite data directory and seeds the timeline world
 * into it (timeline-seed.ts), with the code of the checkout it was started from: an A/B
 * run (BENCH_AGAINST) seeds each side with its own migrations and column sets, so the two
 * checkouts may differ in schema. Answers the world once the server-less seeding is done.
 */
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedPosts, seedWorld, type TimelineWorld } from './timeline-seed';

export type TimelineSeedRequest = { dataDir: string; posts: number };
export type TimelineSeedReply = { world?: TimelineWorld; error?: string };

async function seed({ dataDir, posts }: TimelineSeedRequest): Promise<TimelineWorld> {
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  if (config.database.dialect !== 'sqlite' || !config.database.file) throw new Error('timelines are seeded on SQLite');
  const handle = openDatabase(config);
  await migrateToLatest(handle.db, 'sqlite');
  await handle.close();
  const world = seedWorld(config.database.file);
  seedPosts(config.database.file, 0, posts);
  return world;
}

process.once('message', (request: TimelineSeedRequest) => {
  seed(request).then(
    (world) => process.send?.({ world } satisfies TimelineSeedReply, () => process.exit(0)),
    (error: unknown) =>
      process.send?.({ error: String(error instanceof Error ? error.stack : error) } satisfies TimelineSeedReply, () =>
        process.exit(1),
      ),
  );
});
