import { setTimeout as sleep } from 'node:timers/promises';
import { stopTestServers, type TestServer } from '../../testing/test-server';

/**
 * Closes the servers, waits until their PostgreSQL clients have really disconnected, then
 * drops the databases. pg-pool's end() resolves before its clients finish ending, and a
 * `drop database ... with (force)` in that window kills them with an unhandled error.
 */
export async function stopServersCleanly(servers: TestServer[]): Promise<void> {
  for (const server of servers) {
    const pool = server.services.database.pgPool;
    let open = pool?.totalCount ?? 0;
    let drained!: () => void;
    const allRemoved = new Promise<void>((resolve) => {
      drained = resolve;
    });
    pool?.on('connect', () => open++);
    pool?.on('remove', () => {
      if (--open <= 0) drained();
    });
    await server.close();
    if (open > 0) await Promise.race([allRemoved, sleep(3000)]);
  }
  await stopTestServers();
}
