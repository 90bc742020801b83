import { z } from 'zod';
import { messages } from '../messages';
import { INVITATION_MESSAGE_MAX } from '../rules';
import { zId, zPaging } from './envelope';
export { invitationEvents } from '../events';

/**
 * Invitations: connect requests to members and e-mailed invitations to non-members
 * (POST /api/user/invite), the invitation link's page and acceptance, and the sender's
 * list of pending invitations with withdrawal.
 */
const optionalText = (max: number) => z.string().trim().max(max).optional();

/** An address as the client typed it; the message names it ('{email} is not a valid email address.'). */
export const zInviteEmail = z
  .string()
  .trim()
  .max(254)
  .refine((v) => z.email().safeParse(v).success, {
    error: (issue) => messages.people.invalidEmail(String(issue.input)),
  })
  .transform((v) => v.toLowerCase());

export const zInvitationMessage = z
  .string()
  .max(INVITATION_MESSAGE_MAX, messages.people.invitationMessageTooLong)
  .optional()
  .default('');

export const zRegisteredInvitee = z.object({
  userId: zId,
  email: z.string().trim().max(254).optional(),
  firstname: optionalText(100),
});

export const zNonRegisteredInvitee = z.object({
  email: zInviteEmail,
  firstName: optionalText(100),
  lastName: optionalText(100),
  phone: optionalText(40),
  companyName: optionalText(200),
  jobTitle: optionalText(200),
});
export type NonRegisteredInvitee = z.infer<typeof zNonRegisteredInvitee>;

/** POST /api/user/invite → `data: true` when sent. */
export const zInviteBody = z.object({
  senderUserId: zId,
  invitationMessage: zInvitationMessage,
  registeredUsers: z.array(zRegisteredInvitee).max(500).default([]),
  nonRegisteredUsers: z.array(zNonRegisteredInvitee).max(500).default([]),
});
export type InviteBody = z.infer<typeof zInviteBody>;

export const INVITATION_STATES = ['pending', 'accepted', 'withdrawn', 'expired'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** GET /api/invitations/{token} (public): what the sign-up page shows. */
export type InvitationPreview = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  sender: { userId: string; firstName: string; lastName: string; avatar: string | null };
  groupId: string | null;
  groupName: string | null;
  message: string | null;
  expired: boolean;
  state: InvitationState;
  expiresAt: string;
};

/** POST /api/invitations/{token}/accept: the invitee is connected with the sender (and in the group). */
export type InvitationAccepted = {
  senderUserId: string;
  pairingId: string;
  groupId: string | null;
};

/** GET /api/invitations/sent?skip&limit: the actor's pending invitations, newest first. */
export const zSentInvitationsQuery = zPaging;
export type SentInvitation = {
  invitationId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  groupId: string | null;
  groupName: string | null;
  createdAt: string;
  expiresAt: string;
};

/** The token of an invitation link: 32 random bytes, base64url. */
export const zInvitationToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
