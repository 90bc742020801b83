import type { FeatureModule } from '../feature-module';
import { jobPage } from './job-page';
import { jobRoutes } from './routes';
import { jobService } from './service';

export const jobsModule: FeatureModule = {
  name: 'jobs',
  routes: [{ path: '/', routes: jobRoutes }],
  pages: [jobPage],
  // `job:{jobId}` is readable by whoever may read the job (drafts: their creator only).
  channels: { job: (services) => (userId, jobId) => jobService(services).canRead(userId, jobId) },
};
