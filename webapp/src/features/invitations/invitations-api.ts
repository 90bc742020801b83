import type { InvitationAccepted, InvitationPreview } from '@shared/api/invitations';
import type { ApiClient } from '../../lib/api-client';

export const invitationKeys = {
  preview: (token: string) => ['invitations', token] as const,
};

/** GET /api/invitations/{token}: public, what the landing page shows. */
export function fetchInvitation(api: ApiClient, token: string): Promise<InvitationPreview> {
  return api.get<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`);
}

/** POST /api/invitations/{token}/accept: connects the signed-in invitee with the sender. */
export function acceptInvitation(api: ApiClient, token: string): Promise<InvitationAccepted> {
  return api.post<InvitationAccepted>(`/api/invitations/${encodeURIComponent(token)}/accept`, {});
}
