import { randomUUID } from 'node:crypto';
import type { NonRegisteredInvitee } from '@shared/api/invitations';
import type { Kysely } from 'kysely';
import type { Database, InvitationTable } from '../../../db/schema';
import type { Services } from '../../../services';
import { composeInvitationMail } from './mail';
import { invitationLink, newInvitationToken } from './token';

/** An invitation just written, with the one copy of its token that will ever exist. */
export type IssuedInvitation = { id: string; email: string; token: string; expiresAt: string };

export type InvitationBatch = {
  senderUserId: string;
  message: string;
  groupId: string | null;
  importId: string | null;
  invitees: NonRegisteredInvitee[];
  now: string;
  ttlMs: number;
};

const INSERT_CHUNK = 200;

/**
 * Writes pending invitations inside the caller's transaction. Pending ones of the same
 * sender to the same addresses that have passed their expiry are closed first, so the
 * one-pending-invitation index leaves room for the new ones.
 */
export async function issueInvitations(trx: Kysely<Database>, batch: InvitationBatch): Promise<IssuedInvitation[]> {
  if (!batch.invitees.length) return [];
  const emails = batch.invitees.map((i) => i.email);
  await expireStale(trx, batch.senderUserId, emails, batch.now);
  const expiresAt = new Date(Date.parse(batch.now) + batch.ttlMs).toISOString();
  const issued: IssuedInvitation[] = [];
  const rows: InvitationTable[] = batch.invitees.map((invitee) => {
    const { token, tokenHash } = newInvitationToken();
    const id = randomUUID();
    issued.push({ id, email: invitee.email, token, expiresAt });
    return {
      id,
      senderUserId: batch.senderUserId,
      email: invitee.email,
      firstName: invitee.firstName || null,
      lastName: invitee.lastName || null,
      phone: invitee.phone || null,
      companyName: invitee.companyName || null,
      jobTitle: invitee.jobTitle || null,
      message: batch.message || null,
      groupId: batch.groupId,
      importId: batch.importId,
      tokenHash,
      status: 'pending',
      createdAt: batch.now,
      expiresAt,
      respondedAt: null,
      acceptedBy: null,
    };
  });
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await trx
      .insertInto('invitation')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
  return issued;
}

async function expireStale(trx: Kysely<Database>, senderUserId: string, emails: string[], now: string) {
  for (let i = 0; i < emails.length; i += INSERT_CHUNK) {
    await trx
      .updateTable('invitation')
      .set({ status: 'expired' })
      .where('senderUserId', '=', senderUserId)
      .where('email', 'in', emails.slice(i, i + INSERT_CHUNK))
      .where('status', '=', 'pending')
      .where('expiresAt', '<=', now)
      .execute();
  }
}

/**
 * Writes the invitations' e-mails in the caller's transaction (the one that issued them): an
 * invitation is pending only with its e-mail on the way, and none goes out for one rolled back.
 */
export async function mailInvitations(
  services: Services,
  trx: Kysely<Database>,
  sender: { firstName: string; lastName: string },
  invitations: IssuedInvitation[],
  context: { message: string; groupName: string | null },
): Promise<void> {
  const senderName = `${sender.firstName} ${sender.lastName}`.trim();
  await services.mail.sendAll(
    invitations.map((invitation) =>
      composeInvitationMail(services.config, {
        to: invitation.email,
        senderName,
        groupName: context.groupName,
        message: context.message,
        link: invitationLink(services.config.publicUrl, invitation.token),
        expiresAt: invitation.expiresAt,
      }),
    ),
    { executor: trx },
  );
}
