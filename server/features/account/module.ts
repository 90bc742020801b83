import { ACCOUNT_DELETION_CANCELLED_JOB } from '../../auth/auth';
import { type FeatureModule, job } from '../feature-module';
import { ERASE_JOB, sendCancelled } from './deletion-service';
import { runErase } from './erase-job';
import { expireExport, runExport } from './export-job';
import { EXPORT_EXPIRE_JOB, EXPORT_JOB } from './export-service';
import { accountRoutes } from './routes';

/**
 * Issue 39: "Download my data" (a zip built by a queue job) and "Delete my account" (14 days
 * of grace, then one job erases the account). Last in the list: it reads every feature's tables.
 */
export const accountModule: FeatureModule = {
  name: 'account',
  routes: [{ path: '/account', routes: accountRoutes }],
  jobs: [
    job<{ exportId: string }>(EXPORT_JOB, runExport, { maxAttempts: 3 }),
    job<{ exportId: string }>(EXPORT_EXPIRE_JOB, expireExport),
    job<{ userId: string; requestedAt: string }>(ERASE_JOB, runErase, { maxAttempts: 10 }),
    job<{ userId: string }>(ACCOUNT_DELETION_CANCELLED_JOB, (services, { userId }) => sendCancelled(services, userId)),
  ],
};
