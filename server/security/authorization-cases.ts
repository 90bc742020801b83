import { signUp } from '../testing/api-client';
import { acceptGroupInvitations } from '../testing/group-invitations';
import { connect, createPost } from '../features/posts/testing';
import type { Role, World } from './authorization-world';

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

const ALL: readonly Role[] = ['stranger', 'member', 'admin', 'owner'];
const PARTIES: readonly Role[] = ['member', 'owner'];
const GROUP: readonly Role[] = ['member', 'admin', 'owner'];
const GROUP_ADMINS: readonly Role[] = ['admin', 'owner'];
const OWNER: readonly Role[] = ['owner'];
const NOBODY: readonly Role[] = [];

const qs = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
const access = (
  allowed: readonly Role[],
  call: AccessCase['call'],
  witness?: AccessCase['witness'],
  skip?: AccessCase['skip'],
): AccessCase => ({ kind: 'access', allowed, call, witness, skip });
const own = (why: string, claim?: OwnCase['claim']): OwnCase => ({ kind: 'own', why, claim });

/** A token no link was made with: an outside signer's call names one, and is refused (404). */
const FORGED = 'x'.repeat(43);
const OUTSIDE =
  "a signing link's own token (256 random bits, stored hashed) is the authorization; a forged one is refused";
const forged = (path: string, body: Record<string, unknown>): Call => ({ path, body: { token: FORGED, ...body } });

/** A new comment of the owner's under the private post (for calls that delete it). */
async function freshComment(w: World): Promise<string> {
  const res = await w.as.owner.post('/api/comment', {
    createdBy: w.id.owner,
    message: 'Another',
    entityId: w.privatePostId,
    entityName: 'Post',
  });
  return res.body.data.commentId;
}

