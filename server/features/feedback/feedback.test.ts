import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackFilePath } from '@shared/api/feedback';
import { messages } from '@shared/messages';
import { FEEDBACK_FILE_MAX_BYTES } from '@shared/rules';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { setUserType } from '../users/testing';

let server: TestServer;
let ada: TestClient;
let bob: TestClient;
let support: TestClient;
const PATH = '/api/feedback/app/user';
const id = (client: TestClient) => client.user?.id as string;

beforeAll(async () => {
  server = await startTestServer({ env: { SUPPORT_EMAIL: 'help@support.test', PRODUCT_NAME: 'Acme Link' } });
  [ada, bob, support] = await Promise.all([
    signUp(server.url, { firstName: 'Ada', lastName: 'Lovelace' }),
    signUp(server.url, { firstName: 'Bob', lastName: 'Builder' }),
    signUp(server.url, { firstName: 'Sue', lastName: 'Port' }),
  ]);
  await setUserType(server.services, id(support), 'support');
});
afterAll(stopTestServers);

/** Uploads through the presigned-URL call, as the dialog does; answers the attachment to send. */
async function upload(client: TestClient, filename: string, body: Uint8Array | string, type = 'text/plain') {
  const filepath = feedbackFilePath(id(client), randomUUID(), filename);
  const query = new URLSearchParams({ filepath, type: 'PUT', contentType: type });
  const signed = await client.get(`/api/utility/aws/presignedUrl?${query}`);
  expect(signed.status).toBe(200);
  const put = await fetch(new URL(signed.body.data, server.url), {
    method: 'PUT',
    headers: { 'content-type': type },
    body: typeof body === 'string' ? body : new Blob([body as Uint8Array<ArrayBuffer>]),
  });
  expect(put.status).toBeLessThan(300);
  return { filename, filepath, type, createdBy: id(client) };
}

const supportMails = () =>
  server.services.db.selectFrom('mail_outbox').selectAll().where('to', '=', 'help@support.test').execute();

