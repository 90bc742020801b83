import { chatCopy } from '@shared/ui-copy';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

export type DeleteChatMessageDialogProps = {
  open: boolean;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** The delete confirmation of a chat message; the card runs the deletion and its toasts. */
export function DeleteChatMessageDialog({ open, isDeleting, onCancel, onConfirm }: DeleteChatMessageDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={isDeleting ? () => undefined : onCancel}
      role="alertdialog"
      title={chatCopy.deleteTitle}
      description={chatCopy.deleteText}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={isDeleting}>
            {chatCopy.cancel}
          </Button>
          <Button variant="danger" onClick={onConfirm} isLoading={isDeleting}>
            {chatCopy.delete}
          </Button>
        </>
      }
    />
  );
}
