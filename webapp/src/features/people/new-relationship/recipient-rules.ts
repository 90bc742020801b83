import { messages } from '@shared/messages';
import { EMAIL_PATTERN } from '@shared/rules';
import { peopleCopy } from '@shared/ui-copy';

/** A recipient of the To: field: a member picked by name, or an address typed in. */
export type Recipient =
  | { kind: 'member'; userId: string; name: string; email: string | null; avatar: string | null }
  | { kind: 'email'; email: string };

export type TypedRecipientResult = { isValid: true; recipient: Recipient } | { isValid: false; error: string };

const copy = peopleCopy.recipients;
export const isEmailAddress = (value: string) => EMAIL_PATTERN.test(value.trim());

/** Ten digits, possibly written with spaces, dashes, dots or brackets (spec 1 §5). */
export const isPhoneLike = (value: string) => /^[\d\s().-]+$/.test(value) && value.replace(/\D/g, '').length === 10;

export const recipientKey = (recipient: Recipient) =>
  recipient.kind === 'member' ? `member:${recipient.userId}` : `email:${recipient.email}`;

export const recipientLabel = (recipient: Recipient) =>
  recipient.kind === 'member' ? recipient.name : recipient.email;

function hasEmail(recipients: readonly Recipient[], email: string): boolean {
  return recipients.some((item) => (item.kind === 'email' ? item.email : item.email?.toLowerCase()) === email);
}

/**
 * Checks a typed value before it becomes a chip: an address must be valid, new and not the
 * user's own; anything else must look like a 10-digit phone number (spec 1 §5).
 */
export function parseTypedRecipient(
  raw: string,
  context: { recipients: readonly Recipient[]; ownEmail: string },
): TypedRecipientResult {
  const value = raw.trim().replace(/[,;]+$/, '');
  const looksLikeEmail = value.includes('@');
  if (!looksLikeEmail) {
    return { isValid: false, error: isPhoneLike(value) ? copy.phoneNotEmail : messages.people.invalidValue(value) };
  }
  const email = value.toLowerCase();
  if (!isEmailAddress(email)) return { isValid: false, error: messages.people.invalidEmail(value) };
  if (email === context.ownEmail.toLowerCase()) return { isValid: false, error: messages.people.cannotConnectWithSelf };
  if (hasEmail(context.recipients, email)) return { isValid: false, error: messages.people.alreadyAdded(email) };
  return { isValid: true, recipient: { kind: 'email', email } };
}

/** Adds a member picked from the suggestions, unless already there. */
export function addMember(
  recipients: readonly Recipient[],
  member: Extract<Recipient, { kind: 'member' }>,
): { recipients: Recipient[]; error: string | null } {
  const email = member.email?.toLowerCase() ?? null;
  const isDuplicate =
    recipients.some((item) => item.kind === 'member' && item.userId === member.userId) ||
    (email !== null && hasEmail(recipients, email));
  if (isDuplicate)
    return { recipients: [...recipients], error: messages.people.alreadyAdded(member.email ?? member.name) };
  return { recipients: [...recipients, member], error: null };
}
