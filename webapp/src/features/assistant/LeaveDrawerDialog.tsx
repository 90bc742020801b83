import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

type LeaveCopy = { title: string; text: string; discard: string; stay: string; save: string };

type LeaveDrawerDialogProps = {
  open: boolean;
  copy: LeaveCopy;
  /** Back to the drawer, nothing lost. */
  onStay: () => void;
  /** Closes the drawer without saving. */
  onDiscard: () => void;
  onSave: () => void | Promise<void>;
  canSave?: boolean;
  isSaving?: boolean;
};

/** Asked when a drawer with unsaved answers is closed: discard, stay, or save and leave (spec 2). */
export function LeaveDrawerDialog({
  open,
  copy,
  onStay,
  onDiscard,
  onSave,
  canSave = true,
  isSaving,
}: LeaveDrawerDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onStay}
      role="alertdialog"
      title={copy.title}
      description={copy.text}
      actions={
        <>
          <Button variant="ghost" onClick={onDiscard}>
            {copy.discard}
          </Button>
          <Button variant="secondary" onClick={onStay}>
            {copy.stay}
          </Button>
          <Button disabled={!canSave} isLoading={isSaving} onClick={onSave}>
            {copy.save}
          </Button>
        </>
      }
    />
  );
}
