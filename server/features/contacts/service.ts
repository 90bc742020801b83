import { randomUUID } from 'node:crypto';
import {
  CONTACT_REJECTED_COLUMNS,
  type ContactImportAccepted,
  type ContactImportFields,
  type ContactImportProgress,
} from '@shared/api/contacts';
import { messages } from '@shared/messages';
import { CSV_EXTENSION, CSV_MAX_BYTES } from '@shared/rules';
import type { Db } from '../../db/database';
import type { ContactImportTable } from '../../db/schema';
import { Invalid, NotAllowed, NotFound, TooLarge, UnsupportedType } from '../../errors';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import { groupRepo } from '../groups/repo';
import { classifyContacts } from './classify';
import { toSafeCsv } from './csv-write';
import { normalisedEmail, readContactsCsv } from './parse-csv';
import { progressOf } from './progress';
import { contactImportRepo } from './repo';
import { CONTACT_IMPORT_JOB, type ContactImportJob } from './send-batch';

const LOOKUP_CHUNK = 500;

/**
 * CSV contact import: the upload is checked, read, sorted and stored in one transaction
 * and answered at once; the queue then sends the invitations in batches (send-batch.ts).
 */
export function contactImportService(services: Services) {
  const { db } = services;
  const repo = contactImportRepo(db);

  async function start(actor: SessionUser, fields: ContactImportFields, file: File): Promise<ContactImportAccepted> {
    if (!file.name.toLowerCase().endsWith(CSV_EXTENSION)) throw new UnsupportedType(messages.csv.invalidType);
    if (file.size === 0) throw new Invalid(messages.csv.invalidFile);
    if (file.size > CSV_MAX_BYTES) throw new TooLarge(messages.csv.tooBig);
    const groupId = fields.groupId ?? null;
    if (groupId) await assertGroupAdmin(db, actor, groupId);

    const contacts = readContactsCsv(new Uint8Array(await file.arrayBuffer()));
    const emails = [...new Set(contacts.flatMap((c) => normalisedEmail(c.email) ?? []))];
    if (!emails.length) throw new Invalid(messages.csv.noValidRows);

    const importId = randomUUID();
    const memberIdByEmail = await memberIdsByEmail(db, emails);
    const rows = classifyContacts(importId, contacts, {
      ownEmail: actor.email.toLowerCase(),
      memberIdByEmail,
      relatedIds: await partnerIds(db, actor.id),
      groupMemberIds: groupId ? new Set(await groupRepo(db).memberIds(groupId)) : null,
    });
    const valid = rows.filter((r) => r.status === 'pending').length;
    const now = new Date().toISOString();
    const record: ContactImportTable = {
      id: importId,
      userId: actor.id,
      groupId,
      message: fields.message || null,
      fileName: file.name.replaceAll('\u0000', '').slice(0, 255),
      status: valid ? 'sending' : 'done',
      total: rows.length,
      valid,
      skipped: rows.length - valid,
      sent: 0,
      failed: 0,
      createdAt: now,
      updatedAt: now,
      completedAt: valid ? null : now,
    };
    await db.transaction().execute(async (trx) => {
      await contactImportRepo(trx).insert(record, rows);
      if (valid) await services.queue.enqueue<ContactImportJob>(CONTACT_IMPORT_JOB, { importId }, { executor: trx });
    });
    return { importId, total: record.total, valid, skipped: record.skipped };
  }

  async function ownImport(actor: SessionUser, importId: string): Promise<ContactImportTable> {
    const record = await repo.byId(importId);
    if (!record) throw new NotFound(messages.csv.importNotFound);
    if (record.userId !== actor.id) throw new NotAllowed();
    return record;
  }

  async function progress(actor: SessionUser, importId: string): Promise<ContactImportProgress> {
    return progressOf(await ownImport(actor, importId));
  }

  /** The left-out and failed rows with their reason, as a CSV safe to open in a spreadsheet. */
  async function rejectedCsv(actor: SessionUser, importId: string): Promise<string> {
    await ownImport(actor, importId);
    const rows = await repo.rejectedRows(importId);
    return toSafeCsv(
      CONTACT_REJECTED_COLUMNS,
      rows.map((r) => [r.email, r.firstName, r.lastName, r.company, r.title, r.reason]),
    );
  }

  return { start, progress, rejectedCsv };
}

async function assertGroupAdmin(db: Db, actor: SessionUser, groupId: string): Promise<void> {
  const groups = groupRepo(db);
  if (!(await groups.byId(groupId))) throw new NotFound(messages.groups.notFound);
  const membership = await groups.membership(groupId, actor.id);
  if (!membership) throw new NotAllowed();
  if (membership.role !== 'admin') throw new NotAllowed(messages.groups.adminsOnly);
}

async function memberIdsByEmail(db: Db, emails: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let i = 0; i < emails.length; i += LOOKUP_CHUNK) {
    const rows = await db
      .selectFrom('user')
      .select(['id', 'email'])
      .where('email', 'in', emails.slice(i, i + LOOKUP_CHUNK))
      .execute();
    for (const row of rows) found.set(row.email, row.id);
  }
  return found;
}

async function partnerIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('pairing')
    .select(['userId1', 'userId2'])
    .where((eb) => eb.or([eb('userId1', '=', userId), eb('userId2', '=', userId)]))
    .execute();
  return new Set(rows.map((r) => (r.userId1 === userId ? r.userId2 : r.userId1)));
}
