import type { SelfProfile } from '@shared/api/profiles';
import { messages } from '@shared/messages';
import { SCHEDULING_LINK_FIELD, type SchedulingLinkKind, schedulingLinkError } from '@shared/scheduling-links';
import { profileCopy } from '@shared/ui-copy';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { isApiStatus } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast-store';
import { useViewer } from '../../session/viewer-context';
import { useUser } from '../../users/use-user';
import { useSaveSchedulingLink } from './use-save-scheduling-link';

export type SchedulingLinkDialogProps = {
  kind: SchedulingLinkKind;
  open: boolean;
  onClose: () => void;
  /** Called with the link as stored (https:// added) once it is saved. */
  onSaved?: (link: string) => void;
};

/**
 * The meeting or scheduler link dialog (spec 1 §2, §5, §8): the viewer's own link, a valid URL
 * or 'Add your … link, or click cancel.', saved to the profile with PATCH /user.
 */
export function SchedulingLinkDialog({ kind, open, onClose, onSaved }: SchedulingLinkDialogProps) {
  const copy = profileCopy.linkDialog;
  const kindCopy = copy[kind];
  const formId = useId();
  const viewer = useViewer();
  const profile = useUser<SelfProfile>(viewer.userId);
  const current = profile.data?.[SCHEDULING_LINK_FIELD[kind]] ?? '';
  const save = useSaveSchedulingLink(kind);
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);

  // Each opening starts from the stored link, without the last attempt's error.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on opening only, not on each refetch
  useEffect(() => {
    if (!open) return;
    setValue(current);
    setError(null);
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = schedulingLinkError(kind, value);
    setError(invalid);
    if (invalid) return;
    save.mutate(value.trim(), {
      onSuccess: (saved) => {
        toast.success(kindCopy.saved);
        onSaved?.(saved[SCHEDULING_LINK_FIELD[kind]] ?? value.trim());
        onClose();
      },
      onError: (failure) => {
        // The server's own validation answer is a field error; anything else is the spec's toast.
        if (isApiStatus(failure, 400)) {
          setError(failure.message);
          return;
        }
        toast.error(messages.profile.linkSaveFailed(kind));
      },
    });
  };

  return (
    <Dialog
      open={open}
      onClose={() => (save.isPending ? undefined : onClose())}
      title={kindCopy.title}
      description={kindCopy.text}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {copy.cancel}
          </Button>
          <Button type="submit" form={formId} isLoading={save.isPending} loadingText={copy.saving}>
            {copy.save}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label={kindCopy.label}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={copy.placeholder}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
          error={error}
          autoFocus
        />
      </form>
    </Dialog>
  );
}
