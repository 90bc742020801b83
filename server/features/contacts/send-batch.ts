import type { ContactImportRowTable, ContactImportTable } from '../../db/schema';
import type { Services } from '../../services';
import { membersAddedEffects } from '../groups/effects';
import { inviteToGroup, invitedEffects, splitByConsent } from '../groups/consent';
import { groupRepo } from '../groups/repo';
import { issueInvitations, mailInvitations } from '../pairings/invitations/issue';
import { RealtimeEffects } from '../pairings/effects';
import { insertGraphPost } from '../pairings/graph-posts';
import { notifyLink } from '../notify-events';
import { linkEffects, linkUsers, retryOnPairRace } from '../pairings/link';
import { planBatch } from './batch-plan';
import { publishProgress } from './progress';
import { contactImportRepo } from './repo';
import { newPostViews } from '../posts/targets';

export const CONTACT_IMPORT_JOB = 'contacts.import.batch';
export type ContactImportJob = { importId: string };

/** The source recorded on pairings requested through a contact import. */
const CSV_SOURCE = 'csv';

/**
 * One batch of an import: up to CSV_INVITES_PER_BATCH pending rows are settled in one
 * transaction (each row only while still pending, so a rerun never sends a row twice),
 * the e-mails and events follow, progress is published, and the job enqueues itself
 * again after CSV_BATCH_INTERVAL_SECONDS while rows remain.
 */
export async function sendNextBatch(services: Services, importId: string): Promise<void> {
  const { db, config, queue, realtime } = services;
  const repo = contactImportRepo(db);
  // Let waiting requests run first: on SQLite the queries below never leave the event loop.
  await new Promise((resolve) => setImmediate(resolve));
  const record = await repo.byId(importId);
  if (!record || record.status === 'done') return;
  const rows = await repo.pendingRows(importId, config.contactImport.invitesPerBatch);
  if (rows.length) await sendRows(services, record, rows);

  const more = await repo.hasPendingRows(importId);
  if (!more) await repo.markDone(importId, new Date().toISOString());
  const updated = await repo.byId(importId);
  if (updated) await publishProgress(realtime, updated);
  if (more)
    await queue.enqueue<ContactImportJob>(
      CONTACT_IMPORT_JOB,
      { importId },
      { delayMs: config.contactImport.batchIntervalMs },
    );
}

async function sendRows(services: Services, record: ContactImportTable, rows: ContactImportRowTable[]): Promise<void> {
  const { db, config, realtime } = services;
  const sender = await db
    .selectFrom('user')
    .select(['id', 'firstName', 'lastName'])
    .where('id', '=', record.userId)
    .executeTakeFirstOrThrow();
  const group = record.groupId ? await groupRepo(db).byId(record.groupId) : undefined;
  const admin = group && (await groupRepo(db).membership(group.id, sender.id))?.role === 'admin';
  const groupId = group && admin ? group.id : null;
  const now = new Date().toISOString();
  const plan = await planBatch(db, { senderId: sender.id, groupId, rows, now });
  // Membership by consent: the importer's relationships join the group, everyone else is invited.
  const consent = await splitByConsent(
    db,
    sender.id,
    plan.join.map((j) => j.memberId),
  );

  const done = await retryOnPairRace(() =>
    db.transaction().execute(async (trx) => {
      const outcomes = [];
      for (const { memberId } of plan.connect)
        outcomes.push(
          await linkUsers(trx, { actorId: sender.id, otherId: memberId, source: CSV_SOURCE, mode: 'request', now }),
        );
      for (const outcome of outcomes) await notifyLink(services, outcome, trx);
      let joined = null;
      const invited = groupId
        ? await inviteToGroup(trx, { groupId, invitedBy: sender.id, userIds: consent.invite, now })
        : [];
      if (groupId && consent.direct.length) {
        const userIds = consent.direct;
        await groupRepo(trx).insertMembers(
          userIds.map((userId) => ({ groupId, userId, role: 'member', joinedAt: now })),
        );
        await groupRepo(trx).touch(groupId, now);
        const postId = await insertGraphPost(trx, { type: 'groupMembersAdded', createdBy: sender.id, groupId, now });
        joined = { groupId, addedBy: sender.id, userIds, postId };
      }
      const issued = await issueInvitations(trx, {
        senderUserId: sender.id,
        message: record.message ?? '',
        groupId,
        importId: record.id,
        invitees: plan.invite.map(({ row, email }) => ({
          email,
          firstName: row.firstName ?? undefined,
          lastName: row.lastName ?? undefined,
          companyName: row.company ?? undefined,
          jobTitle: row.title ?? undefined,
        })),
        now,
        ttlMs: config.invitations.ttlMs,
      });

      const rowsRepo = contactImportRepo(trx);
      const outcomesByRow = [
        ...[...plan.connect, ...plan.join].map(({ row }) => ({ row, outcome: sentRow(null) })),
        ...plan.invite.map(({ row }, i) => ({ row, outcome: sentRow(issued[i]?.id ?? null) })),
        ...plan.fail.map(({ row, reason }) => ({
          row,
          outcome: { status: 'failed' as const, reason, invitationId: null },
        })),
      ];
      for (const { row, outcome } of outcomesByRow) {
        if (!(await rowsRepo.settleRow(record.id, row.rowNumber, outcome)))
          throw new Error(`contact import ${record.id}: row ${row.rowNumber} was settled by another run`);
      }
      const sent = outcomesByRow.length - plan.fail.length;
      await rowsRepo.addCounts(record.id, sent, plan.fail.length, now);
      await mailInvitations(services, trx, sender, issued, {
        message: record.message ?? '',
        groupName: groupId ? (group?.name ?? null) : null,
      });
      return { outcomes, joined, invited };
    }),
  );

  const effects = new RealtimeEffects();
  const views = await newPostViews(services, [...done.outcomes.map((o) => o.postId), done.joined?.postId]);
  for (const outcome of done.outcomes) effects.merge(linkEffects(outcome, views));
  if (done.joined) effects.merge(membersAddedEffects(done.joined, views));
  if (groupId) effects.merge(invitedEffects(groupId, done.invited));
  await effects.apply(realtime);
}

const sentRow = (invitationId: string | null) => ({ status: 'sent' as const, reason: null, invitationId });
