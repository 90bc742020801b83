import { postsCopy } from '@shared/ui-copy';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';

export type DeletePostDialogProps = {
  open: boolean;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** The delete confirmation of spec 3 §2.2; the card runs the deletion and its toasts. */
export function DeletePostDialog({ open, isDeleting, onCancel, onConfirm }: DeletePostDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={isDeleting ? () => undefined : onCancel}
      role="alertdialog"
      title={postsCopy.deleteTitle}
      description={postsCopy.deleteText}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={isDeleting}>
            {postsCopy.cancel}
          </Button>
          <Button variant="danger" onClick={onConfirm} isLoading={isDeleting}>
            {postsCopy.delete}
          </Button>
        </>
      }
    />
  );
}
