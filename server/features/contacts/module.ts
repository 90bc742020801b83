import { job, type FeatureModule } from '../feature-module';
import { contactRoutes } from './routes';
import { CONTACT_IMPORT_JOB, type ContactImportJob, sendNextBatch } from './send-batch';

export const contactsModule: FeatureModule = {
  name: 'contacts',
  routes: [{ path: '/', routes: contactRoutes }],
  jobs: [job<ContactImportJob>(CONTACT_IMPORT_JOB, (services, { importId }) => sendNextBatch(services, importId))],
};
