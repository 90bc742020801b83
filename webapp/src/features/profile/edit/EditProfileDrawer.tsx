import type { SelfProfile } from '@shared/api/profiles';
import { profileCopy } from '@shared/ui-copy';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../ui/Button';
import { Drawer } from '../../../ui/Drawer';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast-store';
import { useViewer } from '../../session/viewer-context';
import { useUser } from '../../users/use-user';
import { EditProfileForm } from './EditProfileForm';
import type { ValidForm } from './profile-form';
import { useSaveProfile } from './use-save-profile';

function FormSkeleton() {
  return (
    <div role="status" aria-label={profileCopy.panel.loading} className="flex flex-col gap-5">
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows never reorder
        <div key={index} className="flex flex-col gap-2">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}

/** Edit Profile: every field of spec 3 §2.6, saved with PATCH /api/user and PUT /api/company/user. */
export function EditProfileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const viewer = useViewer();
  const profile = useUser<SelfProfile>(viewer.userId);
  const save = useSaveProfile(viewer.userId);
  const copy = profileCopy.edit;
  // Each opening starts from the stored profile; the form keeps its text while open.
  const [openCount, setOpenCount] = useState(0);
  useEffect(() => {
    if (open) setOpenCount((count) => count + 1);
  }, [open]);

  async function saveAndClose(form: ValidForm) {
    await save.mutateAsync(form);
    toast.success(copy.saved);
    onClose();
  }

  function close() {
    save.reset();
    onClose();
  }

  return (
    <Drawer
      open={open}
      onClose={close}
      title={copy.title}
      description={copy.intro}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {copy.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={!profile.data}
            isLoading={save.isPending}
            loadingText={copy.saving}
          >
            {copy.save}
          </Button>
        </>
      }
    >
      {profile.data ? (
        <EditProfileForm key={openCount} id={formId} profile={profile.data} onSave={saveAndClose} />
      ) : profile.isError ? (
        <ErrorState
          title={copy.loadFailed}
          message={profile.error.message}
          onRetry={() => void profile.refetch()}
          isRetrying={profile.isFetching}
        />
      ) : (
        <FormSkeleton />
      )}
    </Drawer>
  );
}
