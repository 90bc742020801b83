import type { JobTabPhase, JobTabsUnread, JobTabViewed } from '@shared/api/jobs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Before any view: everything there is counts as new. */
const NEVER = '1970-01-01T00:00:00.000Z';

/**
 * The Applied and Posted tabs' unread markers (spec 1 §2 Sidebar; issue 34): what the other
 * side of an application did since the user last viewed the tab. Posted (the job's owner): an
 * applicant applied, submitted, or wrote in their workspace (their first post there moves the
 * application to IN_PROGRESS). Applied (the applicant): the job changed (closed, reopened,
 * edited) after they applied, or its owner wrote in the workspace. Two indexed reads at most.
 */
export function jobTabNews(db: Kysely<Database>) {
  async function viewedAt(userId: string): Promise<Record<JobTabPhase, string>> {
    const rows = await db
      .selectFrom('job_tab_view')
      .select(['phase', 'viewedAt'])
      .where('userId', '=', userId)
      .execute();
    const at = { APPLIED: NEVER, POSTED: NEVER };
    for (const row of rows) at[row.phase] = new Date(row.viewedAt).toISOString();
    return at;
  }

  function postedNews(userId: string, since: string) {
    return db
      .selectFrom('job_applicant as a')
      .innerJoin('job_posting as j', 'j.id', 'a.jobId')
      .select('a.jobId')
      .where('j.createdBy', '=', userId)
      .where((eb) =>
        eb.or([
          eb('a.createdAt', '>', since),
          eb('a.submittedAt', '>', since),
          eb.exists(
            eb
              .selectFrom('post as p')
              .select('p.id')
              .whereRef('p.groupId', '=', 'a.groupId')
              .whereRef('p.createdBy', '=', 'a.userId')
              .where('p.deletedAt', 'is', null)
              .where('p.createdAt', '>', since),
          ),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
  }

  function appliedNews(userId: string, since: string) {
    return db
      .selectFrom('job_applicant as a')
      .innerJoin('job_posting as j', 'j.id', 'a.jobId')
      .select('a.jobId')
      .where('a.userId', '=', userId)
      .where((eb) =>
        eb.or([
          eb.and([eb('j.updatedAt', '>', since), eb('j.updatedAt', '>', eb.ref('a.createdAt'))]),
          eb.exists(
            eb
              .selectFrom('post as p')
              .select('p.id')
              .whereRef('p.groupId', '=', 'a.groupId')
              .whereRef('p.createdBy', '=', 'j.createdBy')
              .where('p.deletedAt', 'is', null)
              .where('p.createdAt', '>', since)
              // The workspace's own "created" post is written with the application.
              .whereRef('p.createdAt', '>', 'a.createdAt'),
          ),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
  }

  return {
    async unread(userId: string): Promise<JobTabsUnread> {
      const at = await viewedAt(userId);
      const [applied, posted] = await Promise.all([appliedNews(userId, at.APPLIED), postedNews(userId, at.POSTED)]);
      return { applied: Boolean(applied), posted: Boolean(posted) };
    },

    async markViewed(userId: string, phase: JobTabPhase): Promise<JobTabViewed> {
      const viewedAt = new Date().toISOString();
      await db
        .insertInto('job_tab_view')
        .values({ userId, phase, viewedAt })
        .onConflict((oc) => oc.columns(['userId', 'phase']).doUpdateSet({ viewedAt }))
        .execute();
      return { phase, viewedAt };
    },
  };
}
