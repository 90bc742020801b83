import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_SUBMIT_GRACE_HOURS } from '@shared/jobs';
import { messages } from '@shared/messages';
import { anonymous, signUp } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { applyTo, jobBody, postJob } from './testing';

let server: TestServer;
const person = (firstName = 'Pat') => signUp(server.url, { firstName });
const m = messages.jobs;

beforeAll(async () => {
  server = await startTestServer({ env: { SIGNIN_MAX_PER_IP: '1000' } });
});
afterAll(stopTestServers);

describe('POST /api/jobs and PATCH /api/jobs/', () => {
  it('creates a job with its markdown description, normalised codes, and reads it back', async () => {
    const ada = await person('Ada');
    const res = await ada.post('/api/jobs', jobBody(ada));
    expect(res.status).toBe(200);
    const job = res.body.data;
    expect(job).toMatchObject({
      title: 'Senior Account Executive',
      description: 'We sell **trust**.\n\n- Travel *sometimes*\n- Remote friendly',
      status: 'Published',
      createdBy: ada.user?.id,
      location: { city: 'Austin', state: 'TX', country: 'US' },
      salary: { min: 90000, max: 120000, currency: 'USD', rate: 'Yearly' },
      jobType: 'Full-time',
      workType: 'Hybrid',
      applicantsCount: 0,
      applicant: null,
    });
    const read = await ada.get(`/api/jobs/${job.jobId}`);
    expect(read.body.data).toEqual(job);
  });

  it('refuses bad values with clear 400s, HTML descriptions included, and spoofed creators', async () => {
    const ada = await person();
    const bad = async (extra: Record<string, unknown>) =>
      (await ada.post('/api/jobs', jobBody(ada, extra as never))).body;
    expect(await bad({ title: '  ' })).toEqual({
      isSuccess: false,
      message: m.titleRequired,
      issues: expect.any(Array),
    });
    expect((await bad({ description: 'Hi <script>alert(1)</script>' })).message).toBe(m.descriptionHtml);
    expect((await bad({ description: 'x'.repeat(20_001) })).message).toBe(m.descriptionTooLong);
    expect((await bad({ status: 'Closed' })).message).toBe(m.createStatusInvalid);
    expect((await bad({ location: { country: 'USA' } })).message).toBe(m.countryInvalid);
    expect((await bad({ salary: { min: 10, max: 5 } })).message).toBe(m.salaryRange);
    const bob = await person();
    expect((await bob.post('/api/jobs', jobBody(ada))).status).toBe(403);
    expect((await anonymous(server.url).post('/api/jobs', jobBody(ada))).status).toBe(401);
  });

  it('lets only the creator edit, close and reopen; a published job never goes back to draft', async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    const jobId = await postJob(ada);
    const close = await ada.patch('/api/jobs/', { modifiedBy: ada.user?.id, jobId, status: 'Closed' });
    expect(close.status).toBe(200);
    expect(close.body.data.status).toBe('Closed');
    const reopen = await ada.patch('/api/jobs/', { modifiedBy: ada.user?.id, jobId, status: 'Published', title: 'AE' });
    expect(reopen.body.data).toMatchObject({ status: 'Published', title: 'AE' });
    const draft = await ada.patch('/api/jobs/', { modifiedBy: ada.user?.id, jobId, status: 'Draft' });
    expect(draft.status).toBe(409);
    expect(draft.body.message).toBe(m.noDraftAgain);
    const bad = await ada.patch('/api/jobs/', { modifiedBy: ada.user?.id, jobId, status: 'Archived' });
    expect(bad.body.message).toBe(m.statusInvalid);
    const stranger = await bob.patch('/api/jobs/', { modifiedBy: bob.user?.id, jobId, status: 'Closed' });
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(m.ownerOnly);
    expect((await bob.patch('/api/jobs/', { modifiedBy: ada.user?.id, jobId, status: 'Closed' })).status).toBe(403);
    expect((await anonymous(server.url).patch('/api/jobs/', { jobId, status: 'Closed' })).status).toBe(401);
    expect((await ada.get(`/api/jobs/${jobId}`)).body.data.status).toBe('Published');
  });

  it('hides drafts from everyone but their creator', async () => {
    const [ada, bob] = await Promise.all([person(), person()]);
    const jobId = await postJob(ada, { status: 'Draft' });
    expect((await ada.get(`/api/jobs/${jobId}`)).body.data.status).toBe('Draft');
    expect((await bob.get(`/api/jobs/${jobId}`)).status).toBe(404);
    expect((await anonymous(server.url).get(`/api/public/jobs/${jobId}`)).status).toBe(404);
    expect((await anonymous(server.url).get(`/api/jobs/${jobId}`)).status).toBe(401);
  });
});

