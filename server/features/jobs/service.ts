import { randomUUID } from 'node:crypto';
import { groupEvents } from '@shared/api/groups';
import type {
  Applicant,
  ApplicantPage,
  ApplicantsQuery,
  Applied,
  AppliedJobsQuery,
  CreateJobBody,
  Job,
  JobListItem,
  OwnApplication,
  PostedJobsQuery,
  PublicJob,
  UpdateApplicantBody,
  UpdateJobBody,
} from '@shared/api/jobs';
import { canStillSubmit } from '@shared/jobs';
import { GROUP_NAME_MAX } from '@shared/rules';
import { messages } from '@shared/messages';
import { channel } from '@shared/realtime';
import { isUniqueViolation } from '../../db/dialect';
import type { JobApplicantTable, JobPostingTable } from '../../db/schema';
import { Conflict, NotAllowed, NotFound } from '../../errors';
import type { SessionUser } from '../../http/app-env';
import { RealtimeEffects } from '../../realtime/effects';
import type { Services } from '../../services';
import { notify } from '../notify-events';
import { groupRepo } from '../groups/repo';
import { insertGraphPost, POST_CREATED_EVENT } from '../pairings/graph-posts';
import { newPostViews, postCreatedLive } from '../posts/targets';
import { applicantEvents, applicationEvent, jobChangedEvents } from './events';
import { applicantView, jobView, ownApplication, publicJob } from './mapping';
import { jobRepo } from './repo';
import { answerWith } from '../../http/idempotent-answer';

import { APPLICANT_SUMMARY_JOB, type ApplicantSummaryJob } from '@shared/api/knowledge';
const m = messages.jobs;

