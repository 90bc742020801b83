import { access, ALL, type Case, NOBODY, own, OWNER, PARTIES, qs } from './kit';

/** Authorization cases: feedback, account export and deletion, jobs, meetings, notifications and utilities. */
export const workCases: Record<string, Case> = {
  // ---- feedback ----
  'GET /api/feedback/app': access(NOBODY, () => ({ path: '/api/feedback/app' })),
  'POST /api/feedback/app/user': own("the caller's own feedback"),

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
