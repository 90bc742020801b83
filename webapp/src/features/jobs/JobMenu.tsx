import type { JobListItem } from '@shared/api/jobs';
import { MoreVertical } from 'lucide-react';
import { useShellStore } from '../shell/shell-store';
import { jobPath } from '../shell/paths';
import { Menu, type MenuEntry } from '../../ui/Menu';
import { jobsCopy } from '@shared/ui-copy';
import { useJobFormStore } from './job-form-store';
import type { JobPhase } from './job-types';
import { useCopyJobLink, useSetJobStatus } from './use-job-actions';

/** View Applicants, Close or Reopen Job, View/Edit Job Details on Posted; Copy Job Link on both (spec 1 §6). */
export function JobMenu({ job, phase }: { job: JobListItem; phase: JobPhase }) {
  const copyLink = useCopyJobLink();
  const setStatus = useSetJobStatus();
  const openPanel = useShellStore((state) => state.openPanel);
  const setEditing = useJobFormStore((state) => state.setEditing);
  const isClosed = job.status === 'Closed';
  const posted: MenuEntry[] =
    phase === 'POSTED'
      ? [
          { id: 'applicants', label: jobsCopy.menu.viewApplicants, to: `${jobPath(job.jobId, phase)}&view=applicants` },
          {
            id: 'status',
            label: isClosed ? jobsCopy.menu.reopen : jobsCopy.menu.close,
            onSelect: () => setStatus.mutate({ jobId: job.jobId, status: isClosed ? 'Published' : 'Closed' }),
          },
          {
            id: 'edit',
            label: jobsCopy.menu.edit,
            onSelect: () => {
              setEditing(job);
              openPanel('postJob');
            },
          },
        ]
      : [];
  return (
    <Menu
      label={jobsCopy.menu.label(job.title)}
      trigger={<MoreVertical aria-hidden="true" className="size-4" />}
      buttonClassName="inline-flex size-8 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
      items={[...posted, { id: 'copy', label: jobsCopy.menu.copyLink, onSelect: () => void copyLink(job.jobId) }]}
    />
  );
}
