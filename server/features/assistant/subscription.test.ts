import { assistantEvents } from '@shared/api/assistant';
import { messages } from '@shared/messages';
import { channel } from '@shared/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { assistantOf } from './testing';

let server: TestServer;
const id = (c: TestClient) => c.user?.id as string;

beforeAll(async () => {
  server = await startTestServer({ env: { SIGNIN_MAX_PER_IP: '1000' } });
});
afterAll(stopTestServers);

const history = async (reader: TestClient, name: string) =>
  (await reader.get(`/api/channels/${encodeURIComponent(name)}/history`)).body.data.results.map(
    ({ event, data }: { event: string; data: unknown }) => ({ event, data }),
  );

describe('AI Pro, self-hosted (no Stripe keys)', () => {
  it('activates at once as a self-hosted plan, posts the thank-you, and tells the owner', async () => {
    const ada = await signUp(server.url);
    const a = id(ada);
    const before = await ada.get(`/api/subscription/user/${a}`);
    expect(before.body.data).toMatchObject({ status: 'none', subscribed: false, provider: 'self-hosted' });
    const checkout = await ada.post('/api/subscription/checkout', { userId: a, returnUrl: '/pricing' });
    expect(checkout.body.data).toEqual({
      url: null,
      subscription: {
        userId: a,
        status: 'active',
        subscribed: true,
        provider: 'self-hosted',
        planLabel: 'AI Pro (self-hosted plan)',
        currentPeriodEnd: null,
        manageable: false,
      },
    });
    const again = await ada.post('/api/subscription/checkout', { userId: a });
    expect([again.status, again.body.message]).toEqual([409, messages.subscription.alreadyActive]);
    const events = await history(ada, channel.user(a));
    expect(events).toContainEqual({
      event: assistantEvents.subscription,
      data: { userId: a, status: 'active', provider: 'self-hosted' },
    });
    const meg = await assistantOf(ada);
    const posts = await ada.get(`/api/pairing/posts?pairingId=${meg.pairingId}`);
    const notice = posts.body.data.results.find((p: { type: string }) => p.type === 'subscription');
    expect(notice.postMeta).toContainEqual(expect.objectContaining({ name: 'subscription' }));
    expect(JSON.stringify(notice.postMeta)).toContain('active');
  });

  it('an ended subscription posts the reactivation notice and switches Meg off', async () => {
    const ada = await signUp(server.url);
    const a = id(ada);
    await ada.post('/api/subscription/checkout', { userId: a });
    const meg = await assistantOf(ada);
    await ada.patch('/api/assistant/enable', { assistantId: meg.assistantId, modifiedBy: a, enabled: true });
    const cancelled = await ada.post('/api/subscription/cancel', { userId: a });
    expect(cancelled.body.data).toMatchObject({ status: 'expired', subscribed: false });
    expect(await assistantOf(ada)).toMatchObject({ subscribed: false, enabled: false });
    const posts = await ada.get(`/api/pairing/posts?pairingId=${meg.pairingId}`);
    const expired = posts.body.data.results.filter((p: { type: string }) => p.type === 'subscription');
    expect(expired).toHaveLength(2);
    expect(JSON.stringify(expired[0].postMeta)).toContain('expired');
    const none = await ada.post('/api/subscription/cancel', { userId: a });
    expect([none.status, none.body.message]).toEqual([409, messages.subscription.notActive]);
  });

  it('has no portal: manage answers the spec message; the pricing frame is on this site', async () => {
    const ada = await signUp(server.url);
    const a = id(ada);
    await ada.post('/api/subscription/checkout', { userId: a });
    const manage = await ada.get(`/api/subscription/manage-subscription/${a}/${encodeURIComponent(`${server.url}/x`)}`);
    expect([manage.status, manage.body.message]).toEqual([409, messages.assistant.cannotManage]);
    const frame = await ada.post('/api/subscription/iframe-url', {
      userId: a,
      email: 'a@b.c',
      redirectUrl: '/',
      inIframe: true,
    });
    expect(frame.body.data).toBe(
      `${server.url}/pricing?inIframe=true&redirectUrl=${encodeURIComponent(`${server.url}/`)}&plan=self-hosted`,
    );
    const offsite = await ada.post('/api/subscription/checkout', { userId: a, returnUrl: 'https://evil.example/' });
    expect([offsite.status, offsite.body.message]).toEqual([400, messages.subscription.badRedirect]);
    const offsiteFrame = await ada.post('/api/subscription/iframe-url', {
      userId: a,
      redirectUrl: 'https://evil.example/',
    });
    expect([offsiteFrame.status, offsiteFrame.body.message]).toEqual([400, messages.subscription.badRedirect]);
    const webhook = await ada.post('/api/subscription/webhook', '{}', { 'stripe-signature': 't=1,v1=x' });
    expect([webhook.status, webhook.body.message]).toEqual([404, messages.subscription.notConfigured]);
  });
});
