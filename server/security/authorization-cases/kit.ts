/** What the authorization cases of every feature are written with: roles, calls, fixtures. */
import { signUp } from '../../testing/api-client';
import { createPost } from '../../features/posts/testing';
import type { Role, World } from '../authorization-world';

export type Call = { path: string; body?: unknown };

/**
 * A route that reaches a resource of the owner's: called by every column, allowed for `allowed`,
 * refused (403/404 in the envelope) for the rest. `witness`, read by the owner before and after
 * the refused calls, must answer the same: a refusal changed nothing.
 */
export type AccessCase = {
  kind: 'access';
  call: (w: World, role: Role) => Call | Promise<Call>;
  allowed: readonly Role[];
  witness?: (w: World) => string;
  /** Roles this case cannot judge, and why (another test file covers them). */
  skip?: { roles: readonly Role[]; why: string };
};
/**
 * A route that only ever acts on the caller's own data (or the signed link's): nothing of the
 * owner's to refuse, beyond `claim`, the owner's id put where the acting user's goes, which the
 * stranger must be refused (spec README, decision 3).
 */
export type OwnCase = { kind: 'own'; why: string; claim?: (w: World) => Call };
export type Case = AccessCase | OwnCase;

export const ALL: readonly Role[] = ['stranger', 'member', 'admin', 'owner'];
export const PARTIES: readonly Role[] = ['member', 'owner'];
export const GROUP: readonly Role[] = ['member', 'admin', 'owner'];
export const GROUP_ADMINS: readonly Role[] = ['admin', 'owner'];
export const OWNER: readonly Role[] = ['owner'];
export const NOBODY: readonly Role[] = [];

export const qs = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
export const access = (
  allowed: readonly Role[],
  call: AccessCase['call'],
  witness?: AccessCase['witness'],
  skip?: AccessCase['skip'],
): AccessCase => ({ kind: 'access', allowed, call, witness, skip });
export const own = (why: string, claim?: OwnCase['claim']): OwnCase => ({ kind: 'own', why, claim });

/** A token no link was made with: an outside signer's call names one, and is refused (404). */
export const FORGED = 'x'.repeat(43);
export const OUTSIDE =
  "a signing link's own token (256 random bits, stored hashed) is the authorization; a forged one is refused";
export const forged = (path: string, body: Record<string, unknown>): Call => ({
  path,
  body: { token: FORGED, ...body },
});

/** A new comment of the owner's under the private post (for calls that delete it). */
export async function freshComment(w: World): Promise<string> {
  const res = await w.as.owner.post('/api/comment', {
    createdBy: w.id.owner,
    message: 'Another',
    entityId: w.privatePostId,
    entityName: 'Post',
  });
  return res.body.data.commentId;
}

/** The fileMeta entry of a new post of the owner's shared with the member (for meta edits). */
export async function freshMetaId(w: World): Promise<string> {
  const fileMeta = { name: 'fileMeta', value: JSON.stringify({ postType: 'link', preview: { url: 'a.example' } }) };
  const postId = await createPost(w.as.owner, {
    visibility: 'SPECIFIC_PEOPLE',
    usersToShareWith: [w.id.member],
    postMeta: [fileMeta],
  });
  const post = (await w.as.owner.get(`/api/post/id${qs({ postId })}`)).body.data;
  return post.postMeta.find((m: { name: string }) => m.name === 'fileMeta').postMetaId;
}

/** A fresh invitation to the owner, from someone with no relation to anyone (only the owner may answer it). */
export async function invitationFor(w: World): Promise<string> {
  const inviter = await signUp(w.server.url, { firstName: 'Ivy', lastName: 'Inviter' });
  await inviter.post('/api/group', { name: 'Invitation room', createdBy: inviter.user?.id, members: [w.id.owner] });
  const listed = await w.as.owner.get('/api/group/invitations');
  return listed.body.data.results[0].invitationId;
}

/** A signed-up user outside every role (to add to or remove from the group). */
export async function spare(w: World): Promise<string> {
  const client = await signUp(w.server.url, { firstName: 'Spare', lastName: 'User' });
  return client.user?.id as string;
}

export const postWitness = (w: World) => `/api/post/id${qs({ postId: w.privatePostId })}`;
export const commentWitness = (w: World) => `/api/comment/post${qs({ postId: w.privatePostId })}`;
export const groupWitness = (w: World) => `/api/group/members${qs({ groupId: w.groupId })}`;
export const assistantWitness = (w: World) => `/api/assistant/user/${w.id.owner}/setup`;
export const pairingSettingsPath = (w: World) =>
  `/api/assistant/${w.assistantId}/user/${w.id.owner}/pairing/${w.pairingId}/settings`;
