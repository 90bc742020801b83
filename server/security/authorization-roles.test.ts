import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAnswer, TestClient } from '../testing/api-client';
import { apiRoutes } from '../testing/route-table';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';
import { type AccessCase, CASES, type Call } from './authorization-cases';
import { buildWorld, ROLES, type Role, type World } from './authorization-world';

/**
 * The signed-in columns of the authorization matrix (the signed-out one is
 * authorization-matrix.test.ts): every /api route of the route table has a case in
 * authorization-cases.ts, so a new route fails here until it has one.
 */
let server: TestServer;
let world: World;
let routeKeys: string[];

beforeAll(async () => {
  server = await startTestServer();
  routeKeys = apiRoutes(server.services).map((r) => `${r.method} ${r.path}`);
  world = await buildWorld(server);
}, 120_000);
afterAll(stopTestServers);

const methodOf = (key: string) => key.slice(0, key.indexOf(' '));

function send(client: TestClient, method: string, call: Call): Promise<ApiAnswer> {
  return client.request(method, call.path, call.body);
}

const isRefusal = (answer: ApiAnswer) =>
  (answer.status === 403 || answer.status === 404) && answer.body?.isSuccess === false;
const brief = (answer: ApiAnswer) => `${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`;

describe('authorization matrix: stranger, member, admin, owner on every /api route', () => {
  it('has a case for every route of the route table, and none for a route that is gone', () => {
    expect(routeKeys.filter((key) => !(key in CASES))).toEqual([]);
    expect(Object.keys(CASES).filter((key) => !routeKeys.includes(key))).toEqual([]);
  });

  it('allows each route to the roles its case names and refuses the rest, changing nothing', async () => {
    const wrong: string[] = [];
    for (const [key, entry] of Object.entries(CASES)) {
      if (entry.kind !== 'access') continue;
      const method = methodOf(key);
      const c = entry as AccessCase;
      const refused = ROLES.filter((role) => !c.allowed.includes(role) && !c.skip?.roles.includes(role));
      const before = c.witness ? await world.as.owner.get(c.witness(world)) : undefined;
      for (const role of refused) {
        const answer = await send(world.as[role], method, await c.call(world, role));
        if (!isRefusal(answer)) wrong.push(`${key} as ${role}: expected 403/404, got ${brief(answer)}`);
      }
      if (c.witness && before) {
        const after = await world.as.owner.get(c.witness(world));
        if (JSON.stringify(after.body) !== JSON.stringify(before.body))
          wrong.push(`${key}: a refused call changed ${c.witness(world)}`);
      }
      for (const role of (c.allowed as Role[]).filter((r) => !c.skip?.roles.includes(r))) {
        const answer = await send(world.as[role], method, await c.call(world, role));
        if (answer.status >= 300) wrong.push(`${key} as ${role}: expected success, got ${brief(answer)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it("refuses the stranger who names the owner as the acting user on the caller's-own routes", async () => {
    const wrong: string[] = [];
    for (const [key, entry] of Object.entries(CASES)) {
      if (entry.kind !== 'own' || !entry.claim) continue;
      const answer = await send(world.as.stranger, methodOf(key), entry.claim(world));
      if (!isRefusal(answer)) wrong.push(`${key}: expected 403/404, got ${brief(answer)}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
