import { uiCopy } from '@shared/ui-copy';
import { Briefcase } from 'lucide-react';
import { useJobPhase } from '../features/shell/JobsSidebar';
import { ScreenEmptyState } from '../features/shell/ScreenEmptyState';

/** /jobs/view?phase=APPLIED|POSTED — the jobs home beside the jobs lists. */
export function JobsHomeRoute() {
  const phase = useJobPhase();
  return (
    <ScreenEmptyState
      crumbs={[
        { label: uiCopy.nav.jobs },
        { label: phase === 'APPLIED' ? uiCopy.sidebar.applied : uiCopy.sidebar.posted },
      ]}
      icon={Briefcase}
      title={uiCopy.jobs.viewEmpty}
      text={uiCopy.screens.jobText}
    />
  );
}
