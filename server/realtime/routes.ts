import { Hono } from 'hono';
import { zChannelName, zHistoryQuery } from '@shared/api/realtime';
import { NotAllowed } from '../errors';
import { sessionUser } from '../http/acting-user';
import type { AppEnv } from '../http/app-env';
import { list } from '../http/envelope';
import { parseWith, readQuery } from '../http/validate';

/** GET /api/channels/{channel}/history?after&limit: what a client missed, under the socket's read check. */
export function channelRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/:channel/history', async (c) => {
    const user = sessionUser(c);
    const channel = parseWith(zChannelName, c.req.param('channel'));
    const { after, limit } = readQuery(c, zHistoryQuery);
    const { realtime } = c.get('services');
    if (!(await realtime.access.canRead(user.id, channel))) throw new NotAllowed();
    const results = await realtime.history(channel, after, limit);
    return list(c, results);
  });

  return app;
}
