/**
 * Child process of the assistant bench: the contact who asks. Connects their socket, then for
 * each question sends it (POST /api/post with a chosen id) and times, on its own clock, the
 * question's own `post.created` frame and the `post.created` frame of Meg's reply. Kept out of
 * the server's process so the frames are read when they arrive, not when the server's event
 * loop is free.
 */
import { postEvents } from '@shared/api/posts';
import { channel } from '@shared/realtime';
import { TestSocket } from '../../server/realtime/testing/socket-client';
import { TestClient } from '../../server/testing/api-client';

export type AskerJob = {
  url: string;
  token: string;
  userId: string;
  pairingId: string;
  /** Each question with its post id and the id Meg's reply will have. */
  questions: { postId: string; replyPostId: string; content: string }[];
};
export type AskerResult = { replyMs: number[]; chatFrameMs: number[] } | { error: string };

async function ask(job: AskerJob): Promise<AskerResult> {
  const client = new TestClient(job.url, job.token, { id: job.userId } as TestClient['user']);
  const socket = await TestSocket.connect(job.url, { token: job.token });
  const created = (postId: string) =>
    socket.next(
      (f) =>
        f.channel === channel.pair(job.pairingId) &&
        f.event === postEvents.created &&
        (f.data as { postId?: string } | null)?.postId === postId,
      60_000,
    );
  const replyMs: number[] = [];
  const chatFrameMs: number[] = [];
  try {
    for (const q of job.questions) {
      const started = performance.now();
      const own = created(q.postId).then(() => chatFrameMs.push(performance.now() - started));
      const reply = created(q.replyPostId).then(() => replyMs.push(performance.now() - started));
      const res = await client.post('/api/post', {
        postId: q.postId,
        userId: job.userId,
        createdBy: job.userId,
        type: 'chat',
        status: 'published',
        visibility: 'private',
        content: q.content,
        usersToShareWith: [job.pairingId],
        postMeta: [],
      });
      if (res.status !== 200) throw new Error(`question answered ${res.status}`);
      await Promise.all([own, reply]);
    }
  } finally {
    await socket.close();
  }
  return { replyMs, chatFrameMs };
}

process.once('message', (job: AskerJob) => {
  ask(job)
    .catch((error: unknown): AskerResult => ({ error: String(error) }))
    .then((result) => process.send?.(result, () => process.exit(0)));
});