describe('POST /api/feedback/app/user', () => {
  it('keeps the feedback and its e-mail together: when the e-mail cannot be written, nothing is stored', async () => {
    const { db } = server.services;
    const count = async () =>
      Number((await db.selectFrom('feedback').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    // The outbox out of reach (renamed away, on SQLite and PostgreSQL alike) for one call.
    await sql`ALTER TABLE mail_outbox RENAME TO mail_outbox_away`.execute(db);
    try {
      const res = await ada.post(PATH, {
        userId: id(ada),
        createdBy: id(ada),
        rating: '3',
        feedback: 'Lost?',
        attachments: [],
      });
      expect(res.status).toBe(500);
    } finally {
      await sql`ALTER TABLE mail_outbox_away RENAME TO mail_outbox`.execute(db);
    }
    expect(await count()).toBe(before);
    const again = await ada.post(PATH, {
      userId: id(ada),
      createdBy: id(ada),
      rating: '3',
      feedback: 'Lost?',
      attachments: [],
    });
    expect(again.status).toBe(201);
    expect(await count()).toBe(before + 1);
    expect((await supportMails()).some((m) => m.text.includes(again.body.data.feedbackId))).toBe(true);
  });

  it('stores the feedback with its attachment and e-mails support', async () => {
    const file = await upload(ada, 'screen shot.txt', 'what I saw');
    const res = await ada.post(PATH, {
      userId: id(ada),
      createdBy: id(ada),
      rating: '9',
      feedback: 'Love the chat.',
      improvements: '',
      attachments: [file],
    });
    expect(res.status).toBe(201);
    expect(res.body.isSuccess).toBe(true);
    const feedbackId = res.body.data.feedbackId as string;

    const mails = await supportMails();
    const mail = mails.find((m) => m.text.includes(feedbackId));
    expect(mail?.subject).toBe('Acme Link feedback from Ada Lovelace');
    expect(mail?.text).toContain('Rating: 9/10');
    expect(mail?.text).toContain('Love the chat.');
    expect(mail?.text).toContain('screen shot.txt');

    // Support staff list it, with the file, and may read the file; the file is frozen now.
    const listed = await support.get('/api/feedback/app?limit=50');
    expect(listed.status).toBe(200);
    const mine = listed.body.data.results.find((f: { feedbackId: string }) => f.feedbackId === feedbackId);
    expect(mine).toMatchObject({
      userId: id(ada),
      name: 'Ada Lovelace',
      rating: 9,
      feedback: 'Love the chat.',
      improvements: null,
      attachments: [{ filename: 'screen shot.txt', filepath: file.filepath, size: 10 }],
    });
    const read = await support.get(
      `/api/utility/aws/presignedUrl?type=GET&filepath=${encodeURIComponent(file.filepath)}`,
    );
    expect(read.status).toBe(200);
    expect(await (await fetch(new URL(read.body.data, server.url))).text()).toBe('what I saw');
    const rewrite = await ada.get(
      `/api/utility/aws/presignedUrl?type=PUT&contentType=text/plain&filepath=${encodeURIComponent(file.filepath)}`,
    );
    expect(rewrite.status).toBe(403);
  });

  it("answers the spec's messages for invalid input", async () => {
    const base = { userId: id(ada), createdBy: id(ada) };
    const cases: [Record<string, unknown>, string][] = [
      [{ rating: '-1' }, messages.feedback.ratingMin],
      [{ rating: 11 }, messages.feedback.ratingMax],
      [{ feedback: 'x'.repeat(2001) }, messages.feedback.feedbackMax],
      [{ improvements: 'x'.repeat(1001) }, messages.feedback.improvementsMax],
      [{ rating: '', feedback: '  ', improvements: '' }, messages.feedback.empty],
      [
        {
          feedback: 'files',
          attachments: Array.from({ length: 6 }, (_, i) => ({
            filename: `f${i}.txt`,
            filepath: feedbackFilePath(id(ada), 'u', `f${i}.txt`),
          })),
        },
        messages.feedback.tooManyFiles,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await ada.post(PATH, { ...base, ...body });
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual(expect.objectContaining({ isSuccess: false, message }));
    }
    // The limits themselves pass.
    const edge = await ada.post(PATH, {
      ...base,
      rating: '0',
      feedback: 'x'.repeat(2000),
      improvements: 'y'.repeat(1000),
    });
    expect(edge.status).toBe(201);
    expect((await ada.post(PATH, '{not json')).status).toBe(400);
  });

  it('refuses a file over 10 MB, one not uploaded, and one outside the feedback folder', async () => {
    const big = await upload(ada, 'big.bin', new Uint8Array(FEEDBACK_FILE_MAX_BYTES + 1), 'application/octet-stream');
    const tooBig = await ada.post(PATH, { userId: id(ada), feedback: 'big', attachments: [big] });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(messages.feedback.fileTooBig);

    const missing = feedbackFilePath(id(ada), randomUUID(), 'gone.txt');
    const notThere = await ada.post(PATH, {
      userId: id(ada),
      feedback: 'x',
      attachments: [{ filename: 'gone.txt', filepath: missing }],
    });
    expect(notThere.status).toBe(400);
    expect(notThere.body.message).toBe(messages.feedback.attachmentMissing);

    const postFile = `uploads/users/${id(ada)}/posts/p1/original/a.txt`;
    const wrongFolder = await ada.post(PATH, {
      userId: id(ada),
      feedback: 'x',
      attachments: [{ filename: 'a.txt', filepath: postFile }],
    });
    expect(wrongFolder.status).toBe(400);
  });

  it('refuses strangers: no session, another user id, another user’s file, the list for non-support users', async () => {
    expect((await anonymous(server.url).post(PATH, { userId: id(ada), feedback: 'x' })).status).toBe(401);
    expect((await bob.post(PATH, { userId: id(ada), feedback: 'x' })).status).toBe(403);
    expect((await bob.post(PATH, { userId: id(bob), createdBy: id(ada), feedback: 'x' })).status).toBe(403);

    const adasFile = await upload(ada, 'private.txt', 'secret');
    const stolen = await bob.post(PATH, {
      userId: id(bob),
      feedback: 'x',
      attachments: [{ ...adasFile, createdBy: undefined }],
    });
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toBe(messages.feedback.attachmentPath);
    // Bob can neither read Ada's feedback files nor list feedback.
    const read = await bob.get(
      `/api/utility/aws/presignedUrl?type=GET&filepath=${encodeURIComponent(adasFile.filepath)}`,
    );
    expect(read.status).toBe(403);
    expect((await bob.get('/api/feedback/app')).status).toBe(403);
    expect((await anonymous(server.url).get('/api/feedback/app')).status).toBe(401);
    expect((await support.get('/api/feedback/app?limit=0')).status).toBe(400);
  });
});

describe('GET /api/config', () => {
  it('answers the brand and drawer addresses to anyone, nothing secret', async () => {
    const res = await anonymous(server.url).get('/api/config');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      productName: 'Acme Link',
      companyLogoUrl: null,
      showPoweredBy: true,
      frames: {},
      supportEmail: 'help@support.test',
    });
    expect(res.body.data.frameHosts).toEqual([new URL(server.services.config.publicUrl).host]);
    expect(JSON.stringify(res.body.data)).not.toContain('test-secret');
  });

  it('carries configured drawers, hosts and a company logo', async () => {
    const branded = await startTestServer({
      env: {
        FRAME_URLS: 'faq=https://help.acme.test/faq, supportRoom=https://help.acme.test/support',
        FRAME_HOSTS: 'app.acme.test',
        COMPANY_LOGO_URL: 'https://cdn.acme.test/logo.svg',
        COMPANY_NAME: 'Acme',
        SHOW_POWERED_BY: '0',
      },
    });
    const res = await anonymous(branded.url).get('/api/config');
    expect(res.body.data).toMatchObject({
      companyLogoUrl: 'https://cdn.acme.test/logo.svg',
      companyName: 'Acme',
      showPoweredBy: false,
      frames: { faq: 'https://help.acme.test/faq', supportRoom: 'https://help.acme.test/support' },
    });
    expect(res.body.data.frameHosts).toEqual(expect.arrayContaining(['help.acme.test', 'app.acme.test']));
  });
});
