import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { ApplicantStatus, ApplicantsQuery, JobStatus, Rating } from '@shared/api/jobs';
import { isEligibleApplicant, RATING } from '@shared/jobs';
import type { DialectName } from '../../db/dialect';
import type { Database, JobApplicantTable, JobPostingTable } from '../../db/schema';
import { applicantSearchUserIds } from './applicant-search';
import type { ApplicantRow } from './mapping';

type Paging = { skip: number; limit: number };

/** Queries on jobs and applicants; no rules here. */
export function jobRepo(db: Kysely<Database>, dialect: DialectName) {
  const applicantsCount = (jobId: Expression<string>) =>
    db.selectFrom('job_applicant as c').select(sql<number>`count(*)`.as('n')).where('c.jobId', '=', jobId);

  /** The owner's applicant rows with the person, the workspace's last activity and the resume post. */
  const applicantRows = () =>
    db
      .selectFrom('job_applicant as a')
      .innerJoin('user as u', 'u.id', 'a.userId')
      .innerJoin('groups as g', 'g.id', 'a.groupId')
      .selectAll('a')
      .select(['u.firstName', 'u.lastName', 'u.avatar', 'u.headline', 'g.lastActivityAt'])
      .select((eb) =>
        eb
          .selectFrom('post as p')
          .select('p.id')
          .whereRef('p.groupId', '=', 'a.groupId')
          .whereRef('p.createdBy', '=', 'a.userId')
          .where('p.deletedAt', 'is', null)
          .where((w) =>
            w.exists(w.selectFrom('post_attachment as pa').select('pa.postId').whereRef('pa.postId', '=', 'p.id')),
          )
          .orderBy('p.createdAt')
          .limit(1)
          .as('resume'),
      );

  return {
    byId(jobId: string) {
      return db.selectFrom('job_posting').selectAll().where('id', '=', jobId).executeTakeFirst();
    },

    async insertJob(row: JobPostingTable): Promise<void> {
      await db.insertInto('job_posting').values(row).execute();
    },

    async updateJob(jobId: string, patch: Partial<JobPostingTable>): Promise<void> {
      await db.updateTable('job_posting').set(patch).where('id', '=', jobId).execute();
    },

    async countApplicants(jobId: string): Promise<number> {
      const row = await db
        .selectFrom('job_applicant')
        .select(sql<number>`count(*)`.as('n'))
        .where('jobId', '=', jobId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The creator's jobs with these statuses (all when none), newest first, with applicant counts. */
    async posted(ownerId: string, statuses: JobStatus[], paging: Paging) {
      let query = db.selectFrom('job_posting as j').where('j.createdBy', '=', ownerId);
      if (statuses.length) query = query.where('j.status', 'in', statuses);
      const [rows, total] = await Promise.all([
        query
          .selectAll('j')
          .select((eb) => applicantsCount(eb.ref('j.id')).as('applicantsCount'))
          .orderBy('j.createdAt', 'desc')
          .orderBy('j.id', 'desc')
          .offset(paging.skip)
          .limit(paging.limit)
          .execute(),
        query.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.n) };
    },

    /** The jobs a person applied to, by their application's status, newest application first. */
    async applied(userId: string, statuses: ApplicantStatus[], paging: Paging) {
      let query = db
        .selectFrom('job_applicant as a')
        .innerJoin('job_posting as j', 'j.id', 'a.jobId')
        .where('a.userId', '=', userId);
      if (statuses.length) query = query.where('a.status', 'in', statuses);
      const [rows, total] = await Promise.all([
        query
          .selectAll('j')
          .select(['a.status as applicantStatus', 'a.groupId as applicantGroupId'])
          .orderBy('a.createdAt', 'desc')
          .orderBy('a.jobId', 'desc')
          .offset(paging.skip)
          .limit(paging.limit)
          .execute(),
        query.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.n) };
    },

    application(jobId: string, userId: string) {
      return db
        .selectFrom('job_applicant')
        .selectAll()
        .where('jobId', '=', jobId)
        .where('userId', '=', userId)
        .executeTakeFirst();
    },

    applicationInGroup(groupId: string) {
      return db.selectFrom('job_applicant').selectAll().where('groupId', '=', groupId).executeTakeFirst();
    },

    async insertApplicant(row: JobApplicantTable): Promise<void> {
      await db.insertInto('job_applicant').values(row).execute();
    },

    async updateApplicant(jobId: string, userId: string, patch: Partial<JobApplicantTable>): Promise<void> {
      await db
        .updateTable('job_applicant')
        .set(patch)
        .where('jobId', '=', jobId)
        .where('userId', '=', userId)
        .execute();
    },

    /** STARTED → IN_PROGRESS for the applicant of this workspace; undefined when nothing moved. */
    async markInProgress(groupId: string, userId: string, now: string) {
      return db
        .updateTable('job_applicant')
        .set({ status: 'IN_PROGRESS', updatedAt: now })
        .where('groupId', '=', groupId)
        .where('userId', '=', userId)
        .where('status', '=', 'STARTED')
        .returningAll()
        .executeTakeFirst();
    },

    async applicant(jobId: string, userId: string): Promise<ApplicantRow | undefined> {
      return (await applicantRows().where('a.jobId', '=', jobId).where('a.userId', '=', userId).executeTakeFirst()) as
        | ApplicantRow
        | undefined;
    },

    /**
     * A page of a job's applicants: in the asked list, matching any listed status or any listed
     * rating (a union, as the ineligible 'All' chip reads), and the term's name words or exact e-mail;
     * newest first.
     */
    async applicantsPage(jobId: string, q: ApplicantsQuery) {
      const filter = (query: typeof base) => {
        let out = query;
        // The two lists of shared/jobs.ts isEligibleApplicant, in SQL.
        if (q.list === 'eligible')
          out = out.where((eb) =>
            eb.or([
              eb('a.rating', 'in', [RATING.maybe, RATING.goodFit]),
              eb.and([eb('a.rating', '=', RATING.unrated), eb('a.status', '=', 'SUBMITTED')]),
            ]),
          );
        if (q.list === 'ineligible')
          out = out.where((eb) =>
            eb.or([
              eb('a.rating', '=', RATING.notAFit),
              eb.and([eb('a.rating', '=', RATING.unrated), eb('a.status', '!=', 'SUBMITTED')]),
            ]),
          );
        if (q.status.length || q.rating.length)
          out = out.where((eb) => {
            const any: Expression<SqlBool>[] = [];
            if (q.status.length) any.push(eb('a.status', 'in', q.status));
            if (q.rating.length) any.push(eb('a.rating', 'in', q.rating as Rating[]));
            return eb.or(any);
          });
        const named = applicantSearchUserIds(dialect, q.term);
        if (named) out = out.where('a.userId', 'in', sql<string>`(${named})`);
        return out;
      };
      const base = db.selectFrom('job_applicant as a').where('a.jobId', '=', jobId);
      const term = q.term.trim() !== '';
      // With a term, the page carries the match count (a window over the one scan the
      // search needs anyway); a page past the end counts separately.
      const [ids, groups] = await Promise.all([
        filter(base)
          .select('a.userId')
          .$if(term, (query) => query.select(sql<number>`count(*) over ()`.as('matches')))
          .orderBy('a.createdAt', 'desc')
          .orderBy('a.userId', 'desc')
          .offset(q.skip)
          .limit(q.limit)
          .execute(),
        // One pass over the covering (jobId, status, rating) index: at most 12 groups, from
        // which the accordion counts and, without a term, the filtered count are summed.
        base
          .select(['a.status', 'a.rating', sql<number>`count(*)`.as('n')])
          .groupBy(['a.status', 'a.rating'])
          .execute(),
      ]);
      const first = ids[0] as { matches?: number } | undefined;
      const termCount = !term
        ? undefined
        : first
          ? { n: Number(first.matches) }
          : await filter(base).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
      const sum = (match: (g: { status: string; rating: number }) => boolean) =>
        groups.reduce((total, g) => total + (match(g) ? Number(g.n) : 0), 0);
      const inList = (g: { status: string; rating: number }) =>
        !q.list || (q.list === 'eligible') === isEligibleApplicant(g);
      const chipped = (g: { status: string; rating: number }) =>
        (!q.status.length && !q.rating.length) ||
        (q.status as string[]).includes(g.status) ||
        (q.rating as number[]).includes(Number(g.rating));
      const listed = (g: { status: string; rating: number }) => inList(g) && chipped(g);
      const eligible = sum(isEligibleApplicant);
      const all = sum(() => true);
      const counts = { total: all, eligible, ineligible: all - eligible };
      const total = { n: termCount ? Number(termCount.n) : sum(listed) };
      const userIds = ids.map((r) => r.userId);
      const rows = userIds.length
        ? ((await applicantRows()
            .where('a.jobId', '=', jobId)
            .where('a.userId', 'in', userIds)
            .execute()) as ApplicantRow[])
        : [];
      const byId = new Map(rows.map((r) => [r.userId, r]));
      return {
        rows: userIds.flatMap((id) => byId.get(id) ?? []),
        count: Number(total.n),
        counts,
      };
    },
  };
}
