import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationEvents } from '@shared/api/invitations';
import { pairingEvents } from '@shared/api/pairings';
import { channel } from '@shared/realtime';
import { TestSocket } from '../../realtime/testing/socket-client';
import { signUp } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { invitationTokenFor, newAddress } from './testing';

let server: TestServer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await stopTestServers();
});

describe('invitation events', () => {
  it('tells the sender when the invitee signs up through the link, and grants both the pair channel', async () => {
    const ada = await signUp(server.url);
    const adaSocket = await TestSocket.connect(server.url, { token: ada.token });
    sockets.push(adaSocket);
    const email = newAddress();
    await ada.post('/api/user/invite', { senderUserId: ada.user?.id, nonRegisteredUsers: [{ email }] });
    const token = await invitationTokenFor(server.url, email);

    const nia = await signUp(server.url, { email });
    const niaSocket = await TestSocket.connect(server.url, { token: nia.token });
    sockets.push(niaSocket);
    const { pairingId } = (await nia.post(`/api/invitations/${token}/accept`)).body.data;

    const adaChannel = channel.user(ada.user?.id as string);
    const accepted = await adaSocket.event(adaChannel, invitationEvents.accepted);
    expect(accepted.data).toEqual({ invitationId: expect.any(String), userId: nia.user?.id });
    const connected = await adaSocket.event(adaChannel, pairingEvents.accepted);
    expect(connected.data).toMatchObject({ pairingId, acceptedBy: nia.user?.id });
    await niaSocket.event(channel.user(nia.user?.id as string), pairingEvents.accepted);
    await adaSocket.system('channel.granted', channel.pair(pairingId));
    await niaSocket.system('channel.granted', channel.pair(pairingId));
  });
});
