import type { BenchServer, BenchUser } from './rapport';

/** A member's chat message to a group, as the chat box sends it (spec 2 §3); answers the post id. */
export async function sendChat(
  server: BenchServer,
  sender: BenchUser,
  groupId: string,
  content: string,
): Promise<string> {
  const res = await fetch(`${server.url}/api/post`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      createdBy: sender.id,
      userId: sender.id,
      title: 'Bench Post',
      content,
      status: 'published',
      visibility: 'private',
      type: 'chat',
      groupsToShareWith: [groupId],
    }),
  });
  const body = (await res.json()) as { data?: { postId?: string } };
  if (res.status !== 200 || !body.data?.postId) throw new Error(`chat send answered ${res.status}`);
  return body.data.postId;
}
