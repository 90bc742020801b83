import type { AssistantRecord } from '@shared/api/assistant';
import type { TestClient } from '../../testing/api-client';

const idOf = (client: TestClient) => client.user?.id as string;

/** The caller's assistant record (made on first call). */
export async function assistantOf(client: TestClient): Promise<AssistantRecord> {
  const res = await client.get(`/api/assistant/user/${idOf(client)}`);
  if (res.status !== 200) throw new Error(`assistant failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Self-hosted AI Pro, at once. */
export async function subscribe(client: TestClient): Promise<void> {
  const res = await client.post('/api/subscription/checkout', { userId: idOf(client) });
  if (res.status !== 200) throw new Error(`checkout failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Subscribed, set up, trained with this purpose and switched on. */
export async function readyAssistant(client: TestClient, purpose = ''): Promise<AssistantRecord> {
  await subscribe(client);
  const assistant = await assistantOf(client);
  const userId = idOf(client);
  await client.patch('/api/assistant/user/setup', {
    userId,
    role: ['sales'],
    tone: ['Friendly'],
    style: ['Be concise and to the point'],
    userGender: 'Prefer not to say',
    userValues: ['Honesty'],
    completed: true,
  });
  if (purpose)
    await client.patch('/api/assistant/train', { assistantId: assistant.assistantId, modifiedBy: userId, purpose });
  const on = await client.patch('/api/assistant/enable', {
    assistantId: assistant.assistantId,
    modifiedBy: userId,
    enabled: true,
  });
  if (on.status !== 200) throw new Error(`enable failed: ${on.status} ${JSON.stringify(on.body)}`);
  return assistantOf(client);
}

/** Connects two users through the API: the first asks, the second accepts. */
export async function connect(a: TestClient, b: TestClient): Promise<string> {
  await a.post('/api/user/connect', { userId: idOf(a), connectWithUserId: idOf(b) });
  const res = await b.post('/api/user/connect', { userId: idOf(b), connectWithUserId: idOf(a) });
  const status = await a.get(`/api/pairing/userIds?userId1=${idOf(a)}&userId2=${idOf(b)}`);
  if (status.status !== 200) throw new Error(`connect failed: ${res.status} ${JSON.stringify(res.body)}`);
  return status.body.data.pairingId;
}

/** A chat message from `from` in a pairing or a group. */
export async function chat(from: TestClient, target: { pairingId?: string; groupId?: string }, content: string) {
  const res = await from.post('/api/post', {
    userId: idOf(from),
    createdBy: idOf(from),
    type: 'chat',
    status: 'published',
    visibility: 'private',
    content,
    usersToShareWith: target.pairingId ? [target.pairingId] : [],
    groupsToShareWith: target.groupId ? [target.groupId] : [],
    postMeta: [],
  });
  if (res.status !== 200) throw new Error(`chat failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.postId as string;
}
