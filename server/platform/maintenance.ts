import { IDEMPOTENCY_KEY_TTL_MS } from '@shared/rules';
import type { Services } from '../services';

const HOUR = 60 * 60 * 1000;
/** Realtime history older than this is dropped: a client that was away longer reloads instead. */
export const REALTIME_HISTORY_DAYS = 30;

/**
 * Housekeeping every instance may run: each task is an idempotent DELETE, so several
 * instances doing it at once is harmless. Returns a stop function.
 */
export function startMaintenance(services: Services, everyMs = HOUR): () => void {
  const run = async () => {
    try {
      const cutoff = new Date(Date.now() - REALTIME_HISTORY_DAYS * 24 * HOUR);
      await services.realtime.prune(cutoff);
    } catch (error) {
      services.logger.warn({ err: error }, 'maintenance: pruning realtime history failed');
    }
    try {
      const expired = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS).toISOString();
      await services.db.deleteFrom('idempotent_request').where('createdAt', '<=', expired).execute();
      await services.db.deleteFrom('idempotency_key').where('createdAt', '<=', expired).execute();
    } catch (error) {
      services.logger.warn({ err: error }, 'maintenance: pruning idempotency keys failed');
    }
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
