import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTING_USER_FIELDS } from '../http/validate';
import { type ApiAnswer, signUp, type TestClient } from '../testing/api-client';
import { type ApiRoute, apiRoutes, concretePath } from '../testing/route-table';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';

/**
 * The acting user's fields on every body of the API (spec README, decision 3; issue 34): a
 * spec client sends `userId`, `createdBy`, `modifiedBy` ... beside any body. Walking the route
 * table, each route with a body is sent each field alone: naming the caller, it is accepted
 * (never refused as an unknown key, never a 403); naming someone else, the answer is 403.
 * Where a route's body names the field as another person (the member to add), it is listed
 * below with why; a new route fails here until it answers so or is listed.
 */
const OTHER_PERSON: Record<string, Partial<Record<(typeof ACTING_USER_FIELDS)[number], string>>> = {
  'DELETE /api/group/member': { userId: 'the member to remove (or the caller, leaving)' },
  'PATCH /api/jobs/applicants': { userId: 'the applicant the owner rates' },
};

/** Routes whose body is not JSON, or not ours. */
const NOT_JSON: Record<string, string> = {
  'POST /api/auth/*': 'better-auth',
  'POST /api/auth/change-password': 'better-auth',
  'POST /api/auth/sign-in/email': 'sign-in: no session yet',
  'POST /api/auth/sign-out': 'better-auth',
  'POST /api/auth/send-verification-email': "better-auth: the caller's own address, whatever the body names",
  'POST /api/auth/sign-up/email': 'sign-up: no session yet',
  'PUT /api/files/*': 'the file bytes of a signed upload URL',
  'DELETE /api/files/*': 'a signed delete URL, no body',
  'POST /api/contact/import': 'multipart: the CSV file',
  'POST /api/subscription/webhook': "the payment provider's signed event",
};

let server: TestServer;
let caller: TestClient;
let other: TestClient;
let routes: ApiRoute[];

beforeAll(async () => {
  server = await startTestServer({ env: { SIGNIN_MAX_PER_IP: '1000' } });
  [caller, other] = await Promise.all([
    signUp(server.url, { firstName: 'Caller' }),
    signUp(server.url, { firstName: 'Other' }),
  ]);
  routes = apiRoutes(server.services).filter(
    (r) => ['POST', 'PATCH', 'PUT', 'DELETE'].includes(r.method) && !(`${r.method} ${r.path}` in NOT_JSON),
  );
});
afterAll(stopTestServers);

const keyOf = (route: ApiRoute) => `${route.method} ${route.path}`;
const brief = (answer: ApiAnswer) => `${answer.status} ${JSON.stringify(answer.body).slice(0, 140)}`;
const send = (route: ApiRoute, body: Record<string, unknown>) =>
  caller.request(route.method, concretePath(route.path), body);

describe("the acting user's fields on every body of the route table", () => {
  it('walks the routes with a JSON body', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  it("refuses another person's id in an acting-user field with 403", async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      for (const field of ACTING_USER_FIELDS) {
        if (OTHER_PERSON[keyOf(route)]?.[field]) continue;
        const answer = await send(route, { [field]: other.user?.id });
        if (answer.status !== 403 || answer.body?.isSuccess !== false)
          wrong.push(`${keyOf(route)} ${field}: ${brief(answer)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 180_000);

  it("accepts the caller's own id in every acting-user field", async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      for (const field of ACTING_USER_FIELDS) {
        const answer = await send(route, { [field]: caller.user?.id });
        const message = String(answer.body?.message ?? '');
        if (answer.status === 403 || /unrecognized key/i.test(message) || new RegExp(`^${field}\\b`).test(message))
          wrong.push(`${keyOf(route)} ${field}: ${brief(answer)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 180_000);
});
