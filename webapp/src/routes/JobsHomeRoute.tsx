import { uiCopy } from '@shared/ui-copy';
import { Briefcase } from 'lucide-react';
import { useJobList } from '../features/jobs/JobList';
import { JobsOverview } from '../features/jobs/overview/JobsOverview';
import { Breadcrumbs } from '../features/shell/Breadcrumbs';
import { useJobPhase } from '../features/shell/JobsSidebar';
import { ScreenEmptyState } from '../features/shell/ScreenEmptyState';

/**
 * /jobs/view?phase=APPLIED|POSTED — the jobs home beside the jobs lists: the viewer's jobs at a
 * glance (counts by status, and per posted job its applicants), or the spec's empty state.
 */
export function JobsHomeRoute() {
  const phase = useJobPhase();
  const list = useJobList(phase, []);
  const crumbs = [
    { label: uiCopy.nav.jobs },
    { label: phase === 'APPLIED' ? uiCopy.sidebar.applied : uiCopy.sidebar.posted },
  ];
  if (list.data?.pages[0]?.count === 0) {
    return (
      <ScreenEmptyState
        crumbs={crumbs}
        icon={Briefcase}
        title={uiCopy.jobs.viewEmpty}
        text={phase === 'APPLIED' ? uiCopy.jobs.empty.Started : uiCopy.jobs.empty.Published}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">{phase === 'APPLIED' ? uiCopy.sidebar.applied : uiCopy.sidebar.posted}</h1>
      <Breadcrumbs items={crumbs} />
      <JobsOverview phase={phase} />
    </div>
  );
}
