import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { esignChannel } from '@shared/api/content';
import { messages } from '@shared/messages';
import {
  ada,
  bob,
  cy,
  dee,
  eve,
  mailsTo,
  pdfinfo,
  pdfsig,
  put,
  readyDocument,
  runJobs,
  sendInGroup,
  server,
  setUp,
  startEsignWorld,
  valuesFor,
  view,
} from './testing';

startEsignWorld();

describe('signing in sequence, sealing, the sealed PDF', () => {
  let contentId: string;
  let postId: string;

  beforeAll(async () => {
    contentId = await readyDocument(2);
    expect((await setUp(contentId, [bob, cy], { signingOrder: 'sequential' })).status).toBe(200);
    postId = await sendInGroup(contentId);
    await runJobs();
  });

  it('tells only the first signer it is their turn, by e-mail through the queue', async () => {
    expect((await mailsTo(bob)).map((m) => m.subject)).toEqual(['Ada Lovelace asks you to sign Agreement.pdf']);
    expect(await mailsTo(cy)).toEqual([]);
  });

  it('keeps the document from group members who do not sign it, and from strangers', async () => {
    for (const outsider of [dee, eve]) {
      expect((await outsider.get(`/api/content/esign?contentId=${contentId}`)).status).toBe(403);
      expect((await outsider.get(`/api/content/id?contentId=${contentId}`)).status).toBe(403);
      const sign = await outsider.post('/api/content/esign/sign', { contentId, values: [] });
      expect(sign.status).toBe(403);
      expect((await outsider.get(`/api/channels/${esignChannel(contentId)}/history`)).status).toBe(403);
    }
    expect((await bob.get(`/api/channels/${esignChannel(contentId)}/history`)).status).toBe(200);
  });

  it('refuses the second signer out of turn, fields of someone else, and missing fields', async () => {
    const cyView = await view(cy, contentId);
    expect(cyView.canSign).toBe(false);
    const early = await cy.post('/api/content/esign/sign', { contentId, values: valuesFor(cyView, 2, 'Cy Young') });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(messages.esign.notYourTurn);

    const bobView = await view(bob, contentId);
    expect(bobView.canSign).toBe(true);
    const foreign = await bob.post('/api/content/esign/sign', { contentId, values: valuesFor(bobView, 2, 'Bob') });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(messages.esign.notYourField);
    const missing = await bob.post('/api/content/esign/sign', { contentId, values: [] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(messages.esign.fieldRequired);
  });

  it('lets each signer sign once; the post says 1/2 then 2/2; the last signature seals the PDF', async () => {
    const bobView = await view(bob, contentId);
    const signed = await bob.post(
      '/api/content/esign/sign',
      { contentId, values: valuesFor(bobView, 1, 'Bob Builder') },
      { 'user-agent': 'Bob-Browser/1.0' },
    );
    expect(signed.status).toBe(200);
    expect(signed.body.data).toMatchObject({ signed: 1, count: 2 });
    const again = await bob.post('/api/content/esign/sign', { contentId, values: valuesFor(bobView, 1, 'Bob') });
    expect(again.status).toBe(409);

    const post = (await dee.get(`/api/post/id?postId=${postId}`)).body.data;
    const meta = Object.fromEntries(
      post.postMeta.map((m: { name: string; value: string }) => [m.name, JSON.parse(m.value)]),
    );
    expect(meta.eSignConfiguration.count).toBe(2);
    expect(meta.signersWhoHaveSigned).toEqual([
      { userId: bob.user!.id, signerNumber: 1, firstName: 'Bob', lastName: 'Builder' },
    ]);

    await runJobs();
    expect((await mailsTo(cy)).map((m) => m.subject)).toEqual(['Ada Lovelace asks you to sign Agreement.pdf']);
    // A drawn signature: a real PNG data URL.
    const drawn = await sharp({ create: { width: 200, height: 60, channels: 4, background: '#1e3a8a' } })
      .png()
      .toBuffer();
    const cyView = await view(cy, contentId);
    const last = await cy.post('/api/content/esign/sign', {
      contentId,
      values: valuesFor(cyView, 2, `data:image/png;base64,${drawn.toString('base64')}`),
    });
    expect(last.status).toBe(200);
    expect(last.body.data).toMatchObject({ signed: 2, count: 2, signedUrl: null });

    await runJobs();
    const done = await view(ada, contentId);
    expect(done.state).toBe('completed');
    expect(done.signedUrl).toBeTruthy();
    const finalPost = (await bob.get(`/api/post/id?postId=${postId}`)).body.data;
    const signedDocument = finalPost.postMeta.find((m: { name: string }) => m.name === 'signedDocument');
    expect(JSON.parse(signedDocument.value)).toBe(`/api/content/esign/signed?contentId=${contentId}`);
    expect((await mailsTo(ada)).some((m) => m.subject === 'Everyone has signed Agreement.pdf')).toBe(true);
  });

  it('serves the sealed PDF to participants only; pdfsig finds a valid seal over the whole file', async () => {
    const path = `/api/content/esign/signed?contentId=${contentId}`;
    const stranger = await fetch(server.url + path, {
      headers: { authorization: `Bearer ${eve.token}` },
      redirect: 'manual',
    });
    expect(stranger.status).toBe(403);
    const member = await fetch(server.url + path, {
      headers: { authorization: `Bearer ${dee.token}` },
      redirect: 'manual',
    });
    expect(member.status).toBe(403);
    const redirect = await fetch(server.url + path, {
      headers: { authorization: `Bearer ${cy.token}` },
      redirect: 'manual',
    });
    expect(redirect.status).toBe(302);
    const file = await fetch(new URL(redirect.headers.get('location')!, server.url));
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());

    const dir = await mkdtemp(join(tmpdir(), 'esign-sealed-'));
    const sealed = join(dir, 'sealed.pdf');
    await writeFile(sealed, bytes);
    const report = await pdfsig(sealed);
    expect(report).toContain('Signature is Valid');
    expect(report).toContain('Total document signed');
    const info = await pdfinfo(sealed);
    expect(info.ok, info.text).toBe(true);
    // Two pages of the document and the certificate page.
    expect(info.text).toMatch(/^Pages:\s+3$/m);

    const tampered = Buffer.from(bytes);
    // A byte in the middle of the first signed range (before the signature itself).
    const at = Math.floor(bytes.indexOf('/ByteRange') / 2);
    tampered[at] = (tampered[at] as number) ^ 0x01;
    const tamperedFile = join(dir, 'tampered.pdf');
    await writeFile(tamperedFile, tampered);
    expect(await pdfsig(tamperedFile)).not.toContain('Signature is Valid');
    expect(existsSync(join(server.dataDir, 'esign-seal', 'seal.p12'))).toBe(true);
  });
});

describe('field values', () => {
  it('keeps the lines of a text box, tidied: spaces squeezed, blank runs cut to one, a typed signature on one line', async () => {
    const contentId = await readyDocument();
    const res = await put(ada, '/api/content/esign', {
      contentId,
      userId: ada.user!.id,
      signers: [{ userId: bob.user!.id }],
      fields: [
        { signerNumber: 1, type: 'signature', page: 1, x: 0.1, y: 0.8, width: 0.3, height: 0.04 },
        { signerNumber: 1, type: 'textbox', page: 1, x: 0.1, y: 0.2, width: 0.6, height: 0.3 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await sendInGroup(contentId);
    const v = await view(bob, contentId);
    const box = v.fields.find((f) => f.type === 'textbox')!;
    const signature = v.fields.find((f) => f.type === 'signature')!;
    const signed = await bob.post('/api/content/esign/sign', {
      contentId,
      values: [
        { fieldId: box.fieldId, value: '  Ship to:\t Bob   Builder \r\n\r\n\r\n\r\n 1 Main   Street\rSpringfield  \n' },
        { fieldId: signature.fieldId, value: '  Bob \n  Builder ' },
      ],
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const after = await view(bob, contentId);
    expect(after.fields.find((f) => f.fieldId === box.fieldId)?.value).toBe(
      'Ship to: Bob Builder\n\n1 Main Street\nSpringfield',
    );
    expect(after.fields.find((f) => f.fieldId === signature.fieldId)?.value).toBe('Bob Builder');
  });
});
