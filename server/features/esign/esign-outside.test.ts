import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { runNotify } from './notify';
import {
  anonymous,
  confirmedSession,
  invitationToken,
  latestCode,
  mailsToAddress,
  open,
  outsideDocument,
  outsider,
  outsideValues,
  setUpWith,
} from './outside/testing';
import {
  ada,
  bob,
  eve,
  pdfsig,
  readyDocument,
  runJobs,
  sendInGroup,
  server,
  startEsignWorld,
  valuesFor,
  view,
} from './testing';

const run = promisify(execFile);

startEsignWorld();

describe('signers outside the workspace', () => {
  it('refuses an invalid address in the spec’s words, and more than 20 signers', async () => {
    const contentId = await readyDocument();
    const bad = await setUpWith(contentId, [bob, { email: 'not-an-address', name: 'Nobody' }]);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ isSuccess: false, message: messages.people.invalidEmail('not-an-address') });
    const many = await setUpWith(
      contentId,
      Array.from({ length: 21 }, () => outsider()),
    );
    expect(many.status).toBe(400);
    const noName = await setUpWith(contentId, [{ email: 'x@example.org', name: '' }]);
    expect(noName.status).toBe(400);
  });

  it('invites by e-mail in the sender’s name; the link sends a code; the signer sees their own fields and signs; the seal names them', async () => {
    const olga = outsider();
    const contentId = await readyDocument();
    expect((await setUpWith(contentId, [bob, olga])).status).toBe(200);
    await sendInGroup(contentId);
    await runJobs();
    const [invite] = await mailsToAddress(olga.email, 'esign-outside-invite');
    expect(invite?.subject).toBe('Ada Lovelace asks you to sign Agreement.pdf');
    expect(invite?.text).toContain(`${server.services.config.publicUrl}/sign/`);
    // The sender sees the address; another signer does not.
    expect((await view(ada, contentId)).signers[1]).toMatchObject({
      userId: null,
      firstName: olga.name,
      email: olga.email,
    });
    expect((await view(bob, contentId)).signers[1]?.email).toBeUndefined();

    const token = await invitationToken(olga.email);
    // A wrong token, or one of another kind, opens nothing.
    expect((await open(`${token.slice(0, -4)}AAAA`)).status).toBe(404);
    expect((await anonymous().post('/api/esign/outside/document', { token, session: token })).status).toBe(403);

    const opened = await open(token);
    expect(opened.body.data).toMatchObject({
      status: 'code',
      filename: 'Agreement.pdf',
      senderName: 'Ada Lovelace',
      fields: [],
    });
    expect(opened.body.data.pdfUrl).toBeNull();
    expect(opened.headers.get('x-robots-tag')).toContain('noindex');
    const code = await latestCode(olga.email);
    const wrong = await anonymous().post('/api/esign/outside/code', {
      token,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body).toEqual({ isSuccess: false, message: messages.esign.codeWrong(4) });
    const confirmed = await anonymous().post('/api/esign/outside/code', { token, code });
    expect(confirmed.status).toBe(200);
    const session = confirmed.body.data.session as string;

    const doc = await outsideDocument(token, session);
    expect(doc.status).toBe('open');
    expect(doc.pdfUrl).toBeTruthy();
    expect(doc.fields.length).toBeGreaterThan(0);
    expect(doc.fields.every((f) => f.signerNumber === 2)).toBe(true);
    // Bob's field is not Olga's to fill.
    const bobsField = (await view(ada, contentId)).fields.find((f) => f.signerNumber === 1)!;
    const foreign = await anonymous().post('/api/esign/outside/sign', {
      token,
      session,
      values: [{ fieldId: bobsField.fieldId, value: 'Olga' }],
    });
    expect(foreign.status).toBe(403);
    const signed = await anonymous().post(
      '/api/esign/outside/sign',
      { token, session, values: outsideValues(doc), timeZone: 'Europe/Paris' },
      { 'user-agent': 'PhoneBrowser/1.0' },
    );
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.data.status).toBe('signed');
    expect((await view(ada, contentId)).signers[1]?.state).toBe('signed');

    const bobView = await view(bob, contentId);
    expect(
      (await bob.post('/api/content/esign/sign', { contentId, values: valuesFor(bobView, 1, 'Bob') })).status,
    ).toBe(200);
    await runJobs();
    await runJobs();
    expect((await view(ada, contentId)).state).toBe('completed');

    // A link used after the end shows the state, never the fields.
    expect((await open(token)).body.data).toMatchObject({ status: 'completed', fields: [], pdfUrl: null });
    expect(await outsideDocument(token, session)).toMatchObject({ status: 'completed', fields: [], pdfUrl: null });

    // The sealed copy by a 7-day link of its own.
    const [copy] = await mailsToAddress(olga.email, 'esign-outside-signed');
    const download = /(\/api\/esign\/outside\/signed\?token=[A-Za-z0-9_%-]+)/.exec(copy?.text ?? '')?.[1];
    expect(download).toBeTruthy();
    const redirect = await fetch(server.url + download, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const file = Buffer.from(await (await fetch(new URL(redirect.headers.get('location')!, server.url))).arrayBuffer());
    const dir = await mkdtemp(join(tmpdir(), 'outside-'));
    const sealed = join(dir, 'sealed.pdf');
    await writeFile(sealed, file);
    expect(await pdfsig(sealed)).toContain('Signature is Valid');
    const { stdout } = await run('pdftotext', ['-layout', sealed, '-']);
    expect(stdout).toContain(olga.email);
    expect(stdout).toContain('Identity confirmed by a one-time code sent to this address');
    expect(stdout).toContain('PhoneBrowser/1.0');
    // Another token (the signing one) is not a download link.
    expect((await fetch(`${server.url}/api/esign/outside/signed?token=${token}`, { redirect: 'manual' })).status).toBe(
      404,
    );
  });

  it('locks the link after five wrong codes and tells the sender', async () => {
    const olga = outsider();
    const contentId = await readyDocument();
    expect((await setUpWith(contentId, [olga])).status).toBe(200);
    await sendInGroup(contentId);
    await runJobs();
    const token = await invitationToken(olga.email);
    await open(token);
    const code = await latestCode(olga.email);
    const wrongCode = code === '123456' ? '654321' : '123456';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await anonymous().post('/api/esign/outside/code', { token, code: wrongCode }));
    expect(answers.slice(0, 4).map((a) => a.status)).toEqual([400, 400, 400, 400]);
    expect(answers[4]).toMatchObject({ status: 403, body: { message: messages.esign.linkLocked } });
    const right = await anonymous().post('/api/esign/outside/code', { token, code });
    expect(right).toMatchObject({ status: 403, body: { message: messages.esign.linkLocked } });
    expect((await open(token)).body.data.status).toBe('locked');
    expect((await view(ada, contentId)).events.map((e) => e.kind)).toContain('link-locked');
    await runJobs();
    const notifications = await ada.get('/api/notifications');
    expect(JSON.stringify(notifications.body)).toContain('A signing link was locked after five wrong codes');
    // No reminder brings a fresh link to a locked signer.
    const before = (await mailsToAddress(olga.email)).length;
    await runNotify(server.services, { contentId, kind: 'reminder' });
    expect((await mailsToAddress(olga.email)).length).toBe(before);
  });

  it('in sequence, mails the outside signer when their turn comes; reminders carry a link; a decline stops it', async () => {
    const olga = outsider();
    const contentId = await readyDocument();
    expect((await setUpWith(contentId, [bob, olga], { signingOrder: 'sequential' })).status).toBe(200);
    await sendInGroup(contentId);
    await runJobs();
    expect(await mailsToAddress(olga.email)).toHaveLength(0);
    const bobView = await view(bob, contentId);
    expect(
      (await bob.post('/api/content/esign/sign', { contentId, values: valuesFor(bobView, 1, 'Bob') })).status,
    ).toBe(200);
    await runJobs();
    expect(await mailsToAddress(olga.email, 'esign-outside-invite')).toHaveLength(1);
    await runNotify(server.services, { contentId, kind: 'reminder' });
    expect(await mailsToAddress(olga.email, 'esign-outside-reminder')).toHaveLength(1);

    const { token, session } = await confirmedSession(olga.email);
    const declined = await anonymous().post('/api/esign/outside/decline', { token, session, reason: 'Wrong amount' });
    expect(declined.status).toBe(200);
    expect((await view(ada, contentId)).state).toBe('declined');
    expect((await open(token)).body.data).toMatchObject({ status: 'declined', fields: [] });
    const again = await anonymous().post('/api/esign/outside/sign', { token, session, values: [] });
    expect(again.status).toBe(409);
  });

  it('an expired document shows as expired, and its waiting outside signer is told', async () => {
    const olga = outsider();
    const contentId = await readyDocument();
    const soon = new Date(Date.now() + 60_000).toISOString();
    expect((await setUpWith(contentId, [olga], { expiresAt: soon })).status).toBe(200);
    await sendInGroup(contentId);
    await runJobs();
    const token = await invitationToken(olga.email);
    await server.services.db
      .updateTable('esign_content')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', contentId)
      .execute();
    expect((await open(token)).body.data).toMatchObject({ status: 'expired', fields: [] });
    const { expireContent } = await import('./expire-job');
    await expireContent(server.services, { contentId });
    await runJobs();
    expect(await mailsToAddress(olga.email, 'esign-outside-expired')).toHaveLength(1);
  });

  it('spends the sender’s daily budget of outside signers: past it, 429 with Retry-After', async () => {
    // 50 a day: two documents of 20 go, the third is refused.
    const statuses: number[] = [];
    let refused: { body: { message?: string }; headers: Headers } | null = null;
    for (let i = 0; i < 3; i++) {
      const contentId = await readyDocument(2);
      expect(
        (
          await setUpWith(
            contentId,
            Array.from({ length: 20 }, () => outsider()),
          )
        ).status,
      ).toBe(200);
      const { createPost } = await import('../posts/testing');
      const { groupId } = await import('./testing');
      const postId = await createPost(ada, {
        type: 'ESign',
        visibility: 'COLLABORATION_GROUP',
        groupsToShareWith: [groupId],
      });
      const sent = await ada.post('/api/content/esign/send', { contentId, postId });
      statuses.push(sent.status);
      if (sent.status === 429) refused = sent;
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(refused?.body.message).toBe(messages.esign.outsideLimited);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    await server.services.rateLimiter.reset(`esign-outside:86400000:${ada.user!.id}`);
  });

  it('refuses strangers: a member who is not a participant sees nothing of an outside signer', async () => {
    const olga = outsider();
    const contentId = await readyDocument();
    expect((await setUpWith(contentId, [olga])).status).toBe(200);
    await sendInGroup(contentId);
    expect((await eve.get(`/api/content/esign?contentId=${contentId}`)).status).toBe(403);
  });
});
