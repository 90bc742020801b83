import type { Job } from '@shared/api/jobs';
import { jobsCopy } from '@shared/ui-copy';
import { Link2, Lock, LockOpen, PencilLine } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { useShellStore } from '../../shell/shell-store';
import { useJobFormStore } from '../job-form-store';
import { useCopyJobLink, useSetJobStatus } from '../use-job-actions';

/** Close Job or Reopen Job, copy link, edit (spec 3 §2.7), for the creator. */
export function OwnerJobActions({ job }: { job: Job }) {
  const setStatus = useSetJobStatus();
  const copyLink = useCopyJobLink();
  const openPanel = useShellStore((state) => state.openPanel);
  const setEditing = useJobFormStore((state) => state.setEditing);
  const isClosed = job.status === 'Closed';
  return (
    <>
      {job.status !== 'Draft' ? (
        <Button
          variant={isClosed ? 'primary' : 'secondary'}
          size="sm"
          icon={isClosed ? LockOpen : Lock}
          isLoading={setStatus.isPending}
          onClick={() => setStatus.mutate({ jobId: job.jobId, status: isClosed ? 'Published' : 'Closed' })}
        >
          {isClosed ? jobsCopy.menu.reopen : jobsCopy.menu.close}
        </Button>
      ) : null}
      <Button variant="secondary" size="sm" icon={Link2} onClick={() => void copyLink(job.jobId)}>
        {jobsCopy.page.copyLink}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        icon={PencilLine}
        onClick={() => {
          setEditing(job);
          openPanel('postJob');
        }}
      >
        {jobsCopy.page.edit}
      </Button>
    </>
  );
}
