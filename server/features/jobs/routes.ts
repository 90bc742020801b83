import { type Context, Hono } from 'hono';
import {
  zApplicantsQuery,
  zApplyBody,
  zAppliedJobsQuery,
  zCreateJobBody,
  zJobTabsUnreadQuery,
  zJobTabViewedBody,
  zPostedJobsQuery,
  zSubmitBody,
  zUpdateApplicantBody,
  zUpdateJobBody,
} from '@shared/api/jobs';
import { zId } from '@shared/api/envelope';
import { actingUser, sessionUser } from '../../http/acting-user';
import type { AppEnv } from '../../http/app-env';
import { list, ok } from '../../http/envelope';
import { parseWith, readJson, readQuery } from '../../http/validate';
import { jobService } from './service';
import { jobTabNews } from './tab-news';

/** Jobs and applicants (spec 1 §7, spec 3 §7, spec README decision 6); shapes in shared/api/jobs.ts. */
export function jobRoutes() {
  const app = new Hono<AppEnv>();
  const service = (c: Context<AppEnv>) => jobService(c.get('services'));
  const param = (c: Context<AppEnv>, name: string) => parseWith(zId, c.req.param(name));

  app.post('/jobs', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zCreateJobBody);
    return ok(c, await service(c).create(actingUser(c, body.createdBy), body));
  });

  const updateJob = async (c: Context<AppEnv>) => {
    sessionUser(c);
    const body = await readJson(c, zUpdateJobBody);
    return ok(c, await service(c).update(actingUser(c, body.modifiedBy), body));
  };
  // The spec spells it `PATCH /jobs/`; both spellings edit.
  app.patch('/jobs/', updateJob);
  app.patch('/jobs', updateJob);

  app.patch('/jobs/applicants', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zUpdateApplicantBody, { otherPerson: ['userId'] });
    return ok(c, await service(c).updateApplicant(actingUser(c, body.modifiedBy), body));
  });

  app.get('/jobs/posted/:userId', async (c) => {
    sessionUser(c);
    const actor = actingUser(c, param(c, 'userId'));
    const page = await service(c).posted(actor, readQuery(c, zPostedJobsQuery));
    return list(c, page.results, page.count);
  });

  app.get('/jobs/applied/:userId', async (c) => {
    sessionUser(c);
    const actor = actingUser(c, param(c, 'userId'));
    const page = await service(c).applied(actor, readQuery(c, zAppliedJobsQuery));
    return list(c, page.results, page.count);
  });

  // The Applied and Posted tabs' unread markers (before /jobs/:jobId, which would take 'user').
  app.get('/jobs/user/unread', async (c) => {
    sessionUser(c);
    const actor = actingUser(c, readQuery(c, zJobTabsUnreadQuery).userId);
    return ok(c, await jobTabNews(c.get('services').db).unread(actor.id));
  });

  app.patch('/jobs/user/viewed', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zJobTabViewedBody);
    const actor = actingUser(c, body.userId);
    return ok(c, await jobTabNews(c.get('services').db).markViewed(actor.id, body.phase));
  });

  app.get('/jobs/:jobId/applicants', async (c) => {
    const actor = sessionUser(c);
    return ok(c, await service(c).applicants(actor, param(c, 'jobId'), readQuery(c, zApplicantsQuery)));
  });

  app.get('/jobs/:jobId/applicants/:userId', async (c) => {
    const actor = sessionUser(c);
    return ok(c, await service(c).applicantFor(actor, param(c, 'jobId'), param(c, 'userId')));
  });

  app.post('/jobs/:jobId/apply', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zApplyBody);
    return ok(c, await service(c).apply(actingUser(c, body.userId), param(c, 'jobId')));
  });

  app.post('/jobs/:jobId/submit', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zSubmitBody);
    return ok(c, await service(c).submit(actingUser(c, body.userId), param(c, 'jobId')));
  });

  app.get('/jobs/:jobId', async (c) => {
    const actor = sessionUser(c);
    return ok(c, await service(c).get(actor, param(c, 'jobId')));
  });

  /** Signed out: the public job link's read (Published and Closed; drafts 404). */
  app.get('/public/jobs/:jobId', async (c) => ok(c, await service(c).publicView(param(c, 'jobId'))));

  return app;
}
