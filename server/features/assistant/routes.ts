import { type Context, Hono } from 'hono';
import {
  zAssistantEnabledParams,
  zAssistantUserParams,
  zAwayBody,
  zEnableBody,
  zPairingSettingsParams,
  zPairingSettingsPatch,
  zReplyParams,
  zSetupPatch,
  zTestModeEndBody,
  zTestModeStartBody,
  zTrainBody,
} from '@shared/api/assistant';
import { actingUser, sessionUser } from '../../http/acting-user';
import type { AppEnv } from '../../http/app-env';
import { ok, okWithMessage } from '../../http/envelope';
import { parseWith, readJson } from '../../http/validate';
import { assistantService } from './service';
import { testModeService } from './test-mode';

/** The assistant's calls (spec 2 §7, spec 1 §7); shapes in shared/api/assistant.ts. */
export function assistantRoutes() {
  const app = new Hono<AppEnv>();
  const service = (c: Context<AppEnv>) => assistantService(c.get('services'));
  const testMode = (c: Context<AppEnv>) => testModeService(c.get('services'));

  app.get('/user/:userId', async (c) => {
    const { userId } = parseWith(zAssistantUserParams, c.req.param());
    return ok(c, await service(c).record(actingUser(c, userId)));
  });

  app.get('/user/:userId/setup', async (c) => {
    const { userId } = parseWith(zAssistantUserParams, c.req.param());
    return ok(c, await service(c).setup(actingUser(c, userId)));
  });

  app.patch('/user/setup', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zSetupPatch);
    return ok(c, await service(c).patchSetup(actingUser(c, body.userId), body));
  });

  app.get('/user/:userId/activated', async (c) => {
    const { userId } = parseWith(zAssistantUserParams, c.req.param());
    return ok(c, await service(c).activated(actingUser(c, userId)));
  });

  app.get('/:assistantId/user/:userId/enabled', async (c) => {
    const { assistantId, userId } = parseWith(zAssistantEnabledParams, c.req.param());
    return ok(c, await service(c).enabled(actingUser(c, userId), assistantId));
  });

  app.patch('/enable', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zEnableBody);
    return ok(c, await service(c).enable(actingUser(c, body.modifiedBy), body));
  });

  app.patch('/user/away', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zAwayBody);
    return ok(c, await service(c).setAway(actingUser(c, body.userId), body.away));
  });

  app.patch('/train', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zTrainBody);
    const trained = await service(c).train(actingUser(c, body.modifiedBy), body);
    return okWithMessage(c, trained.message, trained);
  });

  app.post('/user/test-mode', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zTestModeStartBody);
    return ok(c, await testMode(c).start(actingUser(c, body.userId), body));
  });

  app.delete('/user/test-mode', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zTestModeEndBody);
    return ok(c, await testMode(c).end(actingUser(c, body.userId), body));
  });

  app.get('/:assistantId/user/:userId/pairing/:pairingId/settings', async (c) => {
    const { assistantId, userId, pairingId } = parseWith(zPairingSettingsParams, c.req.param());
    return ok(c, await service(c).pairingSettings(actingUser(c, userId), assistantId, pairingId));
  });

  app.patch('/user/pairing/settings', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zPairingSettingsPatch);
    return ok(c, await service(c).patchPairingSettings(actingUser(c, body.userId), body));
  });

  app.get('/reply/:postId', async (c) => {
    const { postId } = parseWith(zReplyParams, c.req.param());
    return ok(c, await service(c).reply(sessionUser(c), postId));
  });

  return app;
}