describe('posted and applied lists', () => {
  it('pages the posted jobs by status, newest first, with applicant counts; only for oneself', async () => {
    const [ada, bob, cleo] = await Promise.all([person(), person(), person()]);
    const first = await postJob(ada, { title: 'First' });
    const draft = await postJob(ada, { title: 'Draft', status: 'Draft' });
    const closed = await postJob(ada, { title: 'Closed' });
    await ada.patch('/api/jobs/', { modifiedBy: ada.user?.id, jobId: closed, status: 'Closed' });
    await applyTo(bob, first);
    await applyTo(cleo, first);
    const all = await ada.get(`/api/jobs/posted/${ada.user?.id}?skip=0&limit=20`);
    expect(all.body.data.count).toBe(3);
    expect(all.body.data.results.map((j: { jobId: string }) => j.jobId)).toEqual([closed, draft, first]);
    expect(all.body.data.results[2].applicantsCount).toBe(2);
    const some = await ada.get(`/api/jobs/posted/${ada.user?.id}?status[]=Published&status[]=Draft&limit=1`);
    expect(some.body.data).toMatchObject({ count: 2, results: [{ jobId: draft }] });
    const next = await ada.get(`/api/jobs/posted/${ada.user?.id}?status[]=Published&status[]=Draft&skip=1&limit=10`);
    expect(next.body.data.results.map((j: { jobId: string }) => j.jobId)).toEqual([first]);
    expect((await ada.get(`/api/jobs/posted/${ada.user?.id}?status[]=Open`)).body.message).toBe(m.statusInvalid);
    expect((await bob.get(`/api/jobs/posted/${ada.user?.id}`)).status).toBe(403);
    expect((await anonymous(server.url).get(`/api/jobs/posted/${ada.user?.id}`)).status).toBe(401);
  });

  it('lists the applied jobs with the application status, filtered by either spelling', async () => {
    const [ada, bob] = await Promise.all([person(), person()]);
    const one = await postJob(ada, { title: 'One' });
    const two = await postJob(ada, { title: 'Two' });
    const groupOne = await applyTo(bob, one);
    await applyTo(bob, two);
    await bob.post(`/api/jobs/${one}/submit`, { userId: bob.user?.id });
    const all = await bob.get(`/api/jobs/applied/${bob.user?.id}`);
    expect(all.body.data.count).toBe(2);
    expect(all.body.data.results[1]).toMatchObject({
      jobId: one,
      title: 'One',
      status: 'Published',
      applicantsCount: 0,
      applicant: { status: 'SUBMITTED', groupId: groupOne },
    });
    const submitted = await bob.get(`/api/jobs/applied/${bob.user?.id}?status[]=Submitted`);
    expect(submitted.body.data.results.map((j: { jobId: string }) => j.jobId)).toEqual([one]);
    const started = await bob.get(`/api/jobs/applied/${bob.user?.id}?status[]=STARTED&status[]=In%20Progress`);
    expect(started.body.data.results.map((j: { jobId: string }) => j.jobId)).toEqual([two]);
    expect((await bob.get(`/api/jobs/applied/${bob.user?.id}?status[]=Hired`)).body.message).toBe(
      m.applicantStatusInvalid,
    );
    expect((await ada.get(`/api/jobs/applied/${bob.user?.id}`)).status).toBe(403);
  });
});

