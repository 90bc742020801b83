import type { ApiList } from '@shared/api/envelope';
import type { InvitationAccepted, InvitationPreview, SentInvitation } from '@shared/api/invitations';
import type { ApiClient } from '../../lib/api-client';

export const invitationKeys = {
  preview: (token: string) => ['invitations', token] as const,
  /** The signed-in user's pending e-mail invitations (a token is never 'sent': it is 43 characters). */
  sent: ['invitations', 'sent'] as const,
};

/** GET /api/invitations/{token}: public, what the landing page shows. */
export function fetchInvitation(api: ApiClient, token: string): Promise<InvitationPreview> {
  return api.get<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`);
}

/** POST /api/invitations/{token}/accept: connects the signed-in invitee with the sender. */
export function acceptInvitation(api: ApiClient, token: string): Promise<InvitationAccepted> {
  return api.post<InvitationAccepted>(`/api/invitations/${encodeURIComponent(token)}/accept`, {});
}

/** GET /api/invitations/sent: the signed-in user's pending invitations, newest first. */
export function fetchSentInvitations(api: ApiClient, skip: number, limit: number): Promise<ApiList<SentInvitation>> {
  return api.get<ApiList<SentInvitation>>('/api/invitations/sent', { skip, limit });
}

/** DELETE /api/invitations/{invitationId}: the sender withdraws it; its link stops working. */
export function withdrawInvitation(api: ApiClient, invitationId: string): Promise<{ invitationId: string }> {
  return api.delete<{ invitationId: string }>(`/api/invitations/${encodeURIComponent(invitationId)}`);
}
