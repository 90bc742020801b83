import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, EsignContentTable, EsignFieldTable, EsignSignerTable } from '../../db/schema';
import { isLinkedSigner } from './linked';

export type ContentRow = EsignContentTable;
export type SignerRow = EsignSignerTable & { firstName: string; lastName: string; email: string };
export type FieldRow = EsignFieldTable;

/** Where the feature keeps its own files (outside every user's tree: only its rule opens them). */
export const esignFolder = (contentId: string) => `esign/${contentId}/`;
export const ESIGN_KEY = /^esign\/([^/]+)\/[^/]+$/;

/** Queries of e-sign content; no rules here (service.ts and signing.ts have them). */
export function esignRepo(db: Kysely<Database>) {
  return {
    async byId(contentId: string): Promise<ContentRow | undefined> {
      return db.selectFrom('esign_content').selectAll().where('id', '=', contentId).executeTakeFirst();
    },

    async insert(row: ContentRow): Promise<void> {
      await db.insertInto('esign_content').values(row).execute();
    },

    async update(contentId: string, changes: Partial<Omit<ContentRow, 'id'>>): Promise<void> {
      await db.updateTable('esign_content').set(changes).where('id', '=', contentId).execute();
    },

    /** Moves the content from one state to the next only if it is still in `from`; true when it did. */
    async transition(contentId: string, from: ContentRow['state'], changes: Partial<ContentRow>): Promise<boolean> {
      const result = await db
        .updateTable('esign_content')
        .set(changes)
        .where('id', '=', contentId)
        .where('state', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Inside a signing's transaction: whether the document is still out for signature and its
     * deadline has not come at `now`. The no-op update takes the row's write lock, so the expiry
     * job's transition and this signing are ordered: one of them sees the other's outcome.
     */
    async holdOpen(contentId: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('esign_content')
        .set({ state: 'sent' })
        .where('id', '=', contentId)
        .where('state', '=', 'sent')
        .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Signers in signing order, with their names and addresses: a member's from their account,
     * an outside signer's as the sender typed them (`firstName` is the whole name).
     */
    async signersOf(contentId: string): Promise<SignerRow[]> {
      const rows = await db
        .selectFrom('esign_signer')
        .leftJoin('user', 'user.id', 'esign_signer.userId')
        .selectAll('esign_signer')
        .select(['user.firstName as userFirstName', 'user.lastName as userLastName', 'user.email as userEmail'])
        .where('esign_signer.contentId', '=', contentId)
        .orderBy('esign_signer.signerNumber')
        .execute();
      return rows.map(({ userFirstName, userLastName, userEmail, ...row }) => ({
        ...row,
        firstName: row.userId ? (userFirstName ?? '') : (row.name ?? ''),
        lastName: row.userId ? (userLastName ?? '') : '',
        email: row.userId ? (userEmail ?? '') : (row.email ?? ''),
      }));
    },

    async fieldsOf(contentId: string): Promise<FieldRow[]> {
      return db
        .selectFrom('esign_field')
        .selectAll()
        .where('contentId', '=', contentId)
        .orderBy('page')
        .orderBy('y')
        .orderBy('x')
        .execute();
    },

    async replaceSetup(contentId: string, signers: EsignSignerTable[], fields: FieldRow[]): Promise<void> {
      await db.deleteFrom('esign_field').where('contentId', '=', contentId).execute();
      await db.deleteFrom('esign_signer').where('contentId', '=', contentId).execute();
      if (signers.length) await db.insertInto('esign_signer').values(signers).execute();
      if (fields.length) await db.insertInto('esign_field').values(fields).execute();
    },

    /** Marks the signer signed only if still pending (a second, simultaneous signing loses). */
    async markSigned(
      contentId: string,
      signerNumber: number,
      details: Pick<EsignSignerTable, 'signedAt' | 'ip' | 'userAgent' | 'timeZone'>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('esign_signer')
        .set({ ...details, state: 'signed' })
        .where('contentId', '=', contentId)
        .where('signerNumber', '=', signerNumber)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markDeclined(contentId: string, signerNumber: number, reason: string): Promise<boolean> {
      const result = await db
        .updateTable('esign_signer')
        .set({ state: 'declined', declineReason: reason })
        .where('contentId', '=', contentId)
        .where('signerNumber', '=', signerNumber)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async setFieldValue(contentId: string, fieldId: string, value: string): Promise<void> {
      await db
        .updateTable('esign_field')
        .set({ value })
        .where('contentId', '=', contentId)
        .where('fieldId', '=', fieldId)
        .execute();
    },

    async setSignerTimes(
      contentId: string,
      signerNumbers: number[],
      changes: Pick<Partial<EsignSignerTable>, 'notifiedAt' | 'remindedAt'>,
    ): Promise<void> {
      if (!signerNumbers.length) return;
      await db
        .updateTable('esign_signer')
        .set(changes)
        .where('contentId', '=', contentId)
        .where('signerNumber', 'in', signerNumbers)
        .execute();
    },

    async addEvent(contentId: string, kind: string, actorId: string | null, detail: string | null, at: string) {
      await db.insertInto('esign_event').values({ id: randomUUID(), contentId, kind, actorId, detail, at }).execute();
    },

    async eventsOf(contentId: string) {
      return db
        .selectFrom('esign_event')
        .leftJoin('user', 'user.id', 'esign_event.actorId')
        .select([
          'esign_event.at',
          'esign_event.kind',
          'esign_event.detail',
          'esign_event.actorId',
          'user.firstName',
          'user.lastName',
          'user.email',
        ])
        .where('esign_event.contentId', '=', contentId)
        .orderBy('esign_event.at')
        .orderBy('esign_event.id')
        .execute();
    },

    /**
     * Whether the user sent this content, or signs it and it has been sent: a signer named in a
     * saved set-up sees nothing (document, fields, files, channel) until the sender sends it.
     * A signer by e-mail whose confirmed address is the account's verified one takes part too
     * (linked.ts): their account keeps the documents they signed.
     */
    async isParticipant(contentId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('esign_content')
        .select('id')
        .where('id', '=', contentId)
        .where((eb) =>
          eb.or([
            eb('ownerId', '=', userId),
            eb.and([
              eb('sentAt', 'is not', null),
              eb.exists(
                eb
                  .selectFrom('esign_signer')
                  .select('esign_signer.userId')
                  .whereRef('esign_signer.contentId', '=', 'esign_content.id')
                  .where('esign_signer.userId', '=', userId),
              ),
            ]),
          ]),
        )
        .executeTakeFirst();
      return !!row || isLinkedSigner(db, contentId, userId);
    },

    /** Whether the user is named as a signer of this content, sent or not. */
    async isNamedSigner(contentId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('esign_signer')
        .select('userId')
        .where('contentId', '=', contentId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return !!row;
    },

    async existingUsers(userIds: string[]): Promise<Set<string>> {
      if (!userIds.length) return new Set();
      const rows = await db.selectFrom('user').select('id').where('id', 'in', userIds).execute();
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Among `userIds`, the people `senderId` reaches by consent: a relationship (a connected
     * pairing) or a fellow member of a group (members join only by accepting, groups/consent.ts).
     */
    async reachableBy(senderId: string, userIds: string[]): Promise<Set<string>> {
      if (!userIds.length) return new Set();
      const [paired, grouped] = await Promise.all([
        db
          .selectFrom('pairing')
          .select(['userId1', 'userId2'])
          .where('status', '=', 'connected')
          .where((eb) =>
            eb.or([
              eb.and([eb('userId1', '=', senderId), eb('userId2', 'in', userIds)]),
              eb.and([eb('userId2', '=', senderId), eb('userId1', 'in', userIds)]),
            ]),
          )
          .execute(),
        db
          .selectFrom('group_member as other')
          .select('other.userId')
          .where('other.userId', 'in', userIds)
          .where('other.groupId', 'in', (eb) =>
            eb.selectFrom('group_member').select('groupId').where('userId', '=', senderId),
          )
          .execute(),
      ]);
      return new Set([
        senderId,
        ...paired.map((r) => (r.userId1 === senderId ? r.userId2 : r.userId1)),
        ...grouped.map((r) => r.userId),
      ]);
    },

    async userById(userId: string) {
      return db
        .selectFrom('user')
        .select(['id', 'firstName', 'lastName', 'email'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },
  };
}
