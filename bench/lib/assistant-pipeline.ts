import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { replyPostIdFor } from '../../server/features/assistant/reply/post-reply';
import { connect, readyAssistant } from '../../server/features/assistant/testing';
import { TestClient } from '../../server/testing/api-client';
import { onCleanup } from './cleanup';
import { type BenchServer, type BenchUser, signUpUser } from './rapport';
import type { AskerJob, AskerResult } from './reply-asker';

const asClient = (server: BenchServer, user: BenchUser) =>
  new TestClient(server.url, user.token, { id: user.id } as TestClient['user']);

/**
 * Meg's reply through the real pipeline: a contact's question (POST /api/post in their
 * relationship with the owner, who is away) → the reply job on the queue → the reply's
 * `post.created` frame on the contact's socket, timed by the contact's own process
 * (reply-asker.ts). The same-run baseline is the question's own `post.created` frame on that
 * socket: a plain chat message, send to frame.
 */
export async function measureReplyPipeline(
  server: BenchServer,
  owner: BenchUser,
  questions: readonly string[],
): Promise<{ replyMs: number[]; chatFrameMs: number[] }> {
  const ownerClient = asClient(server, owner);
  const contact = await signUpUser(server);
  await readyAssistant(ownerClient, 'I answer questions about our studio, plans and services.');
  const pairingId = await connect(ownerClient, asClient(server, contact));
  const job: AskerJob = {
    url: server.url,
    token: contact.token,
    userId: contact.id,
    pairingId,
    questions: questions.map((content) => {
      const postId = randomUUID();
      return { postId, replyPostId: replyPostIdFor(postId, owner.id), content };
    }),
  };
  const entry = fileURLToPath(new URL('./reply-asker.ts', import.meta.url));
  const child = fork(entry, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const stop = onCleanup('reply asker process', async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });
  try {
    const result = await new Promise<AskerResult>((resolve, reject) => {
      child.once('message', (message) => resolve(message as AskerResult));
      child.once('exit', (code) => reject(new Error(`reply asker exited (${code})`)));
      child.send(job);
    });
    if ('error' in result) throw new Error(`reply asker: ${result.error}`);
    return result;
  } finally {
    await stop();
  }
}