/** Jobs and applicants: rules and authorization (issue 11). */
export function jobService(services: Services) {
  const { db, realtime, dialect } = services;
  const repo = jobRepo(db, dialect);

  /** A job the actor may read: drafts only by their creator (anyone else: 404). */
  async function readable(actor: SessionUser | null, jobId: string): Promise<JobPostingTable> {
    const row = await repo.byId(jobId);
    if (!row || (row.status === 'Draft' && row.createdBy !== actor?.id)) throw new NotFound(m.notFound);
    return row;
  }

  async function owned(actor: SessionUser, jobId: string): Promise<JobPostingTable> {
    const row = await readable(actor, jobId);
    if (row.createdBy !== actor.id) throw new NotAllowed(m.ownerOnly);
    return row;
  }

  async function view(actor: SessionUser, row: JobPostingTable): Promise<Job> {
    const own = row.createdBy === actor.id ? null : await repo.application(row.id, actor.id);
    return jobView(row, {
      applicantsCount: row.createdBy === actor.id ? await repo.countApplicants(row.id) : 0,
      applicant: own ? { status: own.status, groupId: own.groupId } : null,
    });
  }

  async function ownerApplicant(jobId: string, userId: string): Promise<Applicant> {
    const row = await repo.applicant(jobId, userId);
    if (!row) throw new NotFound(m.applicantNotFound);
    return applicantView(row);
  }

  function columns(body: Partial<Omit<UpdateJobBody, 'jobId' | 'modifiedBy' | 'status'>>): Partial<JobPostingTable> {
    const out: Partial<JobPostingTable> = {};
    if (body.title !== undefined) out.title = body.title;
    if (body.description !== undefined) out.description = body.description;
    if (body.companyId !== undefined) out.companyId = body.companyId;
    if (body.companyName !== undefined) out.companyName = body.companyName;
    if (body.companyLogo !== undefined) out.companyLogo = body.companyLogo;
    if (body.companyDescription !== undefined) out.companyDescription = body.companyDescription;
    if (body.location) Object.assign(out, body.location);
    if (body.salary)
      Object.assign(out, {
        salaryMin: body.salary.min,
        salaryMax: body.salary.max,
        salaryCurrency: body.salary.currency,
        salaryRate: body.salary.rate,
      });
    if (body.jobType !== undefined) out.jobType = body.jobType;
    if (body.workType !== undefined) out.workType = body.workType;
    return out;
  }

  /** A company named by id must be the actor's own (it fills name, logo and description left empty). */
  async function withCompany(actor: SessionUser, patch: Partial<JobPostingTable>): Promise<Partial<JobPostingTable>> {
    if (!patch.companyId) return patch;
    const company = await db
      .selectFrom('company')
      .selectAll()
      .where('id', '=', patch.companyId)
      .where('userId', '=', actor.id)
      .executeTakeFirst();
    if (!company) throw new NotFound(messages.profile.companyNotFound);
    return {
      ...patch,
      companyName: patch.companyName ?? company.name,
      companyLogo: patch.companyLogo ?? company.logo,
      companyDescription: patch.companyDescription ?? company.description,
    };
  }

  async function create(actor: SessionUser, body: CreateJobBody): Promise<Job> {
    const now = new Date().toISOString();
    const fields = await withCompany(actor, columns(body));
    const row: JobPostingTable = {
      id: randomUUID(),
      title: body.title,
      description: body.description,
      createdBy: actor.id,
      companyId: null,
      companyName: null,
      companyLogo: null,
      companyDescription: null,
      status: body.status,
      city: null,
      state: null,
      country: null,
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: null,
      salaryRate: null,
      jobType: null,
      workType: null,
      closedAt: null,
      ...fields,
      createdAt: now,
      updatedAt: now,
    };
    const job = jobView(row, { applicantsCount: 0, applicant: null });
    const staged = await db.transaction().execute(async (trx) => {
      await jobRepo(trx, dialect).insertJob(row);
      await answerWith(trx, job);
      return realtime.stage(trx, jobChangedEvents('created', row, job));
    });
    await staged.announce();
    return job;
  }

  /** Edit, close (Closed), reopen (Published), publish a draft. A published job never goes back to Draft. */
  async function update(actor: SessionUser, body: UpdateJobBody): Promise<Job> {
    const current = await owned(actor, body.jobId);
    if (body.status === 'Draft' && current.status !== 'Draft') throw new Conflict(m.noDraftAgain);
    const patch = await withCompany(actor, columns(body));
    const now = new Date().toISOString();
    if (body.status) patch.status = body.status;
    if (body.status && body.status !== current.status) patch.closedAt = body.status === 'Closed' ? now : null;
    const row: JobPostingTable = { ...current, ...patch, updatedAt: now };
    const job = await view(actor, row);
    const staged = await db.transaction().execute(async (trx) => {
      await jobRepo(trx, dialect).updateJob(row.id, { ...patch, updatedAt: now });
      return realtime.stage(trx, jobChangedEvents('updated', row, job));
    });
    await staged.announce();
    return job;
  }

  async function get(actor: SessionUser, jobId: string): Promise<Job> {
    return view(actor, await readable(actor, jobId));
  }

  /** GET /api/public/jobs/{jobId}: signed out too; Published and Closed only. */
  async function publicView(jobId: string): Promise<PublicJob> {
    return publicJob(await readable(null, jobId));
  }

  async function posted(actor: SessionUser, q: PostedJobsQuery) {
    const page = await repo.posted(actor.id, q.status, q);
    const results: JobListItem[] = page.rows.map((row) =>
      jobView(row, { applicantsCount: Number(row.applicantsCount), applicant: null }),
    );
    return { results, count: page.count };
  }

  async function applied(actor: SessionUser, q: AppliedJobsQuery) {
    const page = await repo.applied(actor.id, q.status, q);
    const results: JobListItem[] = page.rows.map(({ applicantStatus, applicantGroupId, ...row }) =>
      jobView(row, { applicantsCount: 0, applicant: { status: applicantStatus, groupId: applicantGroupId } }),
    );
    return { results, count: page.count };
  }

  /**
   * Apply: the applicant (STARTED) and its workspace, a group of the owner (admin) and the
   * applicant. One person applies once: a second apply answers the same group, even once closed.
   */
  async function apply(actor: SessionUser, jobId: string): Promise<Applied> {
    const job = await readable(actor, jobId);
    const existing = await repo.application(jobId, actor.id);
    if (existing) return { jobId, groupId: existing.groupId, status: existing.status };
    if (job.createdBy === actor.id) throw new Conflict(m.ownJob);
    if (job.status !== 'Published') throw new Conflict(m.notOpen);

    const now = new Date().toISOString();
    const groupId = randomUUID();
    const name = `${job.title} · ${actor.name || actor.firstName}`.slice(0, GROUP_NAME_MAX);
    const row: JobApplicantTable = {
      jobId,
      userId: actor.id,
      groupId,
      status: 'STARTED',
      rating: 1,
      aiEnabled: 0,
      notes: null,
      aiSummary: null,
      score: null,
      createdAt: now,
      updatedAt: now,
      submittedAt: null,
    };
    let postId: string;
    try {
      postId = await db.transaction().execute(async (trx) => {
        const groups = groupRepo(trx);
        await groups.insertGroup({ id: groupId, name, createdBy: job.createdBy, now });
        await groups.insertMembers([
          { groupId, userId: job.createdBy, role: 'admin', joinedAt: now },
          { groupId, userId: actor.id, role: 'member', joinedAt: now },
        ]);
        await jobRepo(trx, dialect).insertApplicant(row);
        await notify(services, { kind: 'jobApplied', actorId: actor.id, jobId, groupId }, trx);
        return insertGraphPost(trx, { type: 'groupCreated', createdBy: job.createdBy, groupId, now });
      });
    } catch (error) {
      // Two applies at once: the one that lost answers the winner's group.
      const winner = isUniqueViolation(error) ? await repo.application(jobId, actor.id) : undefined;
      if (!winner) throw error;
      return { jobId, groupId: winner.groupId, status: winner.status };
    }

    const effects = new RealtimeEffects();
    for (const userId of [job.createdBy, actor.id]) {
      effects.grant(userId, channel.group(groupId));
      effects.publish(channel.user(userId), groupEvents.created, { groupId, name, createdBy: job.createdBy });
    }
    const post = { postId, groupId };
    const views = await newPostViews(services, [postId]);
    effects.publish(channel.group(groupId), POST_CREATED_EVENT, post, postCreatedLive(post, views.get(postId)));
    for (const e of [
      applicantEvents('applicantCreated', job.createdBy, await ownerApplicant(jobId, actor.id)),
      applicationEvent(ownApplication(row)),
    ])
      effects.publish(e.channel, e.event, e.data, { live: e.live });
    await effects.apply(realtime);
    return { jobId, groupId, status: 'STARTED' };
  }

  /** The applicant submits their application (SUBMITTED, from any status). */
  async function submit(actor: SessionUser, jobId: string): Promise<OwnApplication> {
    const job = await readable(actor, jobId);
    const current = await repo.application(jobId, actor.id);
    if (!current) throw new NotFound(m.notApplied);
    if (current.status === 'SUBMITTED') return ownApplication(current);
    if (!canStillSubmit(job)) throw new Conflict(m.closedForSubmission);
    const now = new Date().toISOString();
    const row: JobApplicantTable = { ...current, status: 'SUBMITTED', submittedAt: now, updatedAt: now };
    const staged = await db.transaction().execute(async (trx) => {
      const tx = jobRepo(trx, dialect);
      await tx.updateApplicant(jobId, actor.id, { status: 'SUBMITTED', submittedAt: now, updatedAt: now });
      const applicant = await tx.applicant(jobId, actor.id);
      return realtime.stage(trx, [
        applicationEvent(ownApplication(row)),
        ...(applicant ? [applicantEvents('applicantUpdated', job.createdBy, applicantView(applicant))] : []),
      ]);
    });
    await staged.announce();
    await services.queue.enqueue<ApplicantSummaryJob>(APPLICANT_SUMMARY_JOB, { jobId, userId: actor.id });
    return ownApplication(row);
  }

  /** GET /api/jobs/{jobId}/applicants/{userId}: the owner sees the applicant; the applicant their own state. */
  async function applicantFor(actor: SessionUser, jobId: string, userId: string): Promise<Applicant | OwnApplication> {
    const job = await readable(actor, jobId);
    if (job.createdBy === actor.id) return ownerApplicant(jobId, userId);
    if (userId !== actor.id) throw new NotAllowed(m.ownerOnly);
    const own = await repo.application(jobId, actor.id);
    if (!own) throw new NotFound(m.notApplied);
    return ownApplication(own);
  }

  async function applicants(actor: SessionUser, jobId: string, q: ApplicantsQuery): Promise<ApplicantPage> {
    await owned(actor, jobId);
    const page = await repo.applicantsPage(jobId, q);
    return { results: page.rows.map(applicantView), count: page.count, counts: page.counts };
  }

  /** Rating, internal note or Meg AI flag: the owner only; the applicant is told nothing. */
  async function updateApplicant(actor: SessionUser, body: UpdateApplicantBody): Promise<Applicant> {
    const jobId = body.jobId as string;
    const userId = body.userId as string;
    const job = await owned(actor, jobId);
    if (!(await repo.application(jobId, userId))) throw new NotFound(m.applicantNotFound);
    const now = new Date().toISOString();
    const patch: Partial<JobApplicantTable> = { updatedAt: now };
    if (body.rating !== undefined) patch.rating = body.rating;
    if (body.notes !== undefined) patch.notes = body.notes || null;
    if (body.aiEnabled !== undefined) patch.aiEnabled = body.aiEnabled ? 1 : 0;
    const { staged, applicant } = await db.transaction().execute(async (trx) => {
      const tx = jobRepo(trx, dialect);
      await tx.updateApplicant(jobId, userId, patch);
      const row = await tx.applicant(jobId, userId);
      if (!row) throw new NotFound(m.applicantNotFound);
      const applicant = applicantView(row);
      return {
        applicant,
        staged: await realtime.stage(trx, [applicantEvents('applicantUpdated', job.createdBy, applicant)]),
      };
    });
    await staged.announce();
    return applicant;
  }

  /** The assistant's summary of an applicant (written by the knowledge feature's job); the owner sees it live. */
  async function setAiSummary(jobId: string, userId: string, aiSummary: string | null): Promise<void> {
    const job = await repo.byId(jobId);
    if (!job) return;
    const staged = await db.transaction().execute(async (trx) => {
      const tx = jobRepo(trx, dialect);
      await tx.updateApplicant(jobId, userId, { aiSummary, updatedAt: new Date().toISOString() });
      const row = await tx.applicant(jobId, userId);
      return realtime.stage(trx, row ? [applicantEvents('applicantUpdated', job.createdBy, applicantView(row))] : []);
    });
    await staged.announce();
  }

  return {
    create,
    update,
    get,
    publicView,
    posted,
    applied,
    apply,
    submit,
    applicantFor,
    applicants,
    updateApplicant,
    setAiSummary,
    /** The `job:{jobId}` channel's read check: whoever may read the job. */
    canRead: async (userId: string, jobId: string) => {
      const row = await repo.byId(jobId);
      return !!row && (row.status !== 'Draft' || row.createdBy === userId);
    },
  };
}
