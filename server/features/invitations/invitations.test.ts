import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { connect } from '../posts/testing';
import { invitationMailsTo, invitationTokenFor, newAddress } from './testing';

let server: TestServer;
const person = (firstName = 'Pat') => signUp(server.url, { firstName });
const invite = (sender: TestClient, body: Record<string, unknown>) =>
  sender.post('/api/user/invite', {
    senderUserId: sender.user?.id,
    registeredUsers: [],
    nonRegisteredUsers: [],
    invitationMessage: 'Join me!',
    ...body,
  });
const statusOf = async (viewer: TestClient, other: TestClient) =>
  (await viewer.get(`/api/pairing/status?userId=${viewer.user?.id}&connectedWithUserId=${other.user?.id}`)).body.data
    .status;

beforeAll(async () => {
  server = await startTestServer({ env: { SOURCE_LINK_DOMAINS: 'example.test' } });
});
afterAll(stopTestServers);

describe('POST /api/user/invite', () => {
  it('e-mails a non-member a link; signing up through it lands both connected', async () => {
    const ada = await person('Ada');
    const email = newAddress();
    const res = await invite(ada, { nonRegisteredUsers: [{ email: email.toUpperCase(), firstName: 'Nia' }] });
    expect(res.body).toEqual({ isSuccess: true, data: true });
    const token = await invitationTokenFor(server.url, email);

    const page = await anonymous(server.url).get(`/api/invitations/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      email,
      firstName: 'Nia',
      sender: { userId: ada.user?.id, firstName: 'Ada' },
      groupName: null,
      message: 'Join me!',
      expired: false,
      state: 'pending',
    });
    const days = (Date.parse(page.body.data.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const nia = await signUp(server.url, { email, firstName: 'Nia' });
    expect((await anonymous(server.url).post(`/api/invitations/${token}/accept`)).status).toBe(401);
    const accepted = await nia.post(`/api/invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ senderUserId: ada.user?.id, groupId: null });
    expect(await statusOf(nia, ada)).toBe('connected');
    expect(await statusOf(ada, nia)).toBe('connected');
    expect((await nia.post(`/api/invitations/${token}/accept`)).body.data.pairingId).toBe(accepted.body.data.pairingId);
    const someoneElse = await person();
    const reused = await someoneElse.post(`/api/invitations/${token}/accept`);
    expect(reused.status).toBe(410);
    expect(reused.body.message).toBe(messages.people.invitationUsed);
  });

  it('issues an invitation only with its e-mail: when the e-mail cannot be written, neither is kept', async () => {
    const ada = await person('Ada');
    const email = newAddress();
    const { db } = server.services;
    const invitationsTo = () => db.selectFrom('invitation').select('id').where('email', '=', email).execute();
    // The outbox out of reach (renamed away, on SQLite and PostgreSQL alike) for one call.
    await sql`ALTER TABLE mail_outbox RENAME TO mail_outbox_away`.execute(db);
    try {
      expect((await invite(ada, { nonRegisteredUsers: [{ email }] })).status).toBe(500);
    } finally {
      await sql`ALTER TABLE mail_outbox_away RENAME TO mail_outbox`.execute(db);
    }
    expect(await invitationsTo()).toEqual([]);
    // Sent again, both are there: the invitation and the e-mail with its link.
    expect((await invite(ada, { nonRegisteredUsers: [{ email }] })).body).toEqual({ isSuccess: true, data: true });
    expect(await invitationsTo()).toHaveLength(1);
    expect(await invitationTokenFor(server.url, email)).toBeTruthy();
  });

  it('sends members a connect request instead, by id or by address', async () => {
    const [ada, bob, cleo] = await Promise.all([person(), person(), person()]);
    const res = await invite(ada, {
      registeredUsers: [{ userId: bob.user?.id, email: bob.user?.email, firstname: 'Bob' }],
      nonRegisteredUsers: [{ email: cleo.user?.email }],
    });
    expect(res.status).toBe(200);
    expect(await statusOf(bob, ada)).toBe('invited-to-connect');
    expect(await statusOf(cleo, ada)).toBe('invited-to-connect');
    const sources = await bob.get(`/api/user/pairing/sources?userId=${bob.user?.id}&pairingUserId=${ada.user?.id}`);
    expect(sources.body.data).toEqual({ first: 'invite', last: 'invite' });
    // No invitation link: Cleo is a member (the connection request's own e-mail may reach her).
    expect(await invitationMailsTo(server.url, cleo.user?.email ?? '')).toBe(0);
  });

  it('answers the spec’s duplicate messages', async () => {
    const [ada, bob, cleo] = await Promise.all([person(), person(), person()]);
    const email = newAddress();
    await invite(ada, { nonRegisteredUsers: [{ email }] });
    const again = await invite(ada, { nonRegisteredUsers: [{ email }] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.people.invitationAlreadySent(email));
    // Someone else may invite the same address.
    expect((await invite(bob, { nonRegisteredUsers: [{ email }] })).status).toBe(200);

    await invite(ada, { registeredUsers: [{ userId: bob.user?.id }] });
    const one = await invite(ada, { nonRegisteredUsers: [{ email: bob.user?.email }] });
    expect(one.status).toBe(409);
    expect(one.body.message).toBe(messages.people.emailAlreadyInRelationship);
    const several = await invite(ada, {
      nonRegisteredUsers: [{ email: bob.user?.email }, { email: cleo.user?.email }],
    });
    expect(several.status).toBe(409);
    expect(several.body.message).toBe(messages.people.someAlreadyExist);
    expect(await statusOf(cleo, ada)).toBe('undefined');
  });

  it('answers the spec’s validation texts', async () => {
    const ada = await person();
    const long = await invite(ada, {
      nonRegisteredUsers: [{ email: newAddress() }],
      invitationMessage: 'x'.repeat(1001),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(messages.people.invitationMessageTooLong);
    const none = await invite(ada, {});
    expect(none.body.message).toBe(messages.people.enterEmailToConnect);
    const bad = await invite(ada, { nonRegisteredUsers: [{ email: 'not-an-address' }] });
    expect(bad.body.message).toBe(messages.people.invalidEmail('not-an-address'));
    const self = await invite(ada, { nonRegisteredUsers: [{ email: ada.user?.email }] });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(messages.people.cannotConnectWithSelf);
    expect((await invite(ada, { registeredUsers: [{ userId: 'no-such-user' }] })).status).toBe(404);
  });

  it('refuses signed-out callers and a spoofed sender', async () => {
    const [ada, bob] = await Promise.all([person(), person()]);
    const body = { senderUserId: ada.user?.id, nonRegisteredUsers: [{ email: newAddress() }] };
    expect((await anonymous(server.url).post('/api/user/invite', body)).status).toBe(401);
    expect((await bob.post('/api/user/invite', body)).status).toBe(403);
  });
});

describe('expired and withdrawn invitations', () => {
  it('refuses an expired link with 410, and lets the sender invite again', async () => {
    const ada = await person();
    const email = newAddress();
    await invite(ada, { nonRegisteredUsers: [{ email }] });
    const token = await invitationTokenFor(server.url, email);
    await server.services.db
      .updateTable('invitation')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', email)
      .execute();
    expect((await anonymous(server.url).get(`/api/invitations/${token}`)).body.data).toMatchObject({
      expired: true,
      state: 'expired',
    });
    const invitee = await signUp(server.url, { email });
    const refused = await invitee.post(`/api/invitations/${token}/accept`);
    expect(refused.status).toBe(410);
    expect(refused.body.message).toBe(messages.people.invitationExpired);
    expect(await statusOf(invitee, ada)).toBe('undefined');
    expect((await invite(ada, { nonRegisteredUsers: [{ email: newAddress() }, { email: newAddress() }] })).status).toBe(
      200,
    );
  });

  it('lists pending invitations to their sender, who alone may withdraw them', async () => {
    const [ada, eve] = await Promise.all([person(), person()]);
    const [first, second] = [newAddress(), newAddress()];
    await invite(ada, { nonRegisteredUsers: [{ email: first }, { email: second }] });
    const sent = await ada.get('/api/invitations/sent?skip=0&limit=20');
    expect(sent.body.data.count).toBe(2);
    expect(sent.body.data.results.map((i: { email: string }) => i.email).sort()).toEqual([first, second].sort());
    const target = sent.body.data.results.find((i: { email: string }) => i.email === first);

    expect((await eve.delete(`/api/invitations/${target.invitationId}`)).status).toBe(403);
    expect((await anonymous(server.url).delete(`/api/invitations/${target.invitationId}`)).status).toBe(401);
    expect((await ada.delete('/api/invitations/no-such-invitation')).status).toBe(404);
    expect((await ada.delete(`/api/invitations/${target.invitationId}`)).body.data).toEqual({
      invitationId: target.invitationId,
    });
    expect((await ada.get('/api/invitations/sent')).body.data.count).toBe(1);
    expect((await eve.get('/api/invitations/sent')).body.data.count).toBe(0);
    expect((await anonymous(server.url).get('/api/invitations/sent')).status).toBe(401);

    const token = await invitationTokenFor(server.url, first);
    const page = await anonymous(server.url).get(`/api/invitations/${token}`);
    expect(page.status).toBe(404);
    expect(page.body.message).toBe(messages.people.invitationWithdrawn);
    const invitee = await signUp(server.url, { email: first });
    expect((await invitee.post(`/api/invitations/${token}/accept`)).status).toBe(404);
    expect((await anonymous(server.url).get(`/api/invitations/${'x'.repeat(43)}`)).status).toBe(404);
  });
});

describe('group invitations', () => {
  it('puts the invitee in the group and connects them with the sender', async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    await connect(ada, bob);
    const email = newAddress();
    const created = await ada.post('/api/group', {
      name: 'Board',
      createdBy: ada.user?.id,
      members: [bob.user?.id],
      nonRegisteredUsers: [{ email }],
    });
    const { groupId } = created.body.data;
    const token = await invitationTokenFor(server.url, email);
    expect((await anonymous(server.url).get(`/api/invitations/${token}`)).body.data).toMatchObject({
      groupId,
      groupName: 'Board',
    });
    const invitee = await signUp(server.url, { email });
    const accepted = await invitee.post(`/api/invitations/${token}/accept`);
    expect(accepted.body.data).toMatchObject({ groupId, senderUserId: ada.user?.id });
    expect((await invitee.get(`/api/group/id?groupId=${groupId}`)).body.data.membersCount).toBe(3);
    expect(await statusOf(invitee, ada)).toBe('connected');
    expect(await statusOf(invitee, bob)).toBe('undefined');
  });
});
