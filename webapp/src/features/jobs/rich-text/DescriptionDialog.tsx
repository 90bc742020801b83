import { jobsCopy } from '@shared/ui-copy';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { canSaveDescription } from './description-save';
import { RichTextEditor } from './RichTextEditor';

export type DescriptionDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The stored markdown. */
  value: string;
  onSave: (markdown: string) => void;
  title?: string;
};

/** 'Enter your description' with SAVE (spec 3 §2.8); loaded on first open. */
export function DescriptionDialog({
  open,
  onClose,
  value,
  onSave,
  title = jobsCopy.richText.title,
}: DescriptionDialogProps) {
  const [draft, setDraft] = useState(value);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="md"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {jobsCopy.richText.cancel}
          </Button>
          <Button
            disabled={!canSaveDescription(draft, value)}
            onClick={() => {
              onSave(draft.trim());
              onClose();
            }}
          >
            {jobsCopy.richText.save}
          </Button>
        </>
      }
    >
      {open ? <RichTextEditor key={value} initialMarkdown={value} onChange={setDraft} label={title} /> : null}
    </Dialog>
  );
}
