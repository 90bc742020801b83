import { randomUUID } from 'node:crypto';
import type { JobApplicantTable, JobPostingTable } from '../db/schema';
import type { Services } from '../services';

type People = { avery: string; jordan: string; priya: string; mateo: string };
type At = (minutesAgo: number) => string;

/**
 * Demo jobs (issue 11): Avery's posted jobs (one published with three applicants at each
 * stage, a draft, a closed one) and Jordan's opening Avery applied to, so both tabs of the
 * jobs screens have something in them. Each applicant has their workspace group.
 */
export async function seedDemoJobs(services: Services, people: People, at: At): Promise<void> {
  const { db } = services;
  const { avery, jordan, priya, mateo } = people;
  const job = (createdBy: string, minutesAgo: number, fields: Partial<JobPostingTable>): JobPostingTable => ({
    id: randomUUID(),
    title: '',
    description: '',
    createdBy,
    companyId: null,
    companyName: null,
    companyLogo: null,
    companyDescription: null,
    status: 'Published',
    city: null,
    state: null,
    country: 'US',
    salaryMin: null,
    salaryMax: null,
    salaryCurrency: 'USD',
    salaryRate: 'Yearly',
    jobType: 'Full-time',
    workType: 'Hybrid',
    createdAt: at(minutesAgo),
    updatedAt: at(minutesAgo),
    closedAt: fields.status === 'Closed' ? at(minutesAgo) : null,
    ...fields,
  });
  const partnerships = job(avery, 400, {
    title: 'Partnerships Manager',
    description:
      'Own our **channel partnerships** from first call to signed deal.\n\n- Build a pipeline of *strategic* partners\n- Run quarterly business reviews\n- Work closely with product and sales',
    companyName: 'Northwind',
    companyDescription: 'Northwind builds logistics software for mid-size retailers.',
    city: 'Austin',
    state: 'TX',
    salaryMin: 95000,
    salaryMax: 125000,
  });
  const draft = job(avery, 120, {
    title: 'Channel Sales Lead',
    description: 'Draft: lead our reseller program.',
    companyName: 'Northwind',
    status: 'Draft',
  });
  const closed = job(avery, 2000, {
    title: 'Office Manager',
    description: 'Keep the Austin office running smoothly.',
    companyName: 'Northwind',
    city: 'Austin',
    state: 'TX',
    status: 'Closed',
    jobType: 'Part-time',
    workType: 'On-site',
  });
  const executive = job(jordan, 300, {
    title: 'Senior Account Executive',
    description: 'Close *enterprise* deals with a friendly, senior team.\n\n- Quota carrying\n- Remote friendly',
    companyName: 'Contoso',
    city: 'Seattle',
    state: 'WA',
    salaryMin: 110000,
    salaryMax: 150000,
    workType: 'Remote',
  });
  await db.insertInto('job_posting').values([partnerships, draft, closed, executive]).execute();

  const applications: {
    job: JobPostingTable;
    userId: string;
    name: string;
    minutesAgo: number;
    status: JobApplicantTable['status'];
    rating?: number;
    notes?: string;
    message?: string;
  }[] = [
    {
      job: partnerships,
      userId: mateo,
      name: 'Mateo Garcia',
      minutesAgo: 350,
      status: 'SUBMITTED',
      rating: 4,
      notes: 'Strong channel background; schedule a call with the CEO.',
      message: 'Hi Avery, my resume and two partner case studies are attached to my profile. Happy to talk any time.',
    },
    {
      job: partnerships,
      userId: priya,
      name: 'Priya Raman',
      minutesAgo: 200,
      status: 'IN_PROGRESS',
      message: 'Thanks for the chat! Sending my resume later today.',
    },
    { job: partnerships, userId: jordan, name: 'Jordan Lee', minutesAgo: 90, status: 'STARTED' },
    {
      job: executive,
      userId: avery,
      name: 'Avery Stone',
      minutesAgo: 80,
      status: 'IN_PROGRESS',
      message: 'Hi Jordan, here is a short summary of my enterprise deals this year.',
    },
  ];
  for (const a of applications) {
    const groupId = randomUUID();
    const owner = a.job.createdBy;
    await db
      .insertInto('groups')
      .values({
        id: groupId,
        name: `${a.job.title} · ${a.name}`,
        createdBy: owner,
        createdAt: at(a.minutesAgo),
        lastActivityAt: at(a.message ? a.minutesAgo - 5 : a.minutesAgo),
      })
      .execute();
    await db
      .insertInto('group_member')
      .values([
        { groupId, userId: owner, role: 'admin', joinedAt: at(a.minutesAgo) },
        { groupId, userId: a.userId, role: 'member', joinedAt: at(a.minutesAgo) },
      ])
      .execute();
    const post = (createdBy: string, type: string, content: string | null, minutesAgo: number) => ({
      id: randomUUID(),
      type,
      content,
      createdBy,
      visibility: 'COLLABORATION_GROUP',
      groupId,
      pairingId: null,
      referencePostId: null,
      status: 'published',
      isEdited: 0,
      deletedBy: null,
      deletedAt: null,
      createdAt: at(minutesAgo),
      updatedAt: at(minutesAgo),
      lastActivityAt: at(minutesAgo),
    });
    await db
      .insertInto('post')
      .values([
        post(owner, 'groupCreated', null, a.minutesAgo),
        ...(a.message ? [post(a.userId, 'chat', a.message, a.minutesAgo - 5)] : []),
      ])
      .execute();
    await db
      .insertInto('job_applicant')
      .values({
        jobId: a.job.id,
        userId: a.userId,
        groupId,
        status: a.status,
        rating: a.rating ?? 1,
        aiEnabled: 0,
        notes: a.notes ?? null,
        aiSummary: null,
        score: null,
        createdAt: at(a.minutesAgo),
        updatedAt: at(a.minutesAgo - 5),
        submittedAt: a.status === 'SUBMITTED' ? at(a.minutesAgo - 10) : null,
      })
      .execute();
  }
}
