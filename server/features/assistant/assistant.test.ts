import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantCopy } from '@shared/copy/assistant';
import { messages } from '@shared/messages';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { assistantOf, connect, subscribe } from './testing';

let server: TestServer;
const person = (firstName = 'Pat') => signUp(server.url, { firstName });
const m = messages.assistant;
const id = (c: TestClient) => c.user?.id as string;

beforeAll(async () => {
  server = await startTestServer({ env: { SIGNIN_MAX_PER_IP: '1000' } });
});
afterAll(stopTestServers);

describe('the assistant record and relationship', () => {
  it('gives every user Meg, heading their relationship list with the assistant role', async () => {
    const ada = await person('Ada');
    const bob = await person('Bob');
    await connect(ada, bob);
    const meg = await assistantOf(ada);
    expect(meg).toMatchObject({
      userId: id(ada),
      name: 'Meg',
      purpose: '',
      enabled: false,
      subscribed: false,
      setup: false,
      trained: false,
      status: 'active',
      testUserId: null,
      testPairingId: null,
    });
    expect(await assistantOf(ada)).toEqual(meg);
    const list = await ada.get(`/api/user/connections/recent?userId=${id(ada)}&skip=0&limit=5`);
    expect(list.body.data.results[0]).toMatchObject({
      userId: meg.assistantId,
      role: 'assistant',
      pairingId: meg.pairingId,
    });
    expect(list.body.data.results[1]).toMatchObject({ userId: id(bob), role: 'user', aiEnabled: 'true' });
    expect(list.body.data.count).toBe(2);
    const second = await ada.get(`/api/user/connections/recent?userId=${id(ada)}&skip=1&limit=5`);
    expect(second.body.data.results.map((r: { userId: string }) => r.userId)).toEqual([id(bob)]);
  });

  it("greets a new user with Meg's welcome post in the assistant relationship, once", async () => {
    const ada = await person('Ada');
    const [meg] = await Promise.all([assistantOf(ada), assistantOf(ada)]);
    const timeline = await ada.get(`/api/pairing/posts?pairingId=${meg.pairingId}&skip=0&limit=10`);
    expect(timeline.status).toBe(200);
    const welcomes = timeline.body.data.results.filter((p: { type: string }) => p.type === 'welcome');
    expect(welcomes).toHaveLength(1);
    expect(welcomes[0].createdBy.userId).toBe(meg.assistantId);
    expect(welcomes[0].content).toBe(assistantCopy.welcomePost('Ada', 'Rapport'));
    const eve = await person('Eve');
    expect((await eve.get(`/api/pairing/posts?pairingId=${meg.pairingId}&skip=0&limit=10`)).status).toBe(403);
  });

  it('refuses strangers and anonymous callers on every assistant call', async () => {
    const ada = await person('Ada');
    const eve = await person('Eve');
    const meg = await assistantOf(ada);
    const a = id(ada);
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/assistant/user/${a}`],
      ['GET', `/api/assistant/user/${a}/setup`],
      ['PATCH', '/api/assistant/user/setup', { userId: a, tone: ['Casual'] }],
      ['GET', `/api/assistant/user/${a}/activated`],
      ['GET', `/api/assistant/${meg.assistantId}/user/${a}/enabled`],
      ['PATCH', '/api/assistant/enable', { assistantId: meg.assistantId, modifiedBy: a }],
      ['PATCH', '/api/assistant/train', { assistantId: meg.assistantId, modifiedBy: a, purpose: 'x' }],
      ['POST', '/api/assistant/user/test-mode', { assistantId: meg.assistantId, userId: a }],
      [
        'DELETE',
        '/api/assistant/user/test-mode',
        { assistantId: meg.assistantId, userId: a, pairingId: meg.pairingId },
      ],
      ['GET', `/api/assistant/${meg.assistantId}/user/${a}/pairing/${meg.pairingId}/settings`],
      [
        'PATCH',
        '/api/assistant/user/pairing/settings',
        { assistantId: meg.assistantId, userId: a, pairingId: meg.pairingId, enabled: false },
      ],
      ['GET', `/api/subscription/user/${a}`],
      ['POST', '/api/subscription/checkout', { userId: a }],
      ['POST', '/api/subscription/cancel', { userId: a }],
      ['GET', `/api/subscription/manage-subscription/${a}/${encodeURIComponent(`${server.url}/`)}`],
      ['POST', '/api/subscription/iframe-url', { userId: a, email: 'x@y.z', redirectUrl: '/', inIframe: true }],
    ];
    for (const [method, path, body] of calls) {
      expect((await eve.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await anonymous(server.url).request(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    // Eve naming herself but Ada's assistant or relationship is refused too.
    const own = await assistantOf(eve);
    expect((await eve.get(`/api/assistant/${meg.assistantId}/user/${id(eve)}/enabled`)).body.message).toBe(m.notYours);
    const settings = await eve.get(
      `/api/assistant/${own.assistantId}/user/${id(eve)}/pairing/${meg.pairingId}/settings`,
    );
    expect(settings.status).toBe(403);
    expect(settings.body.message).toBe(m.notYourRelationship);
    expect(await assistantOf(ada)).toEqual(meg);
  });
});

describe('setup, enable, train and per-relationship settings', () => {
  it('saves each setup step, then completed; refuses empty and unknown answers', async () => {
    const ada = await person('Ada');
    const a = id(ada);
    const empty = await ada.get(`/api/assistant/user/${a}/setup`);
    expect(empty.body.data).toEqual({
      role: [],
      tone: [],
      style: [],
      userGender: null,
      userValues: [],
      completed: false,
    });
    expect((await ada.patch('/api/assistant/user/setup', { userId: a, role: ['sales', 'HR'] })).body.data.role).toEqual(
      ['sales', 'HR'],
    );
    await ada.patch('/api/assistant/user/setup', { userId: a, userGender: 'Female' });
    const done = await ada.patch('/api/assistant/user/setup', { userId: a, userValues: ['Honesty'], completed: true });
    expect(done.body.data).toMatchObject({ role: ['sales', 'HR'], userGender: 'Female', completed: true });
    expect((await assistantOf(ada)).setup).toBe(true);
    const bad = await ada.patch('/api/assistant/user/setup', { userId: a, tone: [] });
    expect([bad.status, bad.body.message]).toEqual([400, m.chooseOne]);
    const unknown = await ada.patch('/api/assistant/user/setup', { userId: a, style: ['Shout'] });
    expect([unknown.status, unknown.body.message]).toEqual([400, m.invalidChoice]);
  });

  it('needs AI Pro to switch Meg on; switching off always works; expiry switches Meg off', async () => {
    const ada = await person('Ada');
    const a = id(ada);
    const meg = await assistantOf(ada);
    const on = { assistantId: meg.assistantId, modifiedBy: a };
    const refused = await ada.patch('/api/assistant/enable', on);
    expect([refused.status, refused.body.message]).toEqual([403, m.subscriptionRequired]);
    expect((await ada.get(`/api/assistant/user/${a}/activated`)).body.data).toBe(false);
    await subscribe(ada);
    expect((await ada.get(`/api/assistant/user/${a}/activated`)).body.data).toBe(true);
    expect((await ada.patch('/api/assistant/enable', on)).body.data).toBe(true);
    expect((await ada.get(`/api/assistant/${meg.assistantId}/user/${a}/enabled`)).body.data).toBe(true);
    expect((await ada.patch('/api/assistant/enable', on)).body.data).toBe(false);
    expect((await ada.patch('/api/assistant/enable', { ...on, enabled: true })).body.data).toBe(true);
    await ada.post('/api/subscription/cancel', { userId: a });
    expect(await assistantOf(ada)).toMatchObject({ enabled: false, subscribed: false });
  });

  it('trains with the purpose, and keeps per-relationship instructions and switches', async () => {
    const ada = await person('Ada');
    const bob = await person('Bob');
    const pairingId = await connect(ada, bob);
    const a = id(ada);
    const meg = await assistantOf(ada);
    const trained = await ada.patch('/api/assistant/train', {
      assistantId: meg.assistantId,
      modifiedBy: a,
      purpose: '  I sell solar panels.  ',
    });
    expect(trained.body.data).toEqual({ purpose: 'I sell solar panels.', trained: true, message: m.trained });
    // The spec's client reads the message beside isSuccess.
    expect(trained.body).toMatchObject({ isSuccess: true, message: m.trained });
    const tooLong = await ada.patch('/api/assistant/train', {
      assistantId: meg.assistantId,
      modifiedBy: a,
      purpose: 'x'.repeat(10_001),
    });
    expect([tooLong.status, tooLong.body.message]).toEqual([400, m.purposeTooLong(10_000)]);

    const path = `/api/assistant/${meg.assistantId}/user/${a}/pairing/${pairingId}/settings`;
    expect((await ada.get(path)).body.data).toEqual({
      instructions: '',
      enabled: true,
      assistantId: meg.assistantId,
      userId: a,
      pairingId,
    });
    const base = { assistantId: meg.assistantId, userId: a, pairingId };
    await ada.patch('/api/assistant/user/pairing/settings', { ...base, instructions: 'Bob is our top customer.' });
    await ada.patch('/api/assistant/user/pairing/settings', { ...base, enabled: false });
    expect((await ada.get(path)).body.data).toMatchObject({ instructions: 'Bob is our top customer.', enabled: false });
    const list = await ada.get(`/api/user/connections/recent?userId=${a}&skip=0&limit=5`);
    expect(list.body.data.results.find((r: { pairingId: string }) => r.pairingId === pairingId).aiEnabled).toBe(
      'false',
    );
    const nothing = await ada.patch('/api/assistant/user/pairing/settings', base);
    expect([nothing.status, nothing.body.message]).toEqual([400, m.settingsChange]);
  });
});

describe('test mode', () => {
  it('needs AI Pro, creates the fixed persona and its relationship, and removes them again', async () => {
    const ada = await person('Ada');
    const a = id(ada);
    const meg = await assistantOf(ada);
    const body = { assistantId: meg.assistantId, userId: a };
    const refused = await ada.post('/api/assistant/user/test-mode', body);
    expect([refused.status, refused.body.message]).toEqual([403, m.testModeNeedsSubscription]);
    await subscribe(ada);
    const started = await ada.post('/api/assistant/user/test-mode', body);
    expect(started.status).toBe(200);
    const { userId2, pairingId } = started.body.data;
    expect(started.body.data.assistant).toMatchObject({
      status: 'testMode',
      testUserId: userId2,
      testPairingId: pairingId,
    });
    expect((await ada.post('/api/assistant/user/test-mode', body)).body.data.userId2).toBe(userId2);
    const persona = await ada.get(`/api/user/id?userId=${userId2}`);
    expect(persona.body.data).toMatchObject({ firstName: 'Taylor', lastName: 'Sample' });
    const list = await ada.get(`/api/user/connections/recent?userId=${a}&skip=0&limit=5`);
    expect(list.body.data.results.slice(0, 2).map((r: { role: string }) => r.role)).toEqual(['testUser', 'assistant']);
    expect((await ada.get(`/api/pairing/userIds?userId1=${a}&userId2=${userId2}`)).body.data.pairingId).toBe(pairingId);

    const wrong = await ada.delete('/api/assistant/user/test-mode', { ...body, pairingId: meg.pairingId });
    expect([wrong.status, wrong.body.message]).toEqual([404, m.testUserNotFound]);
    const ended = await ada.delete('/api/assistant/user/test-mode', { ...body, pairingId });
    expect(ended.body.data.assistant).toMatchObject({ status: 'active', testUserId: null });
    const again = await ada.delete('/api/assistant/user/test-mode', { ...body, pairingId });
    expect([again.status, again.body.message]).toEqual([404, m.testUserNotFound]);
    const after = await ada.get(`/api/user/connections/recent?userId=${a}&skip=0&limit=5`);
    expect(after.body.data.results.map((r: { role: string }) => r.role)).toEqual(['assistant']);
  });
});
