import type { FileWriteGuard } from '../../platform/storage';
import { job, type FeatureModule } from '../feature-module';
import { indexKnowledgeFile, reindexOutdatedFiles } from './index-job';
import { knowledgeRoutes } from './routes';
import { KNOWLEDGE_INDEX_JOB, type KnowledgeIndexJob } from './service';
import { writeApplicantSummary } from './summary-job';
import { APPLICANT_SUMMARY_JOB, type ApplicantSummaryJob } from '@shared/api/knowledge';

const KNOWLEDGE_KEY = /^uploads\/users\/[^/]+\/knowledge\//;

/** A registered knowledge file is frozen: bytes that were read and indexed cannot be swapped. */
const registeredFilesAreFrozen: FileWriteGuard = async (key, { db }) => {
  if (!KNOWLEDGE_KEY.test(key)) return true;
  const row = await db.selectFrom('knowledge_file').select('id').where('filepath', '=', key).executeTakeFirst();
  return !row;
};

export const knowledgeModule: FeatureModule = {
  name: 'knowledge',
  routes: [{ path: '/', routes: knowledgeRoutes }],
  jobs: [
    job<KnowledgeIndexJob>(KNOWLEDGE_INDEX_JOB, (services, { fileId }, context) =>
      indexKnowledgeFile(services, fileId, context),
    ),
    job<ApplicantSummaryJob>(APPLICANT_SUMMARY_JOB, (services, payload) => writeApplicantSummary(services, payload)),
  ],
  fileAccess: { write: [registeredFilesAreFrozen] },
  start(services) {
    reindexOutdatedFiles(services).then(
      (count) => count && services.logger.info({ count }, 'knowledge files queued to be read again'),
      (err) => services.logger.warn({ err }, 'knowledge files could not be queued to be read again'),
    );
    return undefined;
  },
};
