import { accountDataCopy as copy } from '@shared/copy/account-data';
import { messages } from '@shared/messages';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../../lib/api-context';
import { Button } from '../../ui/Button';
import { PasswordField } from '../../ui/PasswordField';
import { toast } from '../../ui/toast-store';
import { useSignOut } from '../session/use-sign-out';
import { useViewer } from '../session/viewer-context';
import { requestDeletion } from './account-data-api';

/**
 * "Delete my account": confirmed with the password (a social account: by a sign-in of the last
 * minutes). The server signs every session out; this one goes to the sign-in page, where
 * signing in again cancels the deletion.
 */
export function DeleteAccountSection() {
  const api = useApiClient();
  const viewer = useViewer();
  const signOut = useSignOut();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const request = useMutation({
    mutationFn: () => requestDeletion(api, viewer.isSocialLogin ? undefined : password),
    onSuccess: () => {
      toast.success(messages.accountData.deletionRequested);
      signOut.mutate();
    },
    onError: (failure) => setError(failure.message),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!viewer.isSocialLogin && !password) {
      setError(messages.accountData.passwordRequired);
      return;
    }
    request.mutate();
  }

  return (
    <section
      id="delete"
      aria-labelledby="delete-heading"
      className="flex flex-col gap-3 rounded-lg border border-red-200 bg-white p-5"
    >
      <h2 id="delete-heading" className="text-base font-semibold text-red-900">
        {copy.deleteHeading}
      </h2>
      <p className="text-sm text-slate-700">{copy.deleteIntro}</p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        {viewer.isSocialLogin ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-slate-800">{copy.deleteSocial}</p>
            <Button variant="secondary" onClick={() => signOut.mutate()}>
              {copy.deleteSignInAgain}
            </Button>
          </div>
        ) : (
          <PasswordField
            label={copy.deletePassword}
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError('');
            }}
            error={error || undefined}
          />
        )}
        {viewer.isSocialLogin && error ? (
          <p role="alert" className="text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <div>
          <Button type="submit" variant="danger" isLoading={request.isPending}>
            {copy.deleteButton}
          </Button>
        </div>
      </form>
    </section>
  );
}
