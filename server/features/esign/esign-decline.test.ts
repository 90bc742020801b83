import { describe, expect, it } from 'vitest';
import {
  ada,
  bob,
  cy,
  eve,
  mailsTo,
  readyDocument,
  runJobs,
  sendInGroup,
  setUp,
  startEsignWorld,
  valuesFor,
  view,
} from './testing';

startEsignWorld();

describe('declining', () => {
  it('lets a signer decline with a reason; then nobody can sign and the sender is told', async () => {
    const contentId = await readyDocument();
    await setUp(contentId, [bob, cy]);
    await sendInGroup(contentId);
    const noReason = await bob.post('/api/content/esign/decline', { contentId, reason: ' ' });
    expect(noReason.status).toBe(400);
    const declined = await bob.post('/api/content/esign/decline', { contentId, reason: 'Wrong amount' });
    expect(declined.status).toBe(200);
    expect(declined.body.data.state).toBe('declined');
    expect(declined.body.data.signers[0]).toMatchObject({ state: 'declined', declineReason: 'Wrong amount' });
    const v = await view(cy, contentId);
    const res = await cy.post('/api/content/esign/sign', { contentId, values: valuesFor(v, 2, 'Cy') });
    expect(res.status).toBe(409);
    await runJobs();
    expect((await mailsTo(ada)).some((m) => m.subject.includes('declined to sign'))).toBe(true);
    expect((await eve.post('/api/content/esign/decline', { contentId, reason: 'x' })).status).toBe(403);
  });
});
