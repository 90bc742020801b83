import { messages } from '@shared/messages';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { assistantOf } from './testing';

/**
 * Stripe's webhooks as Stripe sends them: each body signed with the endpoint secret by the SDK's
 * own signer (generateTestHeaderString: `t=…,v1=HMAC-SHA256(secret, t.payload)`). No call ever
 * reaches Stripe: a webhook is only read and verified here.
 */
const SECRET = 'whsec_rapport_test_secret';
const stripe = new Stripe('sk_test_rapport');
let server: TestServer;
const id = (c: TestClient) => c.user?.id as string;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      SIGNIN_MAX_PER_IP: '1000',
      STRIPE_SECRET_KEY: 'sk_test_rapport',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PRICE_ID: 'price_ai_pro',
    },
  });
});
afterAll(stopTestServers);

let counter = 0;
function event(type: string, object: Record<string, unknown>) {
  counter += 1;
  return JSON.stringify({
    id: `evt_test_${Date.now()}_${counter}`,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
}

const sign = (payload: string, timestamp?: number) =>
  stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp });

const deliver = (payload: string, signature: string | undefined) =>
  anonymous(server.url).post('/api/subscription/webhook', payload, {
    'content-type': 'application/json',
    ...(signature ? { 'stripe-signature': signature } : {}),
  });

const checkoutCompleted = (userId: string, customer: string) =>
  event('checkout.session.completed', {
    id: `cs_test_${counter}`,
    object: 'checkout.session',
    client_reference_id: userId,
    customer,
    subscription: `sub_${customer}`,
    metadata: { userId },
  });

const subscriptionState = async (client: TestClient) =>
  (await client.get(`/api/subscription/user/${id(client)}`)).body.data;

describe('Stripe webhooks (STRIPE_* set)', () => {
  it('applies a correctly signed checkout: AI Pro is active through Stripe', async () => {
    const ada = await signUp(server.url, { firstName: 'Ada' });
    const payload = checkoutCompleted(id(ada), 'cus_ada');
    const res = await deliver(payload, sign(payload));
    expect([res.status, res.body.data]).toEqual([200, { received: true }]);
    expect(await subscriptionState(ada)).toMatchObject({ status: 'active', subscribed: true, provider: 'stripe' });
    expect((await assistantOf(ada)).subscribed).toBe(true);
  });

  it('refuses a tampered body, a wrong secret, an old timestamp and no signature, changing nothing', async () => {
    const bob = await signUp(server.url, { firstName: 'Bob' });
    const genuine = checkoutCompleted(id(bob), 'cus_bob');
    const tampered = genuine.replace('cus_bob', 'cus_eve');
    const wrongSecret = stripe.webhooks.generateTestHeaderString({ payload: genuine, secret: 'whsec_other' });
    // constructEvent's tolerance is 300 s: a delivery captured ten minutes ago and sent again fails.
    const stale = sign(genuine, Math.floor(Date.now() / 1000) - 600);
    for (const [payload, signature] of [
      [tampered, sign(genuine)],
      [genuine, wrongSecret],
      [genuine, stale],
      [genuine, undefined],
    ] as const) {
      const res = await deliver(payload, signature);
      expect([res.status, res.body.message]).toEqual([400, messages.subscription.badSignature]);
    }
    expect(await subscriptionState(bob)).toMatchObject({ subscribed: false });
  });

  it('applies a replayed event once: a second delivery of the same id changes nothing', async () => {
    const cleo = await signUp(server.url, { firstName: 'Cleo' });
    const start = checkoutCompleted(id(cleo), 'cus_cleo');
    expect((await deliver(start, sign(start))).status).toBe(200);
    const ended = event('customer.subscription.deleted', {
      id: 'sub_cus_cleo',
      object: 'subscription',
      customer: 'cus_cleo',
      status: 'canceled',
      metadata: { userId: id(cleo) },
    });
    expect((await deliver(ended, sign(ended))).status).toBe(200);
    expect(await subscriptionState(cleo)).toMatchObject({ status: 'expired', subscribed: false });
    // Stripe retries deliveries: the same checkout event arriving again must not switch AI Pro back on.
    const again = await deliver(start, sign(start));
    expect([again.status, again.body.data]).toEqual([200, { received: true }]);
    expect(await subscriptionState(cleo)).toMatchObject({ status: 'expired', subscribed: false });
    const meg = await assistantOf(cleo);
    const posts = await cleo.get(`/api/pairing/posts?pairingId=${meg.pairingId}`);
    const notices = posts.body.data.results.filter((p: { type: string }) => p.type === 'subscription');
    expect(JSON.stringify(notices[0].postMeta)).toContain('expired');
  });

  it('ignores a signed event for nobody it knows', async () => {
    const payload = checkoutCompleted('00000000-0000-4000-8000-000000000000', 'cus_nobody');
    const res = await deliver(payload, sign(payload));
    expect([res.status, res.body.data]).toEqual([200, { received: true }]);
  });
});
