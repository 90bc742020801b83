import { getMigrations } from 'better-auth/db/migration';
import { afterAll, expect, it } from 'vitest';
import { startTestServer, stopTestServers } from '../testing/test-server';

afterAll(stopTestServers);

// Our migrations write better-auth's tables by hand; better-auth must find nothing missing.
it('leaves better-auth nothing to create or add', async () => {
  const server = await startTestServer();
  const { toBeCreated, toBeAdded } = await getMigrations(server.services.auth.options);
  expect(toBeCreated.map((t) => t.table)).toEqual([]);
  expect(toBeAdded.map((t) => `${t.table}: ${Object.keys(t.fields).join(', ')}`)).toEqual([]);
});
