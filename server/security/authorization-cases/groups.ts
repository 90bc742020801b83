import { acceptGroupInvitations } from '../../testing/group-invitations';
import { signUp } from '../../testing/api-client';
import { access, type Case, GROUP, GROUP_ADMINS, groupWitness, invitationFor, own, OWNER, qs, spare } from './kit';

/** Authorization cases: groups. */
export const groupsCases: Record<string, Case> = {
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
};