/** The fileMeta entry of a new post of the owner's shared with the member (for meta edits). */
async function freshMetaId(w: World): Promise<string> {
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
async function invitationFor(w: World): Promise<string> {
  const inviter = await signUp(w.server.url, { firstName: 'Ivy', lastName: 'Inviter' });
  await inviter.post('/api/group', { name: 'Invitation room', createdBy: inviter.user?.id, members: [w.id.owner] });
  const listed = await w.as.owner.get('/api/group/invitations');
  return listed.body.data.results[0].invitationId;
}

/** A signed-up user outside every role (to add to or remove from the group). */
async function spare(w: World): Promise<string> {
  const client = await signUp(w.server.url, { firstName: 'Spare', lastName: 'User' });
  return client.user?.id as string;
}

const postWitness = (w: World) => `/api/post/id${qs({ postId: w.privatePostId })}`;
const commentWitness = (w: World) => `/api/comment/post${qs({ postId: w.privatePostId })}`;
const groupWitness = (w: World) => `/api/group/members${qs({ groupId: w.groupId })}`;
const assistantWitness = (w: World) => `/api/assistant/user/${w.id.owner}/setup`;
const pairingSettingsPath = (w: World) =>
  `/api/assistant/${w.assistantId}/user/${w.id.owner}/pairing/${w.pairingId}/settings`;

/** Every /api route, by `METHOD path` as the route table lists it. */
export const CASES: Record<string, Case> = {
  // ---- assistant (Meg) ----
  'GET /api/assistant/:assistantId/user/:userId/enabled': access(OWNER, (w) => ({
    path: `/api/assistant/${w.assistantId}/user/${w.id.owner}/enabled`,
  })),
  'GET /api/assistant/:assistantId/user/:userId/pairing/:pairingId/settings': access(OWNER, (w) => ({
    path: pairingSettingsPath(w),
  })),
  'PATCH /api/assistant/enable': access(
    OWNER,
    (w, role) => ({ path: '/api/assistant/enable', body: { assistantId: w.assistantId, modifiedBy: w.id[role] } }),
    (w) => `/api/assistant/user/${w.id.owner}`,
  ),
  'GET /api/assistant/reply/:postId': access(NOBODY, (w) => ({ path: `/api/assistant/reply/${w.chatPostId}` })),
  'PATCH /api/assistant/train': access(
    OWNER,
    (w, role) => ({
      path: '/api/assistant/train',
      body: { assistantId: w.assistantId, modifiedBy: w.id[role], purpose: 'Sell' },
    }),
    (w) => `/api/assistant/user/${w.id.owner}`,
  ),
  'GET /api/assistant/user/:userId': access(OWNER, (w) => ({ path: `/api/assistant/user/${w.id.owner}` })),
  'GET /api/assistant/user/:userId/activated': access(OWNER, (w) => ({
    path: `/api/assistant/user/${w.id.owner}/activated`,
  })),
  'GET /api/assistant/user/:userId/setup': access(OWNER, (w) => ({ path: assistantWitness(w) })),
  'PATCH /api/assistant/user/away': own("the caller's own presence", (w) => ({
    path: '/api/assistant/user/away',
    body: { userId: w.id.owner, away: true },
  })),
  'PATCH /api/assistant/user/pairing/settings': access(
    OWNER,
    (w, role) => ({
      path: '/api/assistant/user/pairing/settings',
      body: { assistantId: w.assistantId, userId: w.id[role], pairingId: w.pairingId, instructions: 'Be curt' },
    }),
    pairingSettingsPath,
  ),
  'PATCH /api/assistant/user/setup': own("the caller's own assistant set-up", (w) => ({
    path: '/api/assistant/user/setup',
    body: { userId: w.id.owner, completed: true },
  })),
  // Ending test mode on a real relationship: nobody, not even its owner.
  'DELETE /api/assistant/user/test-mode': access(NOBODY, (w, role) => ({
    path: '/api/assistant/user/test-mode',
    body: { assistantId: w.assistantId, userId: w.id[role], pairingId: w.pairingId },
  })),
  'POST /api/assistant/user/test-mode': access(OWNER, (w, role) => ({
    path: '/api/assistant/user/test-mode',
    body: { assistantId: w.assistantId, userId: w.id[role] },
  })),

  // ---- auth (better-auth): the session's own account ----
  'GET /api/auth/*': own("better-auth: the caller's own session"),
  'POST /api/auth/*': own("better-auth: the caller's own account"),
  'POST /api/auth/send-verification-email': own(
    "a link to the caller's own address only (the body's address is ignored), at most 3 an hour",
  ),
  'POST /api/auth/change-password': own("the caller's own password (needs the current one)"),
  'POST /api/auth/sign-in/email': own('sign-in'),
  'POST /api/auth/sign-out': own("ends the caller's own session"),
  'POST /api/auth/sign-up/email': own('sign-up'),

  // ---- realtime history, chat ----
  'GET /api/channels/:channel/history': access(PARTIES, (w) => ({
    path: `/api/channels/${encodeURIComponent(`pair:${w.pairingId}`)}/history`,
  })),
  'GET /api/chat/read': access(PARTIES, (w) => ({ path: `/api/chat/read${qs({ pairingId: w.pairingId })}` })),
  'POST /api/chat/read': access(PARTIES, (w) => ({
    path: '/api/chat/read',
    body: { pairingId: w.pairingId, postId: w.chatPostId },
  })),
  'GET /api/chat/settings': own("the caller's own read-receipt switch"),
  'PATCH /api/chat/settings': own("the caller's own read-receipt switch", (w) => ({
    path: '/api/chat/settings',
    body: { readReceipts: false, userId: w.id.owner },
  })),
  'POST /api/chat/typing': access(PARTIES, (w) => ({
    path: '/api/chat/typing',
    body: { targetKind: 'Pairing', targetId: w.pairingId, isTyping: true },
  })),

  // ---- comments ----
  'DELETE /api/comment': access(OWNER, async (w, role) => ({
    path: '/api/comment',
    body: { commentId: await freshComment(w), deletedBy: w.id[role] },
  })),
  'PATCH /api/comment': access(
    OWNER,
    (w, role) => ({
      path: '/api/comment',
      body: { commentId: w.commentId, message: 'Edited', modifiedBy: w.id[role] },
    }),
    commentWitness,
  ),
  'POST /api/comment': access(
    PARTIES,
    (w, role) => ({
      path: '/api/comment',
      body: { createdBy: w.id[role], message: 'Me too', entityId: w.privatePostId, entityName: 'Post' },
    }),
    // The owner's own comments are not the witness here: allowed members add theirs.
  ),
  'GET /api/comment/context': access(PARTIES, (w) => ({
    path: `/api/comment/context${qs({ commentId: w.commentId })}`,
  })),
  'GET /api/comment/id': access(PARTIES, (w) => ({ path: `/api/comment/id${qs({ commentId: w.commentId })}` })),
  'GET /api/comment/post': access(PARTIES, (w) => ({ path: commentWitness(w) })),
  'GET /api/comment/replies': access(PARTIES, (w) => ({
    path: `/api/comment/replies${qs({ commentId: w.commentId })}`,
  })),

  // ---- profiles, company ----
  'GET /api/company/user': own('a company card any signed-in user may see on a profile'),
  'PUT /api/company/user': own("the caller's own company", (w) => ({
    path: '/api/company/user',
    body: { userId: w.id.owner, name: 'Hijack' },
  })),
  'GET /api/config': own('public: brand and product name'),

  // ---- contacts import ----
  'POST /api/contact/import': own("an import of the caller's own contacts"),
  'GET /api/contact/import/:importId': access(OWNER, (w) => ({ path: `/api/contact/import/${w.importId}` })),
  'GET /api/contact/import/:importId/rejected.csv': access(OWNER, (w) => ({
    path: `/api/contact/import/${w.importId}/rejected.csv`,
  })),

  // ---- e-sign documents (not yet sent: the owner's alone) ----
  'POST /api/content': own("registers the caller's own upload (a path in their own folder)"),
  'GET /api/content/esign': access(OWNER, (w) => ({ path: `/api/content/esign${qs({ contentId: w.contentId })}` })),
  'PUT /api/content/esign': access(OWNER, (w, role) => ({
    path: '/api/content/esign',
    body: {
      contentId: w.contentId,
      userId: w.id[role],
      signers: [{ userId: w.id.member }],
      fields: [{ signerNumber: 1, type: 'signature', page: 1, x: 0.1, y: 0.7, width: 0.3, height: 0.04 }],
    },
  })),
  // From here on the member is the document's named signer: refused until it is sent.
  'POST /api/content/esign/decline': access(NOBODY, (w, role) => ({
    path: '/api/content/esign/decline',
    body: { contentId: w.contentId, userId: w.id[role], reason: 'No' },
  })),
  'POST /api/content/esign/send': access(NOBODY, (w) => ({
    path: '/api/content/esign/send',
    body: { contentId: w.contentId, postId: w.privatePostId },
  })),
  'POST /api/content/esign/sign': access(NOBODY, (w, role) => ({
    path: '/api/content/esign/sign',
    body: { contentId: w.contentId, userId: w.id[role], values: [] },
  })),
  'GET /api/content/esign/signed': access(NOBODY, (w) => ({
    path: `/api/content/esign/signed${qs({ contentId: w.contentId })}`,
  })),
  // Its sender; its signers (the member, named above) only once it is sent.
  'GET /api/content/id': access(OWNER, (w) => ({ path: `/api/content/id${qs({ contentId: w.contentId })}` })),

  // The caller's own list: what they sent, sign, or signed by e-mail with their verified address
  // (the stranger's refusal to a linked document is in esign-linked.test.ts).
  'GET /api/esign/documents': own("the caller's own e-sign documents"),

  // ---- e-sign by outside signers (issue 37): the link's token is the authorization ----
  'POST /api/esign/outside/open': own(OUTSIDE, () => forged('/api/esign/outside/open', {})),
  'POST /api/esign/outside/code': own(OUTSIDE, () => forged('/api/esign/outside/code', { code: '123456' })),
  'POST /api/esign/outside/document': own(OUTSIDE, () => forged('/api/esign/outside/document', { session: FORGED })),
  'POST /api/esign/outside/sign': own(OUTSIDE, () =>
    forged('/api/esign/outside/sign', { session: FORGED, values: [] }),
  ),
  'POST /api/esign/outside/decline': own(OUTSIDE, () =>
    forged('/api/esign/outside/decline', { session: FORGED, reason: 'No' }),
  ),
  'GET /api/esign/outside/signed': own(OUTSIDE, () => ({ path: `/api/esign/outside/signed${qs({ token: FORGED })}` })),
  'POST /api/esign/outside/new-link': own(OUTSIDE, () => forged('/api/esign/outside/new-link', {})),

  // ---- feedback ----
  'GET /api/feedback/app': access(NOBODY, () => ({ path: '/api/feedback/app' })),
  'POST /api/feedback/app/user': own("the caller's own feedback"),

  // ---- signed file URLs ----
  'DELETE /api/files/*': own('signed URL: the signature is the authorization'),
  'GET /api/files/*': own('signed URL: the signature is the authorization'),
  'HEAD /api/files/*': own('signed URL: the signature is the authorization'),
  'PUT /api/files/*': own('signed URL: the signature is the authorization'),

  // ---- groups ----
  'POST /api/group': own('creates a group of the caller’s'),
  'GET /api/group/id': access(GROUP, (w) => ({ path: `/api/group/id${qs({ groupId: w.groupId })}` })),
  'GET /api/group/lastViewed': access(GROUP, (w, role) => ({
    path: `/api/group/lastViewed${qs({ groupId: w.groupId, userId: w.id[role] })}`,
  })),
  'POST /api/group/lastViewed': access(GROUP, (w, role) => ({
    path: '/api/group/lastViewed',
    body: { groupId: w.groupId, userId: w.id[role] },
  })),
  'DELETE /api/group/member': access(GROUP_ADMINS, async (w) => {
    // A spare person the owner invites and who accepts (membership by consent).
    const client = await signUp(w.server.url, { firstName: 'Spare', lastName: 'User' });
    const userId = client.user?.id as string;
    await w.as.owner.post('/api/group/members', { groupId: w.groupId, userIds: [userId], addedBy: w.id.owner });
    await acceptGroupInvitations(w.groupId, [client]);
    return { path: '/api/group/member', body: { groupId: w.groupId, userId } };
  }),
  'GET /api/group/invitations': own("the caller's own invitations"),
  'POST /api/group/invitation/accept': access(OWNER, async (w) => ({
    path: '/api/group/invitation/accept',
    body: { invitationId: await invitationFor(w) },
  })),
  'POST /api/group/invitation/decline': access(OWNER, async (w) => ({
    path: '/api/group/invitation/decline',
    body: { invitationId: await invitationFor(w) },
  })),
  'GET /api/group/members': access(GROUP, (w) => ({ path: groupWitness(w) })),
  'POST /api/group/members': access(GROUP_ADMINS, async (w, role) => ({
    path: '/api/group/members',
    body: { groupId: w.groupId, userIds: [await spare(w)], addedBy: w.id[role] },
  })),
  'GET /api/group/posts': access(GROUP, (w) => ({ path: `/api/group/posts${qs({ groupId: w.groupId })}` })),
  'GET /api/group/user/unread': own("the caller's own unread groups", (w) => ({
    path: `/api/group/user/unread${qs({ userId: w.id.owner })}`,
  })),
  'GET /api/group/users': own("a group among the caller's own groups"),
  'GET /api/groups': own("the caller's own groups"),
  'GET /api/health': own('public: health check'),

  // ---- invitations ----
  'DELETE /api/invitations/:invitationId': access(OWNER, (w) => ({ path: `/api/invitations/${w.invitationId}` })),
  'GET /api/invitations/:token': own('public: the token (43 random characters) is the authorization'),
  // ---- account (issue 39): one's own export and deletion only ----
  'GET /api/account/export': own("the caller's own export", (w) => ({
    path: `/api/account/export${qs({ userId: w.id.owner })}`,
  })),
  'POST /api/account/export': own("an export of the caller's own data", (w) => ({
    path: '/api/account/export',
    body: { userId: w.id.owner },
  })),
  'GET /api/account/export/download': own(
    "signed link + the session of the export's owner (account/data-export.test.ts: another user is refused)",
  ),
  'GET /api/account/deletion': own("the caller's own deletion state", (w) => ({
    path: `/api/account/deletion${qs({ userId: w.id.owner })}`,
  })),
  'POST /api/account/deletion': own("the caller's own account (needs its password)", (w) => ({
    path: '/api/account/deletion',
    body: { userId: w.id.owner, password: 'Passw0rd!x' },
  })),
  'DELETE /api/account/deletion': own("the caller's own pending deletion", (w) => ({
    path: `/api/account/deletion${qs({ userId: w.id.owner })}`,
  })),
  'POST /api/sign-in-link': own('a one-time sign-in link for the caller only (sign-in-links tests)'),
  'GET /api/sign-in-link/:token': own('public: the one-time token (43 random characters) is the authorization'),
  'POST /api/invitations/:token/accept': own('the token (43 random characters) is the authorization'),
  'GET /api/invitations/sent': own("the caller's own invitations"),

  // ---- jobs ----
  'PATCH /api/jobs': access(
    OWNER,
    (w, role) => ({ path: '/api/jobs', body: { jobId: w.jobId, modifiedBy: w.id[role], title: 'Hijacked' } }),
    (w) => `/api/jobs/${w.jobId}`,
  ),
  'POST /api/jobs': own('posts a job of the caller’s'),
  'PATCH /api/jobs/': access(
    OWNER,
    (w, role) => ({ path: '/api/jobs/', body: { jobId: w.jobId, modifiedBy: w.id[role], title: 'Hijacked' } }),
    (w) => `/api/jobs/${w.jobId}`,
  ),
  'GET /api/jobs/:jobId': access(ALL, (w) => ({ path: `/api/jobs/${w.jobId}` })),
  'GET /api/jobs/:jobId/applicants': access(OWNER, (w) => ({ path: `/api/jobs/${w.jobId}/applicants` })),
  // The owner sees the applicant; the applicant (member) their own application.
  'GET /api/jobs/:jobId/applicants/:userId': access(PARTIES, (w) => ({
    path: `/api/jobs/${w.jobId}/applicants/${w.id.member}`,
  })),
  'POST /api/jobs/:jobId/apply': own('any signed-in user may apply to a published job; the applicant is the caller'),
  'POST /api/jobs/:jobId/submit': own("submits the caller's own application"),
  'PATCH /api/jobs/applicants': access(
    OWNER,
    (w, role) => ({
      path: '/api/jobs/applicants',
      body: { jobId: w.jobId, userId: w.id.member, modifiedBy: w.id[role], notes: 'Great' },
    }),
    (w) => `/api/jobs/${w.jobId}/applicants/${w.id.member}`,
  ),
  'GET /api/jobs/applied/:userId': own("the caller's own applications", (w) => ({
    path: `/api/jobs/applied/${w.id.owner}`,
  })),
  'GET /api/jobs/posted/:userId': own("the caller's own posted jobs", (w) => ({
    path: `/api/jobs/posted/${w.id.owner}`,
  })),
  'GET /api/jobs/user/unread': own("the caller's own Applied and Posted tabs", (w) => ({
    path: `/api/jobs/user/unread${qs({ userId: w.id.owner })}`,
  })),
  'PATCH /api/jobs/user/viewed': own("marks the caller's own tab viewed", (w) => ({
    path: '/api/jobs/user/viewed',
    body: { phase: 'POSTED', userId: w.id.owner },
  })),

  // ---- knowledge files ----
  'GET /api/knowledge/files': own("the caller's own files"),
  'POST /api/knowledge/files': own('registers a file in the caller’s own folder'),
  'GET /api/knowledge/files/:fileId': access(OWNER, (w) => ({ path: `/api/knowledge/files/${w.knowledgeFileId}` })),
  'DELETE /api/knowledge/files/:fileId': access(OWNER, (w) => ({ path: `/api/knowledge/files/${w.knowledgeFileId}` })),
  'GET /api/knowledge/search': own("searches the caller's own files"),

  // ---- meetings ----
  'GET /api/meet/:postId': access(PARTIES, (w) => ({ path: `/api/meet/${w.meetingPostId}` })),
  'GET /api/meet/:postId/calendar.ics': access(PARTIES, (w) => ({ path: `/api/meet/${w.meetingPostId}/calendar.ics` })),
  'POST /api/meet/:postId/join': access(PARTIES, (w, role) => ({
    path: `/api/meet/${w.meetingPostId}/join`,
    body: { peerId: `peer-${role}` },
  })),
  'POST /api/meet/:postId/signal': access(PARTIES, (w, role) => ({
    path: `/api/meet/${w.meetingPostId}/signal`,
    body: { from: `peer-${role}`, to: 'peer-owner', signals: [{ candidate: { candidate: 'x' } }] },
  })),
  'GET /api/meet/:postId/signals': access(PARTIES, (w, role) => ({
    path: `/api/meet/${w.meetingPostId}/signals${qs({ peerId: `peer-${role}` })}`,
  })),
  'POST /api/meet/:postId/media': access(PARTIES, (w, role) => ({
    path: `/api/meet/${w.meetingPostId}/media`,
    body: { peerId: `peer-${role}`, media: { isMuted: true, isCameraOff: false, isSharing: false } },
  })),
  'POST /api/meet/:postId/leave': access(PARTIES, (w, role) => ({
    path: `/api/meet/${w.meetingPostId}/leave`,
    body: { peerId: `peer-${role}` },
  })),

  // ---- notifications: the caller's own ----
  'GET /api/notifications': own("the caller's own notifications"),
  'GET /api/notifications/preferences': own("the caller's own switches"),
  'PATCH /api/notifications/preferences': own("the caller's own switches"),
  'PATCH /api/notifications/seen': own("marks the caller's own notifications seen"),
  'GET /api/notifications/push/key': own('the public VAPID key'),
  'DELETE /api/notifications/push/subscriptions': own("the caller's own push subscription"),
  'POST /api/notifications/push/subscriptions': own("the caller's own push subscription"),
  'GET /api/notifications/id': access(OWNER, (w) => ({
    path: `/api/notifications/id${qs({ notificationId: w.notificationId })}`,
  })),
  'PATCH /api/notifications/read': access(
    OWNER,
    (w) => ({ path: '/api/notifications/read', body: { notificationId: w.notificationId } }),
    () => '/api/notifications',
  ),

  // ---- relationships (pairings) ----
  // Allowed callers remove a relationship of their own made for the call, so the world keeps its.
  'DELETE /api/pairing/:pairingId': access(PARTIES, async (w, role) => {
    if (!PARTIES.includes(role)) return { path: `/api/pairing/${w.pairingId}` };
    const other = await signUp(w.server.url, { firstName: 'Other', lastName: 'Party' });
    return { path: `/api/pairing/${await connect(w.as[role], other)}` };
  }),
  'GET /api/pairing/id': access(PARTIES, (w) => ({ path: `/api/pairing/id${qs({ pairingId: w.pairingId })}` })),
  'GET /api/pairing/lastViewed': own("the caller's own last view", (w) => ({
    path: `/api/pairing/lastViewed${qs({ userId1: w.id.owner, userId2: w.id.member })}`,
  })),
  'POST /api/pairing/lastViewed': own("the caller's own last view", (w) => ({
    path: '/api/pairing/lastViewed',
    body: { userId1: w.id.owner, userId2: w.id.member },
  })),
  'GET /api/pairing/posts': access(PARTIES, (w) => ({ path: `/api/pairing/posts${qs({ pairingId: w.pairingId })}` })),
  'GET /api/pairing/status': own("the caller's own relationship status", (w) => ({
    path: `/api/pairing/status${qs({ userId: w.id.owner, connectedWithUserId: w.id.member })}`,
  })),
  'GET /api/pairing/user/unread': own("the caller's own unread relationships", (w) => ({
    path: `/api/pairing/user/unread${qs({ userId: w.id.owner })}`,
  })),
  'GET /api/pairing/userIds': access(PARTIES, (w) => ({
    path: `/api/pairing/userIds${qs({ userId1: w.id.owner, userId2: w.id.member })}`,
  })),

  // ---- posts ----
  'DELETE /api/post': access(OWNER, async (w, role) => ({
    path: '/api/post',
    body: { postId: await w.freshPost(), deletedBy: w.id[role] },
  })),
  'PATCH /api/post': access(
    OWNER,
    (w, role) => ({ path: '/api/post', body: { postId: w.privatePostId, modifiedBy: w.id[role], content: 'Edited' } }),
    postWitness,
  ),
  'PATCH /api/post/metadata': access(OWNER, async (w, role) => ({
    path: '/api/post/metadata',
    body: { postMetaId: await freshMetaId(w), modifiedBy: w.id[role], name: 'fileMeta', value: { postType: 'link' } },
  })),
  'POST /api/post': own('creates a post of the caller’s (shared only where the caller may share)'),
  'GET /api/post/commentAndReplyCount': access(PARTIES, (w) => ({
    path: `/api/post/commentAndReplyCount${qs({ postId: w.privatePostId })}`,
  })),
  'GET /api/post/id': access(PARTIES, (w) => ({ path: postWitness(w) })),
  'POST /api/post/pin': access(GROUP, (w) => ({
    path: '/api/post/pin',
    body: { postId: w.groupPostId, targetId: w.groupId, targetKind: 'Group' },
  })),
  'GET /api/post/sharedWith': access(PARTIES, (w) => ({
    path: `/api/post/sharedWith${qs({ postId: w.privatePostId })}`,
  })),
  'POST /api/post/unread': access(
    ['member', 'admin'],
    (w) => ({ path: '/api/post/unread', body: { postId: w.unreadPostId, groupId: w.groupId } }),
    undefined,
    { roles: ['owner'], why: 'nobody marks their own post unread (400, posts tests)' },
  ),
  'GET /api/post/user/commented': access(PARTIES, (w, role) => ({
    path: `/api/post/user/commented${qs({ postId: w.privatePostId, userId: w.id[role] })}`,
  })),
  'GET /api/post/user/isSharedWith': own('whether a post is shared with the caller (false for a stranger)', (w) => ({
    path: `/api/post/user/isSharedWith${qs({ postId: w.privatePostId, userId: w.id.owner })}`,
  })),
  'GET /api/profile/:profileAlias': own('public: a public profile page'),
  'GET /api/public/jobs/:jobId': own('public: a published job page'),

  // ---- likes ----
  'POST /api/reaction/comment/like': access(PARTIES, (w, role) => ({
    path: '/api/reaction/comment/like',
    body: { userId: w.id[role], commentId: w.commentId },
  })),
  'GET /api/reaction/comment/likes/users': access(PARTIES, (w) => ({
    path: `/api/reaction/comment/likes/users${qs({ commentId: w.commentId })}`,
  })),
  'POST /api/reaction/post/like': access(PARTIES, (w, role) => ({
    path: '/api/reaction/post/like',
    body: { userId: w.id[role], postId: w.privatePostId },
  })),
  'GET /api/reaction/post/likes/users': access(PARTIES, (w) => ({
    path: `/api/reaction/post/likes/users${qs({ postId: w.privatePostId })}`,
  })),

  // ---- search: results limited to what the caller may see (search tests) ----
  'GET /api/search/groups': own("searches the caller's own groups"),
  'GET /api/search/users': own('searches people; private data by relation (search tests)'),
  'GET /api/search/usersAndGroups': own('searches people and the caller’s own groups'),
  'GET /api/search/messages': own('searches only what the caller may read now (search-messages tests)'),

  // ---- subscription (AI Pro) ----
  'POST /api/subscription/cancel': own("the caller's own subscription", (w) => ({
    path: '/api/subscription/cancel',
    body: { userId: w.id.owner },
  })),
  'POST /api/subscription/checkout': own("the caller's own subscription", (w) => ({
    path: '/api/subscription/checkout',
    body: { userId: w.id.owner },
  })),
  'POST /api/subscription/iframe-url': own("the caller's own subscription"),
  'GET /api/subscription/manage-subscription/:userId/:currentUrl{.+}': own("the caller's own subscription", (w) => ({
    path: `/api/subscription/manage-subscription/${w.id.owner}/x`,
  })),
  'GET /api/subscription/user/:userId': own("the caller's own subscription", (w) => ({
    path: `/api/subscription/user/${w.id.owner}`,
  })),
  'POST /api/subscription/webhook': own("public: the payment provider's webhook, verified by its signature"),

  // ---- users ----
  'PATCH /api/user': own("the caller's own profile", (w) => ({
    path: '/api/user',
    body: { userId: w.id.owner, firstName: 'Hijacked' },
  })),
  'POST /api/user/connect': own('the caller asks to connect (or accepts)'),
  'GET /api/user/connections/recent': own("the caller's own relationships", (w) => ({
    path: `/api/user/connections/recent${qs({ userId: w.id.owner })}`,
  })),
  'GET /api/user/connectionsAndGroups/count': own("the caller's own counts", (w) => ({
    path: `/api/user/connectionsAndGroups/count${qs({ userId: w.id.owner })}`,
  })),
  'GET /api/user/email': own('finds a member by address (404 for a non-member, spec)'),
  'POST /api/user/email/lookup': own("the caller's own view of addresses, from their lookup budget", (w) => ({
    path: '/api/user/email/lookup',
    body: { userId: w.id.owner, emails: ['x@example.test'] },
  })),
  'GET /api/user/groups/recent': own("the caller's own groups", (w) => ({
    path: `/api/user/groups/recent${qs({ userId: w.id.owner })}`,
  })),
  'GET /api/user/id': own('a profile any signed-in user may see; private fields by relation (users tests)'),
  'POST /api/user/ids': own('profiles any signed-in user may see'),
  'POST /api/user/invite': own('invitations from the caller', (w) => ({
    path: '/api/user/invite',
    body: { senderUserId: w.id.owner, invitationMessage: 'Hi', nonRegisteredUsers: [{ email: 'x@example.test' }] },
  })),
  'GET /api/user/isPublic/posts': own("the caller's own public-posts switch", (w) => ({
    path: `/api/user/isPublic/posts${qs({ userId: w.id.owner })}`,
  })),
  'GET /api/user/notification/preferences': own("the caller's own switches", (w) => ({
    path: `/api/user/notification/preferences${qs({ userId: w.id.owner })}`,
  })),
  'PATCH /api/user/notification/preferences': own("the caller's own switches", (w) => ({
    path: '/api/user/notification/preferences',
    body: { userId: w.id.owner, emailNotification: false },
  })),
  'GET /api/user/pairing/sources': own('staff only (SOURCE_LINK_DOMAINS)', (w) => ({
    path: `/api/user/pairing/sources${qs({ userId: w.id.owner, pairingUserId: w.id.member })}`,
  })),
  'GET /api/user/posts': own('public posts of a public profile'),
  'PATCH /api/user/status': own("the caller's own status", (w) => ({
    path: '/api/user/status',
    body: { userId: w.id.owner, status: 'inactive' },
  })),
  'POST /api/user/toggle/posts': own("the caller's own public-posts switch", (w) => ({
    path: '/api/user/toggle/posts',
    body: { userId: w.id.owner, toggle: true },
  })),

  // ---- utilities ----
  'GET /api/utility/aws/presignedUrl': access(OWNER, (w) => ({
    path: `/api/utility/aws/presignedUrl${qs({ filepath: `uploads/users/${w.id.owner}/posts/p1/original/a.pdf`, type: 'GET' })}`,
  })),
  'POST /api/utility/cloudinary/video/upload': access(
    OWNER,
    (w, role) => ({
      path: '/api/utility/cloudinary/video/upload',
      body: { postId: w.privatePostId, userId: w.id[role], videoURL: 'https://example.test/v.mp4' },
    }),
    undefined,
    { roles: ['owner'], why: "the URL must name one of the post's uploaded videos (media tests)" },
  ),
  'GET /api/utility/countries': own('reference data'),
  'GET /api/utility/link-preview': own('fetches a public page for the caller (SSRF corpus in hostile-input)'),
  'GET /api/utility/mimeType': own('reference data'),
};
