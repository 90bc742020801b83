import { type Context, Hono } from 'hono';
import { zKnowledgeListQuery, zKnowledgeRegister, zKnowledgeSearchQuery } from '@shared/api/knowledge';
import { actingUser, sessionUser } from '../../http/acting-user';
import type { AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { parseWith, readActingUserOnly, readJson, readQuery } from '../../http/validate';
import { zPathId } from '../pairings/params';
import { knowledgeService } from './service';

/**
 * The knowledge base (spec 2 §2 train drawer; the calls are ours, the spec shows only the
 * presigned upload): register an uploaded file, list and search by name, read, delete, and
 * search passages. Every call acts on the session user's own files only.
 */
export function knowledgeRoutes() {
  const app = new Hono<AppEnv>();
  const service = (c: Context<AppEnv>) => knowledgeService(c.get('services'));

  app.post('/knowledge/files', async (c) => {
    sessionUser(c); // signed out: 401 before the body is judged
    const input = await readJson(c, zKnowledgeRegister);
    const actor = actingUser(c, input.userId);
    return ok(c, await service(c).register(actor.id, input));
  });

  app.get('/knowledge/files', async (c) => {
    const query = readQuery(c, zKnowledgeListQuery);
    const actor = actingUser(c, query.userId);
    return ok(c, await service(c).list(actor.id, query));
  });

  app.get('/knowledge/files/:fileId', async (c) => {
    const actor = sessionUser(c);
    return ok(c, await service(c).get(actor.id, parseWith(zPathId, c.req.param('fileId'))));
  });

  app.delete('/knowledge/files/:fileId', async (c) => {
    const actor = sessionUser(c);
    await readActingUserOnly(c);
    return ok(c, await service(c).remove(actor.id, parseWith(zPathId, c.req.param('fileId'))));
  });

  app.get('/knowledge/search', async (c) => {
    const actor = sessionUser(c);
    const query = readQuery(c, zKnowledgeSearchQuery);
    return ok(c, await service(c).search(actor.id, query.q, query.limit));
  });

  return app;
}
