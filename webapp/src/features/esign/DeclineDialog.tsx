import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

export type DeclineCopy = { declineTitle: string; declineReason: string; declineConfirm: string; cancel: string };

/**
 * DECLINE's question: a reason, then DECLINE TO SIGN (a member's signing dialog and the outside
 * signer's page alike). The reason is kept while the dialog is closed and opened again.
 */
export function DeclineDialog({
  open,
  onClose,
  isBusy,
  onDecline,
  copy,
}: {
  open: boolean;
  onClose: () => void;
  isBusy: boolean;
  onDecline: (reason: string) => void;
  copy: DeclineCopy;
}) {
  const [reason, setReason] = useState('');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={copy.declineTitle}
      role="alertdialog"
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {copy.cancel}
          </Button>
          <Button
            variant="danger"
            isLoading={isBusy}
            disabled={!reason.trim()}
            onClick={() => onDecline(reason.trim())}
          >
            {copy.declineConfirm}
          </Button>
        </>
      }
    >
      <label className="flex flex-col gap-1 text-sm">
        <span className="text-slate-700">{copy.declineReason}</span>
        <textarea
          className="rounded-md border border-slate-300 p-2"
          rows={3}
          maxLength={1000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
    </Dialog>
  );
}
