import { zChangePasswordForm } from '@shared/api/auth';
import { messages } from '@shared/messages';
import { uiCopy } from '@shared/ui-copy';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useApiClient } from '../../lib/api-context';
import { fieldErrorsOf } from '../../lib/form-errors';
import { Button } from '../../ui/Button';
import { Drawer } from '../../ui/Drawer';
import { PasswordField } from '../../ui/PasswordField';
import { toast } from '../../ui/toast-store';
import { changePassword } from '../session/session-api';

type Fields = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Fields = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The spec's toast for the first rule the form breaks (spec 1 §5). */
function ruleToast(errors: Record<string, string>): string | null {
  if (errors.newPassword === messages.password.rule) return messages.password.toastNewRule;
  if (errors.confirmPassword === messages.password.mustMatch) return messages.password.toastMustMatch;
  if (errors.confirmPassword === messages.password.rule) return messages.password.toastConfirmRule;
  return null;
}

/** Change Password: current, new and confirm; other sessions are signed out on success. */
export function ChangePasswordDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const api = useApiClient();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: (input: Fields) => changePassword(api, input),
    onSuccess: () => {
      toast.success(messages.password.updated);
      close();
    },
  });

  function close() {
    setFields(EMPTY);
    setErrors({});
    mutation.reset();
    onClose();
  }

  const update = (name: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = zChangePasswordForm.safeParse(fields);
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error);
      setErrors(found);
      const message = ruleToast(found);
      if (message) toast.error(message);
      return;
    }
    mutation.mutate(fields);
  }

  const hasContent = Object.values(fields).some((value) => value.length > 0);
  return (
    <Drawer
      open={open}
      onClose={close}
      title={uiCopy.changePassword.title}
      description={uiCopy.changePassword.intro}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {uiCopy.changePassword.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={!hasContent}
            isLoading={mutation.isPending}
            loadingText={uiCopy.changePassword.pleaseWait}
          >
            {uiCopy.changePassword.submit}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {mutation.isError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {mutation.error.message}
          </p>
        ) : null}
        <PasswordField
          label={uiCopy.changePassword.currentPassword}
          autoComplete="current-password"
          value={fields.currentPassword}
          onChange={update('currentPassword')}
          error={errors.currentPassword}
        />
        <PasswordField
          label={uiCopy.changePassword.newPassword}
          autoComplete="new-password"
          value={fields.newPassword}
          onChange={update('newPassword')}
          error={errors.newPassword}
          hint={errors.newPassword ? undefined : messages.password.rule}
        />
        <PasswordField
          label={uiCopy.changePassword.confirmPassword}
          autoComplete="new-password"
          value={fields.confirmPassword}
          onChange={update('confirmPassword')}
          error={errors.confirmPassword}
        />
      </form>
    </Drawer>
  );
}
