import type { Config } from './config';
import { type Auth, createAuth } from './auth/auth';
import { type DatabaseHandle, type Db, openDatabase } from './db/database';
import type { DialectName } from './db/dialect';
import { migrateToLatest } from './db/migrate';
import type { Logger } from './logger';
import { ByteLru } from './platform/byte-lru';
import { createMailer, type Mailer } from './platform/mail';
import { openQueue, type Queue } from './platform/queue';
import { RateLimiter } from './platform/rate-limit';
import { createStorage, type Storage } from './platform/storage';
import { createRealtime, type Realtime } from './realtime';

/**
 * Everything a request handler, a job or a test may use, built once per process.
 * Features reach services through `c.get('services')`, never through module globals.
 */
export type Services = {
  config: Config;
  logger: Logger;
  db: Db;
  dialect: DialectName;
  database: DatabaseHandle;
  auth: Auth;
  rateLimiter: RateLimiter;
  realtime: Realtime;
  storage: Storage;
  queue: Queue;
  mail: Mailer;
  /**
   * Group and relationship timelines' first pages as every member reads them, by channel
   * (features/posts/first-page-cache.ts owns what is in it); TIMELINE_CACHE_BYTES bounds it.
   */
  timelinePages: ByteLru<object>;
};

export async function createServices(config: Config, logger: Logger): Promise<Services> {
  const database = openDatabase(config, logger);
  const applied = await migrateToLatest(database.db, database.dialect);
  if (applied.length) logger.info({ applied }, 'database migrated');
  const { db, dialect } = database;
  const queue = openQueue({ db, dialect, logger, config });
  const realtime = await createRealtime({ db, dialect, logger, config, pgPool: database.pgPool });
  const mail = createMailer({ db, config, logger, queue });
  const services: Services = {
    config,
    logger,
    db,
    dialect,
    database,
    auth: createAuth(config, database.authDb, db, dialect, logger, queue, mail),
    rateLimiter: new RateLimiter(db),
    realtime,
    storage: createStorage({ config, logger }),
    queue,
    mail,
    timelinePages: new ByteLru<object>(config.timelineCacheBytes),
  };
  return services;
}

/** Closes what createServices opened, in the reverse order. */
export async function closeServices(services: Services): Promise<void> {
  try {
    await services.queue.stop();
    await services.realtime.close();
  } finally {
    await services.database.close(); // even when a step above fails: checkpoint and close
  }
}