describe('POST /api/jobs/{jobId}/apply', () => {
  it('creates the applicant and a two-person workspace; a second apply answers the same group', async () => {
    const [ada, bob] = await Promise.all([person('Ada'), person('Bob')]);
    const jobId = await postJob(ada);
    const res = await bob.post(`/api/jobs/${jobId}/apply`, {});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ jobId, status: 'STARTED', groupId: expect.any(String) });
    const { groupId } = res.body.data;
    expect((await bob.post(`/api/jobs/${jobId}/apply`, {})).body.data.groupId).toBe(groupId);
    const members = (await bob.get(`/api/group/members?groupId=${groupId}&limit=-1`)).body.data;
    expect(members.count).toBe(2);
    expect(new Set(members.results.map((r: { userId: string }) => r.userId))).toEqual(
      new Set([ada.user?.id, bob.user?.id]),
    );
    // The workspace works with the existing timeline: both post there.
    const post = await bob.post('/api/post', {
      createdBy: bob.user?.id,
      content: 'My resume',
      type: 'post',
      groupsToShareWith: [groupId],
    });
    expect(post.status).toBe(200);
    expect((await ada.get(`/api/group/posts?groupId=${groupId}`)).status).toBe(200);
    const job = (await bob.get(`/api/jobs/${jobId}`)).body.data;
    expect(job.applicant).toEqual({ status: 'IN_PROGRESS', groupId });
    expect(job.applicantsCount).toBe(0);
  });

  it('refuses closed and draft jobs, one’s own job, and spoofed applicants', async () => {
    const [ada, bob] = await Promise.all([person(), person()]);
    const closed = await postJob(ada);
    await ada.patch('/api/jobs/', { modifiedBy: ada.user?.id, jobId: closed, status: 'Closed' });
    const draft = await postJob(ada, { status: 'Draft' });
    const refusedClosed = await bob.post(`/api/jobs/${closed}/apply`, {});
    expect(refusedClosed.status).toBe(409);
    expect(refusedClosed.body.message).toBe(m.notOpen);
    expect((await bob.post(`/api/jobs/${draft}/apply`, {})).status).toBe(404);
    const open = await postJob(ada);
    expect((await ada.post(`/api/jobs/${open}/apply`, {})).body.message).toBe(m.ownJob);
    expect((await bob.post(`/api/jobs/${open}/apply`, { userId: ada.user?.id })).status).toBe(403);
    expect((await anonymous(server.url).post(`/api/jobs/${open}/apply`, {})).status).toBe(401);
    expect((await bob.post('/api/jobs/no-such-job/apply', {})).status).toBe(404);
  });
});

