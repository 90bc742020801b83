import type { StageEvent } from '../../realtime';
import type { Db } from '../../db/database';
import type { DialectName } from '../../db/dialect';
import { applicantEvents, applicationEvent } from './events';
import { applicantView, ownApplication } from './mapping';
import { jobRepo } from './repo';

/**
 * An applicant's first post in their workspace moves the application STARTED → IN_PROGRESS
 * (spec 2 stepper, step 1). Our postWritten reaction (module.ts) runs it inside the transaction that writes
 * the post, so the events commit with it; only for an applicant whose application the post's
 * audience read found STARTED (posts/audience.ts), so other groups and authors cost nothing.
 */
export async function applicantPostedEvents(
  trx: Db,
  dialect: DialectName,
  groupId: string,
  authorId: string,
  now: string,
): Promise<StageEvent[]> {
  const repo = jobRepo(trx, dialect);
  const moved = await repo.markInProgress(groupId, authorId, now);
  if (!moved) return [];
  const job = await repo.byId(moved.jobId);
  const row = await repo.applicant(moved.jobId, authorId);
  return [
    applicationEvent(ownApplication(moved)),
    ...(job && row ? [applicantEvents('applicantUpdated', job.createdBy, applicantView(row))] : []),
  ];
}
