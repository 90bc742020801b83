import { uiCopy } from '@shared/ui-copy';
import { FileText } from 'lucide-react';
import { useJobPhase } from '../features/shell/JobsSidebar';
import { jobsHomePath } from '../features/shell/paths';
import { ScreenEmptyState } from '../features/shell/ScreenEmptyState';

/** /jobs/:jobId — a job page (with the phase it was opened from). */
export function JobRoute() {
  const phase = useJobPhase();
  return (
    <ScreenEmptyState
      crumbs={[{ label: uiCopy.nav.jobs, to: jobsHomePath(phase) }, { label: uiCopy.screens.jobCrumb }]}
      icon={FileText}
      title={uiCopy.screens.jobTitle}
      text={uiCopy.screens.jobText}
    />
  );
}