describe('applicants: the owner manages, the applicant sees only their own', () => {
  it('moves STARTED → IN_PROGRESS on the first post → SUBMITTED on submit; only the applicant submits', async () => {
    const [ada, bob, cleo] = await Promise.all([person(), person(), person()]);
    const jobId = await postJob(ada);
    const groupId = await applyTo(bob, jobId);
    const own = async () => (await bob.get(`/api/jobs/${jobId}/applicants/${bob.user?.id}`)).body.data;
    expect(await own()).toMatchObject({ jobId, userId: bob.user?.id, groupId, status: 'STARTED', submittedAt: null });
    await ada.post('/api/post', {
      createdBy: ada.user?.id,
      content: 'Welcome',
      type: 'post',
      groupsToShareWith: [groupId],
    });
    expect((await own()).status).toBe('STARTED');
    await bob.post('/api/post', {
      createdBy: bob.user?.id,
      content: 'Hello',
      type: 'chat',
      groupsToShareWith: [groupId],
    });
    expect((await own()).status).toBe('IN_PROGRESS');
    expect((await cleo.post(`/api/jobs/${jobId}/submit`, {})).status).toBe(404);
    const submit = await bob.post(`/api/jobs/${jobId}/submit`, { userId: bob.user?.id });
    expect(submit.body.data).toMatchObject({ status: 'SUBMITTED', submittedAt: expect.any(String) });
    const mine = await own();
    expect(mine).not.toHaveProperty('rating');
    expect(mine).not.toHaveProperty('notes');
    expect(mine).not.toHaveProperty('aiEnabled');
    expect((await bob.get(`/api/jobs/${jobId}/applicants/${cleo.user?.id}`)).status).toBe(403);
    expect((await cleo.get(`/api/jobs/${jobId}/applicants/${bob.user?.id}`)).status).toBe(403);
  });

  it(`lets an application started before closing be submitted for ${JOB_SUBMIT_GRACE_HOURS} hours after, then refuses it`, async () => {
    const [ada, bob, cleo] = await Promise.all([person(), person(), person()]);
    const jobId = await postJob(ada);
    await applyTo(bob, jobId);
    await applyTo(cleo, jobId);
    const closed = await ada.patch('/api/jobs/', { modifiedBy: ada.user?.id, jobId, status: 'Closed' });
    expect(closed.body.data).toMatchObject({ status: 'Closed', closedAt: expect.any(String) });
    expect((await bob.get(`/api/jobs/${jobId}`)).body.data.closedAt).toBe(closed.body.data.closedAt);
    const inGrace = await bob.post(`/api/jobs/${jobId}/submit`, {});
    expect(inGrace.body.data).toMatchObject({ status: 'SUBMITTED' });

    // The job closed longer ago than the grace period.
    const longAgo = new Date(Date.now() - (JOB_SUBMIT_GRACE_HOURS + 1) * 3_600_000).toISOString();
    await server.services.db.updateTable('job_posting').set({ closedAt: longAgo }).where('id', '=', jobId).execute();
    const late = await cleo.post(`/api/jobs/${jobId}/submit`, {});
    expect(late).toMatchObject({ status: 409, body: { message: m.closedForSubmission } });
    expect((await cleo.get(`/api/jobs/${jobId}/applicants/${cleo.user?.id}`)).body.data.status).toBe('STARTED');
    // Submitting again what was submitted in time still answers it.
    expect((await bob.post(`/api/jobs/${jobId}/submit`, {})).body.data.status).toBe('SUBMITTED');

    const reopened = await ada.patch('/api/jobs/', { modifiedBy: ada.user?.id, jobId, status: 'Published' });
    expect(reopened.body.data.closedAt).toBeNull();
    expect((await cleo.post(`/api/jobs/${jobId}/submit`, {})).body.data.status).toBe('SUBMITTED');
  });

  it('rates, notes and flags for the owner only, with the spec’s texts', async () => {
    const [ada, bob, cleo] = await Promise.all([person(), person(), person()]);
    const jobId = await postJob(ada);
    await applyTo(bob, jobId);
    const patch = (who: typeof ada, body: Record<string, unknown>) =>
      who.patch('/api/jobs/applicants', { jobId, userId: bob.user?.id, modifiedBy: who.user?.id, ...body });
    const rated = await patch(ada, { rating: 4 });
    expect(rated.status).toBe(200);
    expect(rated.body.data).toMatchObject({ userId: bob.user?.id, rating: 4, notes: null, aiEnabled: 'false' });
    expect((await patch(ada, { notes: 'Strong closer' })).body.data.notes).toBe('Strong closer');
    expect((await patch(ada, { aiEnabled: 'true' })).body.data.aiEnabled).toBe('true');
    expect((await patch(ada, { aiEnabled: false })).body.data.aiEnabled).toBe('false');
    expect((await patch(ada, { aiEnabled: 'true' })).body.data.aiEnabled).toBe('true');
    expect((await patch(ada, { rating: 5 })).body.message).toBe(m.ratingInvalid);
    expect((await patch(ada, { rating: 2, notes: 'x' })).body.message).toBe(m.oneChange);
    const missing = await ada.patch('/api/jobs/applicants', { jobId, modifiedBy: ada.user?.id, rating: 2 });
    expect(missing).toMatchObject({ status: 400, body: { message: m.notAllowedToUpdate } });
    expect((await patch(bob, { rating: 4 })).status).toBe(403);
    expect((await patch(cleo, { rating: 4 })).status).toBe(403);
    expect(
      (await ada.patch('/api/jobs/applicants', { jobId, userId: cleo.user?.id, modifiedBy: ada.user?.id, rating: 2 }))
        .status,
    ).toBe(404);
    const seen = (await ada.get(`/api/jobs/${jobId}/applicants/${bob.user?.id}`)).body.data;
    expect(seen).toMatchObject({
      rating: 4,
      notes: 'Strong closer',
      aiEnabled: 'true',
      aiSummary: null,
      status: 'STARTED',
    });
    expect((await bob.get(`/api/jobs/${jobId}/applicants?limit=20`)).status).toBe(403);
    expect((await cleo.get(`/api/jobs/${jobId}/applicants`)).status).toBe(403);
    expect((await anonymous(server.url).get(`/api/jobs/${jobId}/applicants`)).status).toBe(401);
  });

  it('filters by the spec’s chips (eligible All = Unrated, Good Fit, Maybe; ineligible All = STARTED or IN_PROGRESS, or Not a Fit), within two lists that split the applicants', async () => {
    const ada = await person('Ada');
    const jobId = await postJob(ada);
    const people = await Promise.all(['Una', 'Gus', 'May', 'Nat', 'Ian', 'Sam'].map((n) => person(n)));
    const [una, gus, may, nat, ian, sam] = people;
    for (const p of people) await applyTo(p, jobId);
    const rate = (p: typeof ada, rating: number) =>
      ada.patch('/api/jobs/applicants', { jobId, userId: p.user?.id, modifiedBy: ada.user?.id, rating });
    const submit = (p: typeof ada) => p.post(`/api/jobs/${jobId}/submit`, {});
    // Una: submitted, unrated. Gus: submitted, Good Fit. May: submitted, Maybe. Nat: submitted, Not a Fit.
    // Ian: in progress, unrated. Sam: started, Good Fit.
    for (const p of [una, gus, may, nat]) await submit(p as typeof ada);
    await rate(gus as typeof ada, 4);
    await rate(may as typeof ada, 3);
    await rate(nat as typeof ada, 2);
    await rate(sam as typeof ada, 4);
    const ianGroup = (await ian?.get(`/api/jobs/${jobId}/applicants/${ian?.user?.id}`))?.body.data.groupId;
    await ian?.post('/api/post', {
      createdBy: ian?.user?.id,
      content: 'Hi',
      type: 'chat',
      groupsToShareWith: [ianGroup],
    });
    const names = async (query: string) => {
      const res = await ada.get(`/api/jobs/${jobId}/applicants?${query}`);
      expect(res.status).toBe(200);
      return {
        names: res.body.data.results.map((a: { firstName: string }) => a.firstName).sort(),
        body: res.body.data,
      };
    };
    expect((await names('rating[]=1&rating[]=4&rating[]=3')).names).toEqual(['Gus', 'Ian', 'May', 'Sam', 'Una']);
    expect((await names('rating[]=1')).names).toEqual(['Ian', 'Una']);
    expect((await names('rating[]=4')).names).toEqual(['Gus', 'Sam']);
    expect((await names('rating[]=3')).names).toEqual(['May']);
    const ineligible = await names('status[]=STARTED&status[]=IN_PROGRESS&rating[]=2');
    expect(ineligible.names).toEqual(['Ian', 'Nat', 'Sam']);
    // The two lists split the six: rated Maybe or Good Fit, or unrated and submitted; or the rest.
    expect(ineligible.body.counts).toEqual({ total: 6, eligible: 4, ineligible: 2 });
    const eligibleAll = await names('list=eligible&rating[]=1&rating[]=4&rating[]=3');
    expect(eligibleAll.names).toEqual(['Gus', 'May', 'Sam', 'Una']);
    expect(eligibleAll.body.count).toBe(4);
    expect((await names('list=eligible&rating[]=1')).names).toEqual(['Una']);
    expect((await names('list=eligible&rating[]=4')).names).toEqual(['Gus', 'Sam']);
    const ineligibleAll = await names('list=ineligible&status[]=STARTED&status[]=IN_PROGRESS&rating[]=2');
    expect(ineligibleAll.names).toEqual(['Ian', 'Nat']);
    expect(ineligibleAll.body.count).toBe(2);
    expect((await names('list=ineligible&status[]=STARTED')).names).toEqual([]);
    expect((await names('list=ineligible&rating[]=2')).names).toEqual(['Nat']);
    expect((await names('list=ineligible&term=ia')).names).toEqual(['Ian']);
    expect((await names('list=eligible&term=ia')).names).toEqual([]);
    expect((await ada.get(`/api/jobs/${jobId}/applicants?list=everyone`)).status).toBe(400);
    const bad = await ada.get(`/api/jobs/${jobId}/applicants?rating[]=7`);
    expect(bad).toMatchObject({ status: 400, body: { message: m.ratingInvalid } });
    const badStatus = await ada.get(`/api/jobs/${jobId}/applicants?status[]=HIRED`);
    expect(badStatus.body.message).toBe(m.applicantStatusInvalid);
  });
});

