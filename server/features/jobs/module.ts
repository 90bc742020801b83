import type { FeatureModule } from '../feature-module';
import { jobPage } from './job-page';
import { applicantPostedEvents } from './progress';
import { jobRoutes } from './routes';
import { jobService } from './service';

export const jobsModule: FeatureModule = {
  name: 'jobs',
  routes: [{ path: '/', routes: jobRoutes }],
  pages: [jobPage],
  // `job:{jobId}` is readable by whoever may read the job (drafts: their creator only).
  reactions: {
    // An applicant's first post in their job workspace moves them to IN_PROGRESS (never back,
    // so a status read before the post's transaction that is past STARTED stays past it).
    postWritten: (trx, { audience, authorId, now }, services) =>
      audience.groupId && audience.application?.status === 'STARTED'
        ? applicantPostedEvents(trx, services.dialect, audience.groupId, authorId, now)
        : Promise.resolve(),
  },
  channels: { job: (services) => (userId, jobId) => jobService(services).canRead(userId, jobId) },
};
