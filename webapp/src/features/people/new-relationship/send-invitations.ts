import type { InviteBody } from '@shared/api/invitations';
import { messages } from '@shared/messages';
import { type ApiClient, isApiError } from '../../../lib/api-client';
import { lookUpMemberByEmail } from '../relationships-api';
import type { Recipient } from './recipient-rules';

/**
 * Splits the recipients into members and non-members (typed addresses are looked up with
 * GET /api/user/email: a 404 is not a member) and sends one POST /api/user/invite.
 */
export async function buildInviteBody(
  api: ApiClient,
  senderUserId: string,
  recipients: readonly Recipient[],
  invitationMessage: string,
): Promise<InviteBody> {
  const body: InviteBody = { senderUserId, registeredUsers: [], nonRegisteredUsers: [], invitationMessage };
  const resolved = await Promise.all(
    recipients.map(async (recipient) =>
      recipient.kind === 'member'
        ? { recipient, userId: recipient.userId }
        : { recipient, userId: await lookUpMemberByEmail(api, recipient.email) },
    ),
  );
  for (const { recipient, userId } of resolved) {
    const email = recipient.kind === 'email' ? recipient.email : (recipient.email ?? undefined);
    if (userId) {
      const firstname = recipient.kind === 'member' ? recipient.name.split(' ')[0] : undefined;
      body.registeredUsers.push({ userId, email, firstname });
    } else if (email) {
      body.nonRegisteredUsers.push({ email });
    }
  }
  return body;
}

export async function sendInvitations(api: ApiClient, body: InviteBody): Promise<void> {
  await api.post<boolean>('/api/user/invite', body);
}

/**
 * The drawer's failure texts (spec 1 §8): the server's own message when it names the
 * problem (a duplicate invitation); for a conflict, the one-recipient or the many text.
 */
export function inviteFailureMessage(error: unknown, body: InviteBody | null): string {
  if (!isApiError(error) || error.isNetworkError) return messages.generic.somethingWentWrong;
  if (error.status !== 409) return error.message;
  const known: string[] = [
    messages.people.emailAlreadyInRelationship,
    messages.people.someAlreadyExist,
    ...(body?.nonRegisteredUsers ?? []).map((user) => messages.people.invitationAlreadySent(user.email)),
  ];
  if (known.includes(error.message)) return error.message;
  const count = (body?.registeredUsers.length ?? 0) + (body?.nonRegisteredUsers.length ?? 0);
  return count === 1 && body?.nonRegisteredUsers.length === 1
    ? messages.people.emailAlreadyInRelationship
    : messages.people.someAlreadyExist;
}
