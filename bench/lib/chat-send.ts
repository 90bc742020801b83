import type { BenchUser } from './rapport';
import { httpSender } from './sender';

/**
 * A member's chat message to a group, as the chat box sends it (spec 2 §3), from the
 * sender process (sender.ts); answers the post id and the answer's time as the sender measured it.
 */
export async function sendChat(
  server: { url: string },
  sender: BenchUser,
  groupId: string,
  content: string,
): Promise<{ postId: string; ms: number }> {
  const res = await httpSender().postJson(`${server.url}/api/post`, sender.token, {
    createdBy: sender.id,
    userId: sender.id,
    title: 'Bench Post',
    content,
    status: 'published',
    visibility: 'private',
    type: 'chat',
    groupsToShareWith: [groupId],
  });
  const postId = (res.body as { data?: { postId?: string } } | null)?.data?.postId;
  if (res.status !== 200 || !postId) throw new Error(`chat send answered ${res.status}`);
  return { postId, ms: res.ms };
}
