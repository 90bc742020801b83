import { loadConfig } from './config';
import { createLogger } from './logger';
import { startServer } from './server';

const config = loadConfig();
const logger = createLogger(config);

try {
  const running = await startServer(config, logger);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Drains requests, then closes sockets, jobs and the database (SQLite: WAL checkpointed).
    try {
      await running.close();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'stopped with an error');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  logger.fatal({ err: error }, 'could not start');
  process.exit(1);
}
