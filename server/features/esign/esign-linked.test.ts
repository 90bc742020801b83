import { describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import type { EsignDocumentsPage } from '@shared/api/esign-documents';
import { signUp, type TestClient } from '../../testing/api-client';
import { anonymous, mailsToAddress, outsider, sentTo, setUpWith, verifyAddress } from './outside/testing';
import { ada, bob, eve, readyDocument, sendInGroup, server, startEsignWorld } from './testing';

startEsignWorld();

const documents = async (client: TestClient) => {
  const res = await client.get('/api/esign/documents');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as EsignDocumentsPage;
};

const sealedStatus = async (client: TestClient, contentId: string) =>
  (await client.get(`/api/content/esign/signed?contentId=${contentId}`)).status;

describe('documents signed by e-mail join the account of that verified address (issue 37)', () => {
  it('links on sign-up once the address is verified: listed, and the sealed PDF downloads', async () => {
    const olga = outsider();
    const contentId = await sentTo(olga, true);
    const account = await signUp(server.url, { email: olga.email, firstName: 'Olga', lastName: 'Outside' });

    // Signed up, not verified: the address typed at sign-up proves nothing yet.
    expect(await documents(account)).toEqual({ results: [], count: 0, emailVerified: false });
    expect(await sealedStatus(account, contentId)).toBe(403);

    await verifyAddress(account);
    const page = await documents(account);
    expect(page).toMatchObject({ count: 1, emailVerified: true });
    expect(page.results).toEqual([
      expect.objectContaining({
        contentId,
        filename: 'Agreement.pdf',
        state: 'completed',
        role: 'signedByEmail',
        signed: 1,
        count: 1,
        downloadPath: `/api/content/esign/signed?contentId=${contentId}`,
      }),
    ]);
    const redirect = await fetch(server.url + page.results[0]!.downloadPath, {
      redirect: 'manual',
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(redirect.status).toBe(302);
    const file = await fetch(new URL(redirect.headers.get('location')!, server.url));
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // Seeing it does not make them its signer: the member's routes stay closed.
    expect((await account.post('/api/content/esign/decline', { contentId, reason: 'No' })).status).toBe(403);

    // The sender lists it as hers; a member of the group who is not a signer does not.
    expect((await documents(ada)).results.find((d) => d.contentId === contentId)?.role).toBe('sender');
    expect((await documents(bob)).results.some((d) => d.contentId === contentId)).toBe(false);
  });

  it('refuses a stranger, verified or not, and asks for a verification e-mail only for a signed-in account', async () => {
    const olga = outsider();
    const contentId = await sentTo(olga, true);
    await verifyAddress(eve);
    expect(await sealedStatus(eve, contentId)).toBe(403);
    expect((await eve.get(`/api/content/esign?contentId=${contentId}`)).status).toBe(403);
    expect((await documents(eve)).results.some((d) => d.contentId === contentId)).toBe(false);

    const signedOut = await anonymous().post('/api/auth/send-verification-email', { email: olga.email });
    expect(signedOut.status).toBe(401);
    // Whatever address the body names, the link goes to the caller's own.
    const other = await signUp(server.url, {});
    expect((await other.post('/api/auth/send-verification-email', { email: olga.email })).status).toBe(200);
    expect(await mailsToAddress(olga.email, 'verify-email')).toEqual([]);
    expect(await mailsToAddress(other.user!.email, 'verify-email')).toHaveLength(1);
    expect(
      (await other.post('/api/auth/send-verification-email', { callbackURL: 'https://evil.example/' })).status,
    ).toBe(400);
    // At most 3 an hour.
    expect((await other.post('/api/auth/send-verification-email', {})).status).toBe(200);
    expect((await other.post('/api/auth/send-verification-email', {})).status).toBe(200);
    const fourth = await other.post('/api/auth/send-verification-email', {});
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({ isSuccess: false, message: messages.auth.tooManyVerificationEmails(60) });
  });

  it('links to an account that already existed with that verified address', async () => {
    const account = await signUp(server.url, { firstName: 'Vera', lastName: 'Verified' });
    await verifyAddress(account);
    const contentId = await sentTo({ email: account.user!.email, name: 'Vera Verified' }, true);
    expect((await documents(account)).results.map((d) => [d.contentId, d.role])).toEqual([
      [contentId, 'signedByEmail'],
    ]);
  });

  it('does not link an address that was invited but never confirmed by the code', async () => {
    const olga = outsider();
    const contentId = await sentTo(olga, false);
    const account = await signUp(server.url, { email: olga.email, firstName: 'Olga', lastName: 'Outside' });
    await verifyAddress(account);
    expect(await documents(account)).toEqual({ results: [], count: 0, emailVerified: true });
    expect((await account.get(`/api/content/esign?contentId=${contentId}`)).status).toBe(403);
  });

  it('lists a member signer’s documents, and answers bad paging with 400', async () => {
    const contentId = await readyDocument();
    expect((await setUpWith(contentId, [bob])).status).toBe(200);
    await sendInGroup(contentId);
    const listed = (await documents(bob)).results.find((d) => d.contentId === contentId);
    expect(listed).toMatchObject({ role: 'signer', state: 'sent', signed: 0, count: 1, downloadPath: null });
    expect((await bob.get('/api/esign/documents?limit=1000')).status).toBe(400);
    expect((await bob.get('/api/esign/documents?skip=-1')).status).toBe(400);
  });

  it('mails an outside signer in the sender’s name; replies reach her once her address is verified', async () => {
    const olga = outsider();
    await sentTo(olga, true);
    const mails = await mailsToAddress(olga.email);
    expect(mails.map((m) => m.tag)).toEqual(['esign-outside-invite', 'esign-outside-code', 'esign-outside-signed']);
    for (const mail of mails) expect(mail).toMatchObject({ fromName: 'Ada Lovelace via Rapport', replyTo: null });
    expect(mails[2]?.text).toContain(
      `account with this address and confirm it, the documents you signed are kept there, under Signed documents (${server.services.config.publicUrl}/documents)`,
    );

    await verifyAddress(ada);
    const oscar = outsider('Oscar Outside');
    await sentTo(oscar, false);
    const [invite] = await mailsToAddress(oscar.email, 'esign-outside-invite');
    expect(invite).toMatchObject({ fromName: 'Ada Lovelace via Rapport', replyTo: ada.user!.email });
  });
});
