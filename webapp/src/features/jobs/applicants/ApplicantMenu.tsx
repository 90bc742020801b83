import type { Applicant } from '@shared/api/jobs';
import { APPLICANT_SEARCH_DEBOUNCE_MS, RATING } from '@shared/jobs';
import { jobsCopy } from '@shared/ui-copy';
import { MoreVertical } from 'lucide-react';
import { Menu } from '../../../ui/Menu';
import { applicantPath } from './applicant-path';
import { useDebouncedAction } from './use-debounced-action';
import { useUpdateApplicant } from './use-update-applicant';
import type { ApplicantChange } from '../jobs-api';

const copy = jobsCopy.applicantMenu;
/** Spec 3 §9: 'applicant actions and search 500 ms'. */
const APPLICANT_ACTION_DEBOUNCE_MS = APPLICANT_SEARCH_DEBOUNCE_MS;

/** View Applicant, the four ratings, Enable or Disable Meg AI (spec 3 §2.7); actions debounced 500 ms. */
export function ApplicantMenu({ applicant }: { applicant: Applicant }) {
  const update = useUpdateApplicant();
  const change = useDebouncedAction(
    (next: ApplicantChange) => update.mutate({ jobId: applicant.jobId, userId: applicant.userId, change: next }),
    APPLICANT_ACTION_DEBOUNCE_MS,
  );
  return (
    <Menu
      label={copy.label(applicant.name)}
      trigger={<MoreVertical aria-hidden="true" className="size-4" />}
      buttonClassName="inline-flex size-8 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
      items={[
        {
          id: 'view',
          label: copy.view,
          to: applicantPath(applicant.jobId, applicant.groupId, { applicantId: applicant.userId, phase: 'POSTED' }),
        },
        { id: 'good', label: copy.goodFit, onSelect: () => change({ rating: RATING.goodFit }) },
        { id: 'maybe', label: copy.maybe, onSelect: () => change({ rating: RATING.maybe }) },
        { id: 'not', label: copy.notAFit, onSelect: () => change({ rating: RATING.notAFit }) },
        { id: 'unrated', label: copy.unrated, onSelect: () => change({ rating: RATING.unrated }) },
        {
          id: 'ai',
          label: applicant.aiEnabled === 'true' ? copy.disableAi : copy.enableAi,
          onSelect: () => change({ aiEnabled: applicant.aiEnabled !== 'true' }),
        },
      ]}
    />
  );
}
