import { jobsCopy } from '@shared/ui-copy';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { Chip } from '../../../ui/Chip';
import { Dialog } from '../../../ui/Dialog';
import { jobsHomePath } from '../../shell/paths';
import type { JobPhase } from '../job-types';

const copy = jobsCopy.dialog;

/** HOME and RETURN TO JOBS; only GOT IT, with a Closed chip, when the job is Closed (spec 3 §2.7). */
export function JobDialog({
  open,
  onClose,
  isClosed,
  phase,
}: {
  open: boolean;
  onClose: () => void;
  isClosed: boolean;
  phase: JobPhase;
}) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={isClosed ? copy.closedTitle : copy.title}
      description={isClosed ? copy.closedText : copy.text}
      actions={
        isClosed ? (
          <Button onClick={onClose}>{copy.gotIt}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => navigate('/')}>
              {copy.home}
            </Button>
            <Button onClick={() => navigate(jobsHomePath(phase))}>{copy.returnToJobs}</Button>
          </>
        )
      }
    >
      {isClosed ? (
        <div>
          <Chip>{jobsCopy.page.closed}</Chip>
        </div>
      ) : null}
    </Dialog>
  );
}
