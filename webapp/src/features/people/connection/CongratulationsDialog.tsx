import { Description, DialogBackdrop, DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import { peopleCopy } from '@shared/ui-copy';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { useViewer } from '../../session/viewer-context';
import { groupPath, relationshipPath } from '../../shell/paths';
import { usePeopleStore } from '../people-store';
import { displayNameOf } from '../relationships-api';
import { useOpenWorkspace } from '../workspace-nav';

const copy = peopleCopy.congratulations;

/** After a connection: both avatars, then on to the workspace (spec 3 §2.5). */
export function CongratulationsDialog() {
  const viewer = useViewer();
  const congratulation = usePeopleStore((state) => state.congratulation);
  const close = usePeopleStore((state) => state.closeCongratulation);
  const openWorkspace = useOpenWorkspace();
  const other = congratulation?.other;
  const group = congratulation?.group ?? null;
  const name = other ? displayNameOf(other) : '';
  const goTo = (path: string) => {
    close();
    openWorkspace(path);
  };
  const toRelationship = () => other && goTo(relationshipPath(other.userId));
  return (
    <HeadlessDialog open={Boolean(other)} onClose={toRelationship} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="flex w-full max-w-sm flex-col items-center gap-5 rounded-lg bg-white p-6 text-center shadow-float">
          <div className="flex items-center">
            <Avatar name={viewer.fullName} src={viewer.avatar} size="xl" className="ring-4 ring-white" />
            <Avatar name={name} src={other?.avatar} size="xl" className="-ml-4 ring-4 ring-white" />
          </div>
          <div className="flex flex-col gap-2">
            <DialogTitle className="text-lg font-semibold text-slate-900">{copy.title}</DialogTitle>
            <Description className="text-sm text-slate-600">
              {group ? copy.groupText(name, group.name) : copy.text(name)}
            </Description>
          </div>
          {group && other ? (
            <div className="flex w-full flex-col gap-2">
              <Button fullWidth onClick={() => goTo(groupPath(group.groupId))}>
                {copy.visitGroup}
              </Button>
              <Button fullWidth variant="secondary" onClick={toRelationship}>
                {copy.visitWorkspaceWith(other.firstName || name)}
              </Button>
            </div>
          ) : (
            <Button fullWidth onClick={toRelationship}>
              {copy.continue}
            </Button>
          )}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
