import { access, type Case, FORGED, forged, NOBODY, OUTSIDE, own, OWNER, qs } from './kit';

/** Authorization cases: e-sign documents, for members and for outside signers. */
export const esignCases: Record<string, Case> = {
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
};
