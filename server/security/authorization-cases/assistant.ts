import { access, assistantWitness, type Case, NOBODY, own, OWNER, pairingSettingsPath } from './kit';

/** Authorization cases: Meg: the assistant, its knowledge files and the AI Pro subscription. */
export const assistantCases: Record<string, Case> = {
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

  // ---- knowledge files ----
  'GET /api/knowledge/files': own("the caller's own files"),
  'POST /api/knowledge/files': own('registers a file in the caller’s own folder'),
  'GET /api/knowledge/files/:fileId': access(OWNER, (w) => ({ path: `/api/knowledge/files/${w.knowledgeFileId}` })),
  'DELETE /api/knowledge/files/:fileId': access(OWNER, (w) => ({ path: `/api/knowledge/files/${w.knowledgeFileId}` })),
  'GET /api/knowledge/search': own("searches the caller's own files"),

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
};
