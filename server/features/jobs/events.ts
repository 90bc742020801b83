import type {
  Applicant,
  ApplicantEventData,
  ApplicationEventData,
  Job,
  JobEventData,
  OwnApplication,
} from '@shared/api/jobs';
import { jobEvents } from '@shared/jobs';
import { channel } from '@shared/realtime';
import type { StageEvent } from '../../realtime';
import { publicJob } from './mapping';
import type { JobPostingTable } from '../../db/schema';

/**
 * What each reader of a jobs event may see. History keeps ids; the live frame adds:
 * - `job:{jobId}` (whoever may read the job): `job.updated` with the public view;
 * - the owner's `user:` channel: `job.created`/`job.updated` with the owner's Job, and
 *   `applicant.created`/`applicant.updated` with the Applicant row (rating, notes, flag);
 * - the applicant's `user:` channel: `application.updated` with their OwnApplication only.
 */
export function jobChangedEvents(event: 'created' | 'updated', row: JobPostingTable, ownerView: Job): StageEvent[] {
  const ids: JobEventData = { jobId: row.id };
  const out: StageEvent[] = [
    { channel: channel.user(row.createdBy), event: jobEvents[event], data: ids, live: { ...ids, job: ownerView } },
  ];
  if (event === 'updated')
    out.push({
      channel: channel.job(row.id),
      event: jobEvents.updated,
      data: ids,
      live: { ...ids, job: publicJob(row) },
    });
  return out;
}

export function applicantEvents(
  event: 'applicantCreated' | 'applicantUpdated',
  ownerId: string,
  applicant: Applicant,
): StageEvent {
  const ids: ApplicantEventData = { jobId: applicant.jobId, userId: applicant.userId, groupId: applicant.groupId };
  return { channel: channel.user(ownerId), event: jobEvents[event], data: ids, live: { ...ids, applicant } };
}

export function applicationEvent(application: OwnApplication): StageEvent {
  const ids: ApplicationEventData = { jobId: application.jobId, groupId: application.groupId };
  return {
    channel: channel.user(application.userId),
    event: jobEvents.applicationUpdated,
    data: ids,
    live: { ...ids, application },
  };
}
