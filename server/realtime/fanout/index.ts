import type pg from 'pg';
import type { Config } from '../../config';
import type { DialectName } from '../../db/dialect';
import type { Logger } from '../../logger';
import { createMemoryFanout } from './memory';
import { createPostgresFanout } from './postgres';
import { createRedisFanout } from './redis';
import type { Fanout } from './types';

export type { BusMessage, Fanout } from './types';

/** REALTIME_FANOUT: auto = Redis when REDIS_URL is set, else in-process. */
export async function createFanout(deps: {
  config: Pick<Config, 'fanout' | 'redisUrl'>;
  dialect: DialectName;
  logger: Logger;
  pgPool?: pg.Pool;
}): Promise<Fanout> {
  const { config, dialect, logger, pgPool } = deps;
  const choice = config.fanout === 'auto' ? (config.redisUrl ? 'redis' : 'memory') : config.fanout;
  if (choice === 'redis') {
    if (!config.redisUrl) throw new Error('REALTIME_FANOUT=redis needs REDIS_URL');
    return createRedisFanout(config.redisUrl, logger);
  }
  if (choice === 'pg') {
    if (dialect !== 'postgres' || !pgPool) throw new Error('REALTIME_FANOUT=pg needs a PostgreSQL DATABASE_URL');
    return createPostgresFanout(pgPool, logger);
  }
  return createMemoryFanout();
}