describe('applicant search', () => {
  it('finds applicants by name words (prefixes, any order) or their exact e-mail, never by a headline or an e-mail fragment', async () => {
    const ada = await person('Ada');
    const jobId = await postJob(ada);
    const suffix = Math.random().toString(36).slice(2, 8);
    const [grace, gregor, maria] = await Promise.all([
      signUp(server.url, { firstName: 'Grace', lastName: `Hopper${suffix}` }),
      signUp(server.url, { firstName: 'Gregor', lastName: 'Mendel' }),
      signUp(server.url, { firstName: 'María', lastName: 'Gómez' }),
    ]);
    await gregor.patch('/api/user', { userId: gregor.user?.id, headline: 'Hopper fan' });
    const outsider = await signUp(server.url, { firstName: 'Grace', lastName: `Hopper${suffix}x` });
    for (const p of [grace, gregor, maria]) await applyTo(p, jobId);
    const names = async (term: string) => {
      const res = await ada.get(`/api/jobs/${jobId}/applicants?term=${encodeURIComponent(term)}`);
      expect(res.status).toBe(200);
      return { names: res.body.data.results.map((a: { name: string }) => a.name).sort(), count: res.body.data.count };
    };
    expect(await names('gr')).toEqual({ names: [`Grace Hopper${suffix}`, 'Gregor Mendel'], count: 2 });
    expect((await names(`hopper${suffix.slice(0, 2)} grac`)).names).toEqual([`Grace Hopper${suffix}`]);
    // The headline is not a name; the outsider with the same name did not apply.
    expect((await names(`hopper${suffix}`)).names).toEqual([`Grace Hopper${suffix}`]);
    expect((await names('mend')).names).toEqual(['Gregor Mendel']);
    expect((await names('GÓM')).names).toEqual(['María Gómez']);
    // Accents fold both ways, on SQLite and PostgreSQL alike.
    expect((await names('gom mari')).names).toEqual(['María Gómez']);
    expect((await names('Grâce')).names).toEqual([`Grace Hopper${suffix}`]);
    const email = grace.user?.email ?? '';
    expect((await names(email)).names).toEqual([`Grace Hopper${suffix}`]);
    expect((await names(email.slice(0, 8))).count).toBe(0);
    expect((await names('race')).count).toBe(0);
    expect((await names('%')).count).toBe(0);
    expect((await names(`"${outsider.user?.id}" OR *`)).count).toBe(0);
    const all = await ada.get(`/api/jobs/${jobId}/applicants?term=${encodeURIComponent('  ')}`);
    expect(all.body.data.count).toBe(3);
  });
});

describe('GET /api/public/jobs/{jobId}', () => {
  it('shows published and closed jobs signed out, never applicants, notes or ratings', async () => {
    const [ada, bob] = await Promise.all([person(), person()]);
    const jobId = await postJob(ada);
    await applyTo(bob, jobId);
    await ada.patch('/api/jobs/applicants', { jobId, userId: bob.user?.id, modifiedBy: ada.user?.id, notes: 'secret' });
    const res = await anonymous(server.url).get(`/api/public/jobs/${jobId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ jobId, title: 'Senior Account Executive', status: 'Published' });
    expect(JSON.stringify(res.body)).not.toMatch(/secret|applicant|rating/);
    await ada.patch('/api/jobs/', { modifiedBy: ada.user?.id, jobId, status: 'Closed' });
    expect((await anonymous(server.url).get(`/api/public/jobs/${jobId}`)).body.data.status).toBe('Closed');
    expect((await anonymous(server.url).get('/api/public/jobs/nope')).status).toBe(404);
  });
});
