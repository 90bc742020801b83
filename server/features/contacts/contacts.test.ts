import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEvents } from '@shared/api/contacts';
import { messages } from '@shared/messages';
import { channel } from '@shared/realtime';
import { TestSocket } from '../../realtime/testing/socket-client';
import { anonymous, signUp } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { invitationMailsTo } from '../invitations/testing';
import { connect } from '../posts/testing';
import { CSV_HEADER, contactsCsv, importDone, uploadContacts } from './testing';

let server: TestServer;
const sockets: TestSocket[] = [];
const person = () => signUp(server.url);
const mailsTo = async (email: string) =>
  (await anonymous(server.url).get(`/dev/mail?format=json&to=${encodeURIComponent(email)}`)).body.data.count;

beforeAll(async () => {
  server = await startTestServer({ env: { CSV_INVITES_PER_BATCH: '2', CSV_BATCH_INTERVAL_SECONDS: '0' } });
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await stopTestServers();
});

describe('POST /api/contact/import: reading the file', () => {
  it('reads a BOM, CRLF, quoted commas and line breaks, and skips blank lines', async () => {
    const ada = await person();
    const run = Math.random().toString(36).slice(2, 8);
    const [ann, ben] = [`ann-${run}@example.test`, `ben-${run}@example.test`];
    const content = `\ufeff${CSV_HEADER}\r\n\r\n${ann},Ann,"Lee, Jr.","Acme, Inc.","Head\r\nof ""Sales"""\r\n,,,,\r\n  ${ben.toUpperCase()} ,Ben,Ng,,\r\n\r\n`;
    const res = await uploadContacts(ada, { name: 'contacts.CSV', content });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ importId: expect.any(String), total: 2, valid: 2, skipped: 0 });
    const done = await importDone(ada, res.body.data.importId);
    expect(done).toMatchObject({ status: 'done', total: 2, sent: 2, failed: 0 });
    const stored = await server.services.db
      .selectFrom('invitation')
      .selectAll()
      .where('email', '=', ann)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ lastName: 'Lee, Jr.', companyName: 'Acme, Inc.', jobTitle: 'Head\r\nof "Sales"' });
    expect(await mailsTo(ann)).toBe(1);
    expect(await mailsTo(ben)).toBe(1);
  });

  it('reads a UTF-16 file by its BOM and drops NUL characters', async () => {
    const ada = await person();
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(contactsCsv(2), 'utf16le')]);
    const wide = await uploadContacts(ada, { name: 'unicode.csv', content: new Uint8Array(utf16) });
    expect(wide.body.data).toMatchObject({ total: 2, valid: 2 });
    const withNul = contactsCsv(1).replace('First0', 'Fi\u0000rst0');
    const res = await uploadContacts(ada, { name: 'nul.csv', content: withNul });
    expect(res.body.data).toMatchObject({ total: 1, valid: 1 });
    const spoofedField = await uploadContacts(ada, { name: 'c.csv', content: contactsCsv(1) }, { groupId: 'g\u0000' });
    expect(spoofedField.status).toBe(400);
    expect((await ada.get('/api/contact/import/x%00y')).status).toBe(400);
  });

  it('explains the template when no row has a valid e-mail in the first column', async () => {
    const ada = await person();
    for (const content of [`${CSV_HEADER}\r\n`, `${CSV_HEADER}\r\nJane,jane@example.test,Doe,,\r\n`, 'just,a,line\n']) {
      const res = await uploadContacts(ada, { name: 'contacts.csv', content });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messages.csv.noValidRows);
    }
  });

  it('refuses other file types, empty files and files over 10 MB with the spec’s texts', async () => {
    const ada = await person();
    const text = await uploadContacts(ada, { name: 'contacts.txt', content: contactsCsv(1), type: 'text/plain' });
    expect(text.status).toBe(415);
    expect(text.body.message).toBe(messages.csv.invalidType);
    const empty = await uploadContacts(ada, { name: 'contacts.csv', content: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(messages.csv.invalidFile);
    const big = await uploadContacts(ada, { name: 'contacts.csv', content: new Uint8Array(11 * 1024 * 1024).fill(65) });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(messages.csv.tooBig);
    const long = await uploadContacts(ada, { name: 'c.csv', content: contactsCsv(1) }, { message: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(messages.people.invitationMessageTooLong);
  });

  it('refuses signed-out callers and a spoofed user id', async () => {
    const [ada, bob] = await Promise.all([person(), person()]);
    expect((await uploadContacts(anonymous(server.url), { name: 'c.csv', content: contactsCsv(1) })).status).toBe(401);
    const spoofed = await uploadContacts(bob, { name: 'c.csv', content: contactsCsv(1) }, { userId: ada.user?.id });
    expect(spoofed.status).toBe(403);
  });
});

describe('sending the invitations', () => {
  it('leaves out invalid, repeated, own and related addresses, and sends the rest in batches with progress events', async () => {
    const [ada, bob, cleo] = await Promise.all([person(), person(), person()]);
    await ada.post('/api/user/connect', { userId: ada.user?.id, connectWithUserId: bob.user?.id });
    const socket = await TestSocket.connect(server.url, { token: ada.token });
    sockets.push(socket);
    const fresh = contactsCsv(3, 'fresh').split('\r\n').slice(1, 4);
    const content = [
      CSV_HEADER,
      ...fresh,
      `${fresh[0]?.split(',')[0]},Again,Twice,,`,
      `${ada.user?.email},Me,Myself,,`,
      `${bob.user?.email},Bob,Related,,`,
      `${cleo.user?.email},Cleo,Member,,`,
      'not-an-email,Nope,Nope,,',
    ].join('\n');
    const res = await uploadContacts(ada, { name: 'contacts.csv', content });
    expect(res.body.data).toMatchObject({ total: 8, valid: 4, skipped: 4 });
    const { importId } = res.body.data;
    const done = await importDone(ada, importId);
    expect(done).toMatchObject({ status: 'done', valid: 4, sent: 4, failed: 0, skipped: 4 });

    // The API may show `done` a moment before the last event reaches the socket.
    const userChannel = channel.user(ada.user?.id as string);
    const last = await socket.next(
      (f) =>
        f.channel === userChannel &&
        f.event === contactEvents.importProgress &&
        (f.data as { status: string }).status === 'done',
    );
    expect(last.data).toMatchObject({ importId, status: 'done', sent: 4 });
    const progress = socket.on(userChannel).filter((f) => f.event === contactEvents.importProgress);
    expect(progress.length).toBeGreaterThanOrEqual(2);
    const cleoStatus = await cleo.get(
      `/api/pairing/status?userId=${cleo.user?.id}&connectedWithUserId=${ada.user?.id}`,
    );
    expect(cleoStatus.body.data.status).toBe('invited-to-connect');
    // No invitation link: Cleo is a member (the connection request's own e-mail may reach her).
    expect(await invitationMailsTo(server.url, cleo.user?.email as string)).toBe(0);

    const other = await person();
    expect((await other.get(`/api/contact/import/${importId}`)).status).toBe(403);
    expect((await other.get(`/api/contact/import/${importId}/rejected.csv`)).status).toBe(403);
    expect((await ada.get('/api/contact/import/no-such-import')).status).toBe(404);
    expect((await anonymous(server.url).get(`/api/contact/import/${importId}`)).status).toBe(401);
  });

  it('adds relationships to the chosen group and invites the others to it; only a group admin may', async () => {
    const [ada, bob, cleo, dan] = await Promise.all([person(), person(), person(), person()]);
    await connect(ada, bob);
    await connect(ada, cleo);
    const { groupId } = (
      await ada.post('/api/group', { name: 'Buyers', createdBy: ada.user?.id, members: [bob.user?.id] })
    ).body.data;
    const outsider = `outsider-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const content = `${CSV_HEADER}\n${cleo.user?.email},Cleo,,,\n${outsider},Out,Sider,,\n${bob.user?.email},Bob,,,\n${dan.user?.email},Dan,,,\n`;
    const refused = await uploadContacts(bob, { name: 'c.csv', content }, { groupId });
    expect(refused.status).toBe(403);
    const res = await uploadContacts(ada, { name: 'c.csv', content }, { groupId });
    expect(res.body.data).toMatchObject({ total: 4, valid: 3, skipped: 1 });
    await importDone(ada, res.body.data.importId);
    expect((await cleo.get(`/api/group/id?groupId=${groupId}`)).body.data.membersCount).toBe(3);
    // Dan is a member but not Ada's relationship: invited, and in the group only on accepting.
    expect((await dan.get(`/api/group/id?groupId=${groupId}`)).status).toBe(403);
    expect((await dan.get('/api/group/invitations')).body.data.results).toMatchObject([{ groupId }]);
    const invitation = await server.services.db
      .selectFrom('invitation')
      .select(['groupId', 'importId'])
      .where('email', '=', outsider)
      .executeTakeFirstOrThrow();
    expect(invitation).toEqual({ groupId, importId: res.body.data.importId });
    expect(await mailsTo(outsider)).toBe(1);
  });
});

describe('GET /api/contact/import/:importId/rejected.csv', () => {
  it('lists the rows not sent with their reason, formulas neutralised', async () => {
    const ada = await person();
    const valid = `row-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const content = [
      CSV_HEADER,
      `${valid},Val,Id,,`,
      `${valid},+SUM(1;2),-2+3,@cmd,"=HYPERLINK(""http://x"")"`,
      `"=cmd|' /C calc'!A0",Tab,"\tName",,`,
    ].join('\r\n');
    const { importId } = (await uploadContacts(ada, { name: 'c.csv', content })).body.data;
    const res = await ada.get(`/api/contact/import/${importId}/rejected.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = String(res.body)
      .replace(/^\ufeff/, '')
      .split('\r\n');
    expect(lines[0]).toBe('Email,First Name,Last Name,Company,Title,Reason');
    expect(lines[1]).toBe(
      `${valid},'+SUM(1;2),'-2+3,'@cmd,"'=HYPERLINK(""http://x"")",${messages.csv.reasons.duplicate}`,
    );
    expect(lines[2]).toBe(`'=cmd|' /C calc'!A0,Tab,'\tName,,,${messages.csv.reasons.invalidEmail}`);
    const stored = await server.services.db
      .selectFrom('contact_import_row')
      .select('firstName')
      .where('importId', '=', importId)
      .where('rowNumber', '=', 3)
      .executeTakeFirstOrThrow();
    expect(stored.firstName).toBe('+SUM(1;2)');
  });
});
