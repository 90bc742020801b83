import { messages } from '@shared/messages';
import type { Db } from '../../db/database';
import type { ContactImportRowTable } from '../../db/schema';
import { groupRepo } from '../groups/repo';
import { invitationRepo } from '../invitations/repo';
import { pairingRepo } from '../pairings/repo';
import { normalisedEmail } from './parse-csv';

type Row = ContactImportRowTable;

/** What one batch does with each of its rows, decided from a handful of queries. */
export type BatchPlan = {
  /** Members to ask to connect (no group). */
  connect: { row: Row; memberId: string }[];
  /** Members to put in the group: added if the importer's relationships, invited otherwise (groups/consent.ts). */
  join: { row: Row; memberId: string }[];
  /** Non-members to invite by e-mail. */
  invite: { row: Row; email: string }[];
  /** Rows that can no longer be sent, with the reason for the report. */
  fail: { row: Row; reason: string }[];
};

/**
 * Decides a batch against the state of now (the network may have changed since the
 * upload): four queries for the whole batch, none per row.
 */
export async function planBatch(
  db: Db,
  batch: { senderId: string; groupId: string | null; rows: Row[]; now: string },
): Promise<BatchPlan> {
  const { senderId, groupId, rows } = batch;
  const plan: BatchPlan = { connect: [], join: [], invite: [], fail: [] };
  const emailOf = new Map(rows.map((row) => [row, normalisedEmail(row.email) ?? '']));
  const emails = [...new Set(emailOf.values())].filter(Boolean);
  const members = emails.length
    ? await db.selectFrom('user').select(['id', 'email']).where('email', 'in', emails).execute()
    : [];
  const memberIdByEmail = new Map(members.map((m) => [m.email, m.id]));
  const memberIds = [...memberIdByEmail.values()];
  const outsiders = emails.filter((e) => !memberIdByEmail.has(e));
  const [alreadyThere, alreadyInvited] = await Promise.all([
    groupId ? groupRepo(db).memberIdsAmong(groupId, memberIds) : pairingRepo(db).partnersAmong(senderId, memberIds),
    invitationRepo(db).pendingTo(senderId, outsiders, groupId, batch.now),
  ]);
  const invitedEmails = new Set(alreadyInvited.map((i) => i.email));

  for (const row of rows) {
    const email = emailOf.get(row) ?? '';
    const memberId = memberIdByEmail.get(email);
    if (!email) plan.fail.push({ row, reason: messages.csv.reasons.invalidEmail });
    else if (memberId === senderId) plan.fail.push({ row, reason: messages.csv.reasons.ownEmail });
    else if (memberId && alreadyThere.has(memberId))
      plan.fail.push({
        row,
        reason: groupId ? messages.csv.reasons.alreadyInGroup : messages.csv.reasons.alreadyConnected,
      });
    else if (memberId) (groupId ? plan.join : plan.connect).push({ row, memberId });
    else if (invitedEmails.has(email)) plan.fail.push({ row, reason: messages.csv.reasons.alreadyInvited });
    else plan.invite.push({ row, email });
  }
  return plan;
}
