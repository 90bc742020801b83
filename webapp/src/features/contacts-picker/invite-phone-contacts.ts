import type { InviteBody } from '@shared/api/invitations';
import type { ApiClient } from '../../lib/api-client';
import type { ImportedContact } from './normalize-contacts';

/** POST /api/user/invite with the picked contacts as non-members (spec 1 §3 Invitation). */
export function invitePhoneContacts(
  api: ApiClient,
  senderUserId: string,
  contacts: readonly ImportedContact[],
  invitationMessage?: string,
): Promise<boolean> {
  const body: InviteBody = {
    senderUserId,
    registeredUsers: [],
    nonRegisteredUsers: contacts.map(({ email, firstName, lastName, phone }) => ({
      email,
      firstName: firstName || undefined,
      lastName: lastName || undefined,
      phone: phone ?? undefined,
    })),
    invitationMessage: invitationMessage ?? '',
  };
  return api.post<boolean>('/api/user/invite', body);
}
