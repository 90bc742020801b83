import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiRoute, apiRoutes, concretePath } from '../testing/route-table';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';

/**
 * The routes a signed-out caller may use, each with why. Every other route under /api must
 * answer 401 to a signed-out caller: a new route fails this test until it does, or until it
 * is added here with its reason.
 */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/health': 'health check for load balancers',
  'GET /api/config': 'brand and product name, shown before sign-in',
  'GET /api/auth/*': 'better-auth: sessions, OAuth callbacks',
  'POST /api/auth/*': 'better-auth: sign-in, sign-up, password reset',
  'POST /api/auth/sign-in/email': 'sign-in (limited per address and per account)',
  'POST /api/auth/sign-up/email': 'sign-up (limited per address)',
  'POST /api/auth/sign-out': 'sign-out answers the same with or without a session',
  'GET /api/invitations/:token': 'an invitation link opened before sign-up',
  'GET /api/sign-in-link/:token': 'a one-time sign-in link the extension opened: the token signs in, once',
  'GET /api/profile/:profileAlias': 'the public profile page /cp/{alias}',
  'GET /api/public/jobs/:jobId': 'a public job page',
  'GET /api/user/posts': 'public posts of a public profile',
  'GET /api/post/id': 'a public post',
  'GET /api/post/sharedWith': 'who a public post is shared with, as far as public',
  'GET /api/post/commentAndReplyCount': 'counts under a public post',
  'GET /api/comment/post': 'comments under a public post',
  'GET /api/comment/id': 'a comment under a public post',
  'GET /api/comment/replies': 'replies under a public post',
  'GET /api/comment/context': 'a comment and its thread under a public post',
  'GET /api/reaction/post/likes/users': 'who liked a public post',
  'GET /api/reaction/comment/likes/users': 'who liked a comment under a public post',
  'GET /api/files/*': 'signed file URLs: the signature is the authorization',
  'HEAD /api/files/*': 'signed file URLs',
  'PUT /api/files/*': 'signed upload URLs',
  'DELETE /api/files/*': 'signed delete URLs',
  'POST /api/esign/outside/open': "an outside signer's link (issue 37): its token is the authorization",
  'POST /api/esign/outside/code': "an outside signer's one-time code on their link's token",
  'POST /api/esign/outside/document': "an outside signer's document: the link's token and the session its code opened",
  'POST /api/esign/outside/sign': "an outside signer signs: the link's token and the session its code opened",
  'POST /api/esign/outside/decline': "an outside signer declines: the link's token and the session its code opened",
  'GET /api/esign/outside/signed': 'the sealed PDF by the 7-day link mailed to an outside signer',
  'POST /api/esign/outside/new-link': 'a new link to the sealed PDF, mailed to the address the old one went to',
  'POST /api/subscription/webhook': "the payment provider's webhook, verified by its signature",
};

let server: TestServer;
let routes: ApiRoute[];

beforeAll(async () => {
  server = await startTestServer();
  routes = apiRoutes(server.services);
});
afterAll(stopTestServers);

const keyOf = (route: ApiRoute) => `${route.method} ${route.path}`;

async function callSignedOut(route: ApiRoute): Promise<{ status: number; body: unknown }> {
  // The route's own answer: a redirect (a used sign-in link → /login) is not followed to a page.
  const init: RequestInit = { method: route.method, headers: { origin: server.url }, redirect: 'manual' };
  if (!['GET', 'HEAD', 'DELETE'].includes(route.method)) {
    init.body = '{}';
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const response = await fetch(server.url + concretePath(route.path), init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: kept as text for the failure message.
  }
  return { status: response.status, body };
}

describe('authorization matrix: every /api route of the route table, signed out', () => {
  it('reads the route table', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it('answers 401 in the envelope on every route not listed as public', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !(keyOf(r) in PUBLIC_ROUTES))) {
      const { status, body } = await callSignedOut(route);
      const isEnvelope = (body as { isSuccess?: unknown } | null)?.isSuccess === false;
      if (status !== 401 || !isEnvelope)
        wrong.push(`${keyOf(route)} → ${status} ${JSON.stringify(body).slice(0, 100)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers public routes signed out without a server error', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => keyOf(r) in PUBLIC_ROUTES)) {
      const { status } = await callSignedOut(route);
      if (status >= 500) wrong.push(`${keyOf(route)} → ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lists only routes that exist (a removed route leaves the allow-list too)', () => {
    const existing = new Set(routes.map(keyOf));
    expect(Object.keys(PUBLIC_ROUTES).filter((key) => !existing.has(key))).toEqual([]);
  });
});
