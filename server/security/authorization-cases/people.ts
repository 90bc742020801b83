import { connect } from '../../features/posts/testing';
import { signUp } from '../../testing/api-client';
import { access, type Case, own, OWNER, PARTIES, qs } from './kit';

/** Authorization cases: accounts, profiles, contacts, invitations, relationships and users. */
export const peopleCases: Record<string, Case> = {
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

  // ---- invitations ----
  'DELETE /api/invitations/:invitationId': access(OWNER, (w) => ({ path: `/api/invitations/${w.invitationId}` })),
  'GET /api/invitations/:token': own('public: the token (43 random characters) is the authorization'),
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
};
