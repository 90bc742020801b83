import type { Db } from '../../db/database';
import type { FeedbackAttachmentTable, FeedbackTable } from '../../db/schema';

/** Queries on feedback and its attachments. */
export function feedbackRepo(db: Db) {
  return {
    /** `within`: more writes that commit with it (a keyed request's answer). */
    async insert(row: FeedbackTable, attachments: FeedbackAttachmentTable[], within?: (trx: Db) => Promise<unknown>) {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('feedback').values(row).execute();
        if (attachments.length) await trx.insertInto('feedback_attachment').values(attachments).execute();
        await within?.(trx);
      });
    },
    /** Newest first, with the author's name and e-mail. */
    page(skip: number, limit: number) {
      return db
        .selectFrom('feedback')
        .innerJoin('user', 'user.id', 'feedback.userId')
        .select([
          'feedback.id',
          'feedback.userId',
          'feedback.rating',
          'feedback.feedback',
          'feedback.improvements',
          'feedback.createdAt',
          'user.firstName',
          'user.lastName',
          'user.email',
        ])
        .orderBy('feedback.createdAt', 'desc')
        .orderBy('feedback.id', 'desc')
        .offset(skip)
        .limit(limit)
        .execute();
    },
    async count() {
      const row = await db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    attachmentsOf(feedbackIds: string[]) {
      if (!feedbackIds.length) return Promise.resolve([]);
      return db
        .selectFrom('feedback_attachment')
        .selectAll()
        .where('feedbackId', 'in', feedbackIds)
        .orderBy('position')
        .execute();
    },
    async isAttached(filepath: string) {
      const row = await db
        .selectFrom('feedback_attachment')
        .select('feedbackId')
        .where('filepath', '=', filepath)
        .executeTakeFirst();
      return !!row;
    },
  };
}
