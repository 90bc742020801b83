import { describe, expect, it } from 'vitest';
import { signUp, TEST_PASSWORD } from '../../testing/api-client';
import {
  ada,
  bob,
  readyDocument,
  runJobs,
  sendInGroup,
  server,
  setUp,
  startEsignWorld,
  valuesFor,
  view,
} from '../esign/testing';
import { outsider, sentTo, verifyAddress } from '../esign/outside/testing';
import { runErase } from './erase-job';
import { uploadedFiles } from './export-data';
import { everyFile, everyRow } from './testing';

startEsignWorld();

async function bytesOf(body: NodeJS.ReadableStream | undefined): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body ?? []) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Bob asks for deletion and the grace period is over: the erasure runs. */
async function eraseBob() {
  const bobId = bob.user?.id as string;
  expect((await bob.post('/api/account/deletion', { password: TEST_PASSWORD })).status).toBe(200);
  const { db } = server.services;
  const request = await db
    .selectFrom('account_deletion')
    .selectAll()
    .where('userId', '=', bobId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('account_deletion')
    .set({ purgeAt: new Date(Date.now() - 1000).toISOString() })
    .where('userId', '=', bobId)
    .execute();
  await runErase(server.services, { userId: bobId, requestedAt: request.requestedAt });
}

describe('erasure and e-sign', () => {
  it("keeps the sealed PDF another party holds, byte for byte, and nothing else of the signer's", async () => {
    const contentId = await readyDocument();
    expect((await setUp(contentId, [bob])).status).toBe(200);
    await sendInGroup(contentId);
    const bobView = await view(bob, contentId);
    expect(
      (await bob.post('/api/content/esign/sign', { contentId, values: valuesFor(bobView, 1, 'Bob Builder') })).status,
    ).toBe(200);
    await runJobs();
    await runJobs();
    const sealed = await view(ada, contentId);
    expect(sealed.state).toBe('completed');
    const { signedKey } = await server.services.db
      .selectFrom('esign_content')
      .select('signedKey')
      .where('id', '=', contentId)
      .executeTakeFirstOrThrow();
    const before = await server.services.storage.get(signedKey as string);
    const bytes = await bytesOf(before?.body);

    await eraseBob();

    // Ada's copy: still completed, the same bytes, its link still served.
    const after = await view(ada, contentId);
    expect(after.state).toBe('completed');
    const kept = await server.services.storage.get(signedKey as string);
    expect((await bytesOf(kept?.body)).equals(bytes)).toBe(true);
    expect((await fetch(after.signedUrl as string)).status).toBe(200);
    // Nothing else holds Bob: the sealed PDF is the one exception.
    const email = bob.user?.email as string;
    const leaks = (await everyRow(server.services)).filter(({ text }) =>
      [email, 'Builder'].some((needle) => text.includes(needle)),
    );
    expect(leaks).toEqual([]);
    const files = (await everyFile(server.dataDir)).filter(
      (f) => f.path !== signedKey && (f.path.includes(bob.user?.id as string) || f.text.includes(email)),
    );
    expect(files).toEqual([]);
  });
});

describe('export and e-sign', () => {
  it("exports the sealed PDF of a document signed by e-mail, once the address is the verified account's", async () => {
    const olga = outsider('Olga Exporter');
    const contentId = await sentTo(olga, true);
    const account = await signUp(server.url, { email: olga.email, firstName: 'Olga', lastName: 'Exporter' });
    const exported = async () =>
      (await uploadedFiles(server.services.db, account.user?.id as string)).map((file) => file.name);
    // An address typed at sign-up claims nothing: no document of that signer's yet.
    expect(await exported()).toEqual([]);
    await verifyAddress(account);
    expect(await exported()).toEqual([`esign/${contentId}-Agreement.pdf`]);
  });
});
