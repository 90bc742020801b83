import { uiCopy } from '@shared/ui-copy';
import { UserRoundCheck } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { useJobPhase } from '../features/shell/JobsSidebar';
import { jobPath, jobsHomePath } from '../features/shell/paths';
import { ScreenEmptyState } from '../features/shell/ScreenEmptyState';

/** /jobs/:jobId/applicants/:groupId — the applicant workspace of a job. */
export function ApplicantRoute() {
  const { jobId = '' } = useParams();
  const phase = useJobPhase();
  return (
    <ScreenEmptyState
      crumbs={[
        { label: uiCopy.nav.jobs, to: jobsHomePath(phase) },
        { label: uiCopy.screens.jobCrumb, to: jobPath(jobId, phase) },
        { label: uiCopy.screens.applicantCrumb },
      ]}
      icon={UserRoundCheck}
      title={uiCopy.screens.applicantTitle}
      text={uiCopy.screens.applicantText}
    />
  );
}
