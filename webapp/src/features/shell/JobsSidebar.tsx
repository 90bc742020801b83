import { messages } from '@shared/messages';
import { uiCopy } from '@shared/ui-copy';
import { BriefcaseBusiness } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { Chip } from '../../ui/Chip';
import { Tabs } from '../../ui/Tabs';
import { JobList } from '../jobs/JobList';
import { type JobStatus, statusesOf } from '../jobs/job-types';
import { useJobTabsUnread } from '../jobs/use-job-tabs-unread';
import { type JobPhase, jobsHomePath } from './paths';
import { useShellStore } from './shell-store';

/** The phase in the URL (?phase=APPLIED|POSTED); Posted when absent. */
export function useJobPhase(): JobPhase {
  const [params] = useSearchParams();
  return params.get('phase')?.toUpperCase() === 'APPLIED' ? 'APPLIED' : 'POSTED';
}

/** Jobs: POST A JOB, the Applied and Posted tabs, and status filter chips. */
export function JobsSidebar() {
  const phase = useJobPhase();
  const navigate = useNavigate();
  const openPanel = useShellStore((state) => state.openPanel);
  const unread = useJobTabsUnread(phase);
  const [filter, setFilter] = useState<{ phase: JobPhase; statuses: JobStatus[] }>({ phase, statuses: [] });
  const statuses = filter.phase === phase ? filter.statuses : [];
  const toggle = (status: JobStatus) =>
    setFilter({
      phase,
      statuses: statuses.includes(status) ? statuses.filter((item) => item !== status) : [...statuses, status],
    });
  const list = (
    <>
      <fieldset className="flex flex-wrap gap-2 px-4 pt-3 pb-1">
        <legend className="sr-only">{uiCopy.sidebar.statusFilterLabel}</legend>
        {statusesOf(phase).map((status) => (
          <Chip key={status} isSelected={statuses.includes(status)} onClick={() => toggle(status)}>
            {status}
          </Chip>
        ))}
      </fieldset>
      <JobList phase={phase} statuses={statuses} />
    </>
  );
  return (
    <>
      <div className="flex flex-col gap-3 p-4 pb-3">
        <h2 className="text-base font-semibold text-slate-900">{uiCopy.sidebar.jobsTitle}</h2>
        <Button fullWidth icon={BriefcaseBusiness} onClick={() => openPanel('postJob')}>
          {messages.relationships.postJob}
        </Button>
      </div>
      <Tabs
        label={uiCopy.sidebar.jobsTitle}
        unreadLabel={uiCopy.sidebar.tabUnread}
        selectedId={phase}
        onChange={(id) => navigate(jobsHomePath(id as JobPhase))}
        className="min-h-0 flex-1"
        panelClassName="overflow-y-auto"
        items={[
          { id: 'APPLIED', label: uiCopy.sidebar.applied, hasUnread: unread.applied, panel: list },
          { id: 'POSTED', label: uiCopy.sidebar.posted, hasUnread: unread.posted, panel: list },
        ]}
      />
    </>
  );
}
