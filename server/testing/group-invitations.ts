import type { TestClient } from './api-client';

/**
 * Membership by consent in tests: each member named at creation who is not the creator's
 * relationship was invited; they accept here, as they would in the app.
 */
export async function acceptGroupInvitations(groupId: string, invitees: TestClient[]): Promise<void> {
  for (const invitee of invitees) {
    const listed = await invitee.get('/api/group/invitations');
    const invitation = (listed.body.data?.results ?? []).find((i: { groupId: string }) => i.groupId === groupId);
    if (!invitation) continue;
    const res = await invitee.post('/api/group/invitation/accept', { invitationId: invitation.invitationId });
    if (res.status !== 200) throw new Error(`accept: ${res.status} ${JSON.stringify(res.body)}`);
  }
}
