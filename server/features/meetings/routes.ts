import { type Context, Hono } from 'hono';
import { zId } from '@shared/api/envelope';
import { zInboxQuery, zJoinBody, zLeaveBody, zMediaBody, zSignalBody } from '@shared/api/meet';
import { sessionUser } from '../../http/acting-user';
import type { AppEnv } from '../../http/app-env';
import { list, ok } from '../../http/envelope';
import { parseWith, readJson, readQuery } from '../../http/validate';
import { meetingIcs } from './ics';
import { meetingService } from './service';

/** Meetings (issue 14): the page's info, presence, signal relay and the calendar file, under /api/meet. */
export function meetingRoutes() {
  const app = new Hono<AppEnv>();
  const meetings = (c: Context<AppEnv>) => meetingService(c.get('services'));
  const postIdOf = (c: Context<AppEnv>) => parseWith(zId, c.req.param('postId'));

  app.get('/:postId', async (c) => {
    const user = sessionUser(c);
    return ok(c, await meetings(c).info(user.id, postIdOf(c)));
  });

  app.post('/:postId/join', async (c) => {
    const user = sessionUser(c);
    const postId = postIdOf(c);
    const body = await readJson(c, zJoinBody);
    return ok(c, await meetings(c).join(user.id, postId, body.peerId, body.media));
  });

  app.post('/:postId/media', async (c) => {
    const user = sessionUser(c);
    const postId = postIdOf(c);
    const body = await readJson(c, zMediaBody);
    await meetings(c).setMedia(user.id, postId, body.peerId, body.media);
    return ok(c, true);
  });

  app.post('/:postId/leave', async (c) => {
    const user = sessionUser(c);
    const postId = postIdOf(c);
    const body = await readJson(c, zLeaveBody);
    await meetings(c).leave(user.id, postId, body.peerId);
    return ok(c, true);
  });

  app.post('/:postId/signal', async (c) => {
    const user = sessionUser(c);
    const postId = postIdOf(c);
    const body = await readJson(c, zSignalBody);
    await meetings(c).signal(user.id, postId, body.from, body.to, body.signals);
    return ok(c, true);
  });

  app.get('/:postId/signals', async (c) => {
    const user = sessionUser(c);
    const postId = postIdOf(c);
    const { peerId } = readQuery(c, zInboxQuery);
    return list(c, await meetings(c).inbox(user.id, postId, peerId));
  });

  app.get('/:postId/calendar.ics', async (c) => {
    const user = sessionUser(c);
    const services = c.get('services');
    const postId = postIdOf(c);
    const info = await meetings(c).info(user.id, postId);
    const url = `${services.config.publicUrl}/meet/${encodeURIComponent(postId)}`;
    const host = await services.db.selectFrom('user').select('email').where('id', '=', info.hostId).executeTakeFirst();
    const text = meetingIcs(
      {
        uid: `meeting-${postId}@${new URL(services.config.publicUrl).hostname}`,
        start: new Date(info.startsAt),
        durationMinutes: 30,
        summary: `${services.config.productName} meeting with ${info.hostName}`,
        description: `Join the meeting: ${url}`,
        url,
        organizer: { name: info.hostName, email: host?.email ?? '' },
      },
      services.config.productName,
    );
    return c.body(text, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="meeting.ics"',
      'Cache-Control': 'private, no-store',
    });
  });

  return app;
}
