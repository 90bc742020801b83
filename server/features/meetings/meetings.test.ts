import { createHmac } from 'node:crypto';
import { MEETING_MAX_PEERS, meetChannel, meetEvents } from '@shared/api/meet';
import { messages } from '@shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSocket } from '../../realtime/testing/socket-client';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { createGroup, createPost } from '../posts/testing';

let server: TestServer;
const ICE = [
  { urls: 'stun:stun.example.test:3478' },
  { urls: ['turn:turn.example.test:3478'], username: 'u', credential: 'c' },
];

const TURN_SECRET = 'a-long-enough-coturn-secret';

beforeAll(async () => {
  server = await startTestServer({
    env: {
      RTC_ICE_SERVERS: JSON.stringify(ICE),
      RTC_TURN_SECRET: TURN_SECRET,
      RTC_TURN_URLS: 'turn:turn.example.test:3478?transport=udp, turns:turn.example.test:5349',
    },
  });
});
afterAll(stopTestServers);

const person = (firstName: string) => signUp(server.url, { firstName });
const peerId = () => crypto.randomUUID();
const join = (who: TestClient, postId: string, peer: string) => who.post(`/api/meet/${postId}/join`, { peerId: peer });
const offer = { description: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } };
const unmuted = { isMuted: false, isCameraOff: false, isSharing: false };
const candidate = {
  candidate: { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
};

/** Ada's meeting shared with Bob (specific people); Eve is a stranger. */
async function meeting() {
  const [ada, bob, eve] = await Promise.all([person('Ada'), person('Bob'), person('Eve')]);
  const postId = await createPost(ada, { type: 'Meeting', usersToShareWith: [bob.user?.id] });
  return { ada, bob, eve, postId };
}

describe('meetings', () => {
  it('tells the page who hosts, the limit and the configured STUN/TURN servers', async () => {
    const { ada, bob, postId } = await meeting();
    const forHost = await ada.get(`/api/meet/${postId}`);
    expect(forHost.status).toBe(200);
    expect(forHost.body.data).toMatchObject({ postId, hostId: ada.user?.id, isHost: true, maxPeers: 4 });
    const [stun, turn, ephemeral] = forHost.body.data.iceServers;
    expect([stun, turn]).toEqual(ICE);
    // coturn's static-auth-secret scheme: "{expiry}:{userId}", HMAC-SHA1 of it under the secret.
    expect(ephemeral.urls).toEqual(['turn:turn.example.test:3478?transport=udp', 'turns:turn.example.test:5349']);
    const [expiry, userId] = ephemeral.username.split(':');
    expect(userId).toBe(ada.user?.id);
    expect(Number(expiry) - Date.now() / 1000).toBeGreaterThan(86_000);
    expect(ephemeral.credential).toBe(createHmac('sha1', TURN_SECRET).update(ephemeral.username).digest('base64'));
    expect((await bob.get(`/api/meet/${postId}`)).body.data).toMatchObject({
      isHost: false,
      hostName: expect.stringContaining('Ada'),
    });
  });

  it('refuses a stranger every call, and the meeting channel', async () => {
    const { ada, bob, eve, postId } = await meeting();
    const bobPeer = peerId();
    expect((await join(bob, postId, bobPeer)).status).toBe(200);
    const evePeer = peerId();
    for (const res of [
      await eve.get(`/api/meet/${postId}`),
      await join(eve, postId, evePeer),
      await eve.post(`/api/meet/${postId}/signal`, { from: evePeer, to: bobPeer, signals: [offer] }),
      await eve.get(`/api/meet/${postId}/signals?peerId=${bobPeer}`),
      await eve.post(`/api/meet/${postId}/leave`, { peerId: bobPeer }),
      await eve.post(`/api/meet/${postId}/media`, { peerId: bobPeer, media: unmuted }),
      await eve.get(`/api/meet/${postId}/calendar.ics`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message ?? res.body).toBeTruthy();
    }
    expect((await eve.get(`/api/meet/${postId}`)).body.message).toBe(messages.meet.notInvited);
    const signedOut = anonymous(server.url);
    expect((await signedOut.get(`/api/meet/${postId}`)).status).toBe(401);
    expect((await signedOut.post(`/api/meet/${postId}/join`, { peerId: peerId() })).status).toBe(401);

    const eveSocket = await TestSocket.connect(server.url, { token: eve.token });
    expect((await eveSocket.subscribe(meetChannel(postId))).event).toBe('refused');
    const adaSocket = await TestSocket.connect(server.url, { token: ada.token });
    expect((await adaSocket.subscribe(meetChannel(postId))).event).toBe('subscribed');
    await eveSocket.close();
    await adaSocket.close();
  });

  it('relays signals to the named peer only, and only its owner reads them', async () => {
    const { ada, bob, eve, postId } = await meeting();
    const [adaPeer, bobPeer] = [peerId(), peerId()];
    const bobSocket = await TestSocket.connect(server.url, { token: bob.token });
    const eveSocket = await TestSocket.connect(server.url, { token: eve.token });
    expect((await bobSocket.subscribe(meetChannel(postId))).event).toBe('subscribed');

    expect((await join(bob, postId, bobPeer)).body.data.peers).toEqual([]);
    const joined = await join(ada, postId, adaPeer);
    expect(joined.body.data.peers).toEqual([
      { peerId: bobPeer, userId: bob.user?.id, name: expect.stringContaining('Bob'), media: unmuted },
    ]);
    const hello = await bobSocket.next(
      (f) => f.event === meetEvents.joined && (f.data as { peerId?: string }).peerId === adaPeer,
    );
    expect(hello.data).toMatchObject({ postId, peerId: adaPeer, userId: ada.user?.id });

    const sent = await ada.post(`/api/meet/${postId}/signal`, {
      from: adaPeer,
      to: bobPeer,
      signals: [offer, candidate],
    });
    expect(sent.status).toBe(200);
    const notice = await bobSocket.event(meetChannel(postId), meetEvents.signal);
    expect(notice.data).toEqual({ postId, to: bobPeer });
    expect(JSON.stringify(notice.data)).not.toContain('sdp');

    // Someone else's peer id is not theirs to read or to speak for.
    expect((await ada.get(`/api/meet/${postId}/signals?peerId=${bobPeer}`)).status).toBe(403);
    expect(
      (await bob.post(`/api/meet/${postId}/signal`, { from: adaPeer, to: bobPeer, signals: [offer] })).status,
    ).toBe(403);
    expect((await join(ada, postId, bobPeer)).status).toBe(403);

    const inbox = await bob.get(`/api/meet/${postId}/signals?peerId=${bobPeer}`);
    expect(inbox.body.data.results).toEqual([
      { from: adaPeer, signal: offer },
      { from: adaPeer, signal: candidate },
    ]);
    expect((await bob.get(`/api/meet/${postId}/signals?peerId=${bobPeer}`)).body.data.results).toEqual([]);
    expect(eveSocket.frames.some((f) => f.channel === meetChannel(postId))).toBe(false);

    expect((await ada.post(`/api/meet/${postId}/leave`, { peerId: adaPeer })).status).toBe(200);
    expect((await bobSocket.event(meetChannel(postId), meetEvents.left)).data).toEqual({ postId, peerId: adaPeer });
    const toGone = await bob.post(`/api/meet/${postId}/signal`, { from: bobPeer, to: adaPeer, signals: [offer] });
    expect(toGone.status).toBe(404);
    await bobSocket.close();
    await eveSocket.close();
  });

  it('carries mute, camera and screen-share state to everyone, newcomers included', async () => {
    const { ada, bob, eve, postId } = await meeting();
    const [adaPeer, bobPeer] = [peerId(), peerId()];
    const adaSocket = await TestSocket.connect(server.url, { token: ada.token });
    expect((await adaSocket.subscribe(meetChannel(postId))).event).toBe('subscribed');
    // Bob joins without a camera, then mutes: Ada hears each change once.
    await bob.post(`/api/meet/${postId}/join`, { peerId: bobPeer, media: { ...unmuted, isCameraOff: true } });
    const joined = await adaSocket.next((f) => f.event === meetEvents.joined);
    expect(joined.data).toMatchObject({ peerId: bobPeer, media: { ...unmuted, isCameraOff: true } });
    const muted = { isMuted: true, isCameraOff: true, isSharing: false };
    expect((await bob.post(`/api/meet/${postId}/media`, { peerId: bobPeer, media: muted })).status).toBe(200);
    const change = await adaSocket.event(meetChannel(postId), meetEvents.media);
    expect(change.data).toEqual({ postId, peerId: bobPeer, media: muted });
    // The same state again (the heartbeat's join) is no news.
    await bob.post(`/api/meet/${postId}/join`, { peerId: bobPeer, media: muted });
    const sharing = { isMuted: true, isCameraOff: false, isSharing: true };
    await bob.post(`/api/meet/${postId}/media`, { peerId: bobPeer, media: sharing });
    const shared = await adaSocket.next(
      (f) => f.event === meetEvents.media && (f.data as { media: typeof sharing }).media.isSharing,
    );
    expect(shared.data).toEqual({ postId, peerId: bobPeer, media: sharing });
    expect(adaSocket.frames.filter((f) => f.event === meetEvents.media)).toHaveLength(2);
    // Ada joins later and reads Bob's state in the join answer.
    const answer = await join(ada, postId, adaPeer);
    expect(answer.body.data.peers).toEqual([expect.objectContaining({ peerId: bobPeer, media: sharing })]);
    // Only the peer's owner speaks for it; bad states are refused.
    expect((await ada.post(`/api/meet/${postId}/media`, { peerId: bobPeer, media: unmuted })).status).toBe(403);
    expect((await eve.post(`/api/meet/${postId}/media`, { peerId: bobPeer, media: unmuted })).status).toBe(403);
    const bad = await bob.post(`/api/meet/${postId}/media`, { peerId: bobPeer, media: { isMuted: 'yes' } });
    expect(bad.status).toBe(400);
    expect((await bob.post(`/api/meet/${postId}/media`, { peerId: peerId(), media: unmuted })).status).toBe(409);
    await adaSocket.close();
  });

  it(`holds ${MEETING_MAX_PEERS} peers in a group meeting and tells a fifth it is full`, async () => {
    const people = await Promise.all(['Ada', 'Bob', 'Cat', 'Dan', 'Fay'].map(person));
    const [ada, ...members] = people as [TestClient, ...TestClient[]];
    const groupId = await createGroup(ada, members);
    const postId = await createPost(ada, { type: 'Meeting', groupsToShareWith: [groupId] });
    for (const who of people.slice(0, 4)) expect((await join(who, postId, peerId())).status).toBe(200);
    const fifth = await join(people[4] as TestClient, postId, peerId());
    expect(fifth.status).toBe(409);
    expect(fifth.body.message).toBe(messages.meet.full(4));
  });

  it('answers clear 4xx for bad input and for a post that is not a meeting', async () => {
    const { ada, postId } = await meeting();
    expect((await join(ada, postId, 'x')).status).toBe(400);
    const adaPeer = peerId();
    await join(ada, postId, adaPeer);
    const bad = await ada.post(`/api/meet/${postId}/signal`, { from: adaPeer, to: adaPeer, signals: [{ sdp: 1 }] });
    expect(bad.status).toBe(400);
    expect((await ada.post(`/api/meet/${postId}/signal`, { from: adaPeer, to: adaPeer, signals: [] })).status).toBe(
      400,
    );
    const plain = await createPost(ada);
    expect((await ada.get(`/api/meet/${plain}`)).status).toBe(404);
    expect((await ada.get('/api/meet/nope')).status).toBe(404);
  });

  it('offers an RFC 5545 calendar file for the meeting', async () => {
    const { bob, postId } = await meeting();
    const res = await bob.get(`/api/meet/${postId}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const text = res.body as string;
    expect(text.endsWith('\r\n')).toBe(true);
    // Unfold (RFC 5545 §3.1) and read the properties.
    const lines = text
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const prop = (name: string) =>
      lines.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`))?.replace(/^[^:]*:/, '');
    expect(prop('VERSION')).toBe('2.0');
    expect(prop('URL')).toBe(`${server.url}/meet/${postId}`);
    const start = prop('DTSTART') as string;
    const end = prop('DTEND') as string;
    expect(start).toMatch(/^\d{8}T\d{6}Z$/);
    const toDate = (v: string) =>
      Date.parse(v.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    expect(toDate(end) - toDate(start)).toBe(30 * 60_000);
    expect(prop('SUMMARY')).toContain('Ada');
    expect(prop('UID')).toContain(postId);
  });
});
