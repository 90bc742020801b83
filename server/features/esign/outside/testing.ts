import { expect } from 'vitest';
import type { OutsideSigningView } from '@shared/api/esign-outside';
import { TestClient } from '../../../testing/api-client';
import { ada, fieldsFor, put, readyDocument, runJobs, sendInGroup, server } from '../testing';

/** An outside signer of the API tests: an address and a name, no account. */
export type Outsider = { email: string; name: string };

let count = 0;
export const outsider = (name = 'Olga Outside'): Outsider => ({
  email: `outside-${Date.now().toString(36)}-${++count}@example.org`,
  name,
});

/** A client with no session: what the signer's phone is to the server. */
export const anonymous = () => new TestClient(server.url);

/** One signature field each, stacked down page 1, for a set-up of many signers. */
const stacked = (signerNumber: number) => ({
  signerNumber,
  type: 'signature',
  page: 1,
  x: 0.1,
  y: 0.02 + (signerNumber - 1) * 0.045,
  width: 0.3,
  height: 0.03,
});

/** Ada's set-up: members (clients) and outside signers, in the order given. */
export function setUpWith(contentId: string, signers: ({ user?: { id: string } } | Outsider)[], extra = {}) {
  return put(ada, '/api/content/esign', {
    contentId,
    signers: signers.map((s) => ('email' in s ? { email: s.email, name: s.name } : { userId: s.user!.id })),
    fields: signers.length <= 3 ? signers.flatMap((_, i) => fieldsFor(i + 1)) : signers.map((_, i) => stacked(i + 1)),
    ...extra,
  });
}

export async function mailsToAddress(email: string, tag?: string) {
  let query = server.services.db.selectFrom('mail_outbox').selectAll().where('to', '=', email);
  if (tag) query = query.where('tag', '=', tag);
  return query.orderBy('createdAt').execute();
}

/** The token of the latest signing link mailed to the address. */
export async function invitationToken(email: string): Promise<string> {
  const mails = (await mailsToAddress(email)).filter((m) => /\/sign\//.test(m.text));
  const match = /\/sign\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '');
  expect(match, `a signing link mailed to ${email}`).toBeTruthy();
  return match![1] as string;
}

export async function latestCode(email: string): Promise<string> {
  const mails = await mailsToAddress(email, 'esign-outside-code');
  const match = /Your code is (\d{6})/.exec(mails.at(-1)?.text ?? '');
  expect(match, `a code mailed to ${email}`).toBeTruthy();
  return match![1] as string;
}

export const open = async (token: string) => await anonymous().post('/api/esign/outside/open', { token });

/** Opens the link, reads the code from the mail and confirms it: the session key. */
export async function confirmedSession(email: string): Promise<{ token: string; session: string }> {
  const token = await invitationToken(email);
  expect((await open(token)).body.data.status).toBe('code');
  const confirmed = await anonymous().post('/api/esign/outside/code', { token, code: await latestCode(email) });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { token, session: confirmed.body.data.session };
}

export async function outsideDocument(token: string, session: string) {
  const res = await anonymous().post('/api/esign/outside/document', { token, session });
  return res.body.data as OutsideSigningView;
}

export function outsideValues(view: OutsideSigningView, signature = 'Olga Outside') {
  return view.fields
    .filter((f) => f.type !== 'date')
    .map((f) => ({ fieldId: f.fieldId, value: f.type === 'checkbox' ? 'true' : signature }));
}

/** A document Ada sends to `signer` alone; with `sign`, they confirm the code and sign it. */
export async function sentTo(signer: Outsider, sign: boolean): Promise<string> {
  const contentId = await readyDocument();
  expect((await setUpWith(contentId, [signer])).status).toBe(200);
  await sendInGroup(contentId);
  await runJobs();
  if (sign) {
    const { token, session } = await confirmedSession(signer.email);
    const doc = await outsideDocument(token, session);
    const signed = await anonymous().post('/api/esign/outside/sign', { token, session, values: outsideValues(doc) });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    await runJobs();
    await runJobs();
  }
  return contentId;
}

/** The real round: the verification e-mail asked for while signed in, and its link opened. */
export async function verifyAddress(client: TestClient): Promise<void> {
  const asked = await client.post('/api/auth/send-verification-email', { callbackURL: '/documents' });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const [mail] = await mailsToAddress(client.user!.email, 'verify-email');
  const link = /(\/api\/auth\/verify-email\?\S+)/.exec(mail?.text ?? '')?.[1];
  expect(link).toBeTruthy();
  const opened = await fetch(server.url + link, { redirect: 'manual' });
  expect(opened.status).toBe(302);
  expect(opened.headers.get('location')).toMatch(/^\/documents/);
}
