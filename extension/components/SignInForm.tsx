import { zSignIn } from '@shared/api/auth';
import { uiCopy } from '@shared/ui-copy';
import { productName } from '@webapp/config';
import { createApiClient } from '@webapp/lib/api-client';
import { fieldErrorsOf } from '@webapp/lib/form-errors';
import { signInWithEmail } from '@webapp/features/session/session-api';
import { Button } from '@webapp/ui/Button';
import { PasswordField } from '@webapp/ui/PasswordField';
import { TextField } from '@webapp/ui/TextField';
import { type FormEvent, useState } from 'react';
import { saveSignIn } from '../lib/auth-storage';
import { requestServerAccess } from '../lib/extension-api';
import { normalizeServerUrl } from '../lib/server-url';

type Fields = { serverUrl: string; email: string; password: string };

/** Sign-in of the side panel: which server, then e-mail and password; keeps the token. */
export function SignInForm({ initialServerUrl, notice }: { initialServerUrl: string; notice?: string | null }) {
  const [fields, setFields] = useState<Fields>({ serverUrl: initialServerUrl, email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  const update = (name: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  async function signIn(origin: string, credentials: { email: string; password: string }) {
    setIsPending(true);
    setFailure(null);
    try {
      if (!(await requestServerAccess(origin))) throw new Error(uiCopy.extension.permissionDenied);
      const api = createApiClient({ baseUrl: origin, credentials: 'omit' });
      const { token } = await signInWithEmail(api, credentials);
      if (!token) throw new Error(uiCopy.extension.noToken);
      await saveSignIn(origin, token);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setIsPending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const origin = normalizeServerUrl(fields.serverUrl);
    const parsed = zSignIn.safeParse({ email: fields.email, password: fields.password });
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (found.password) found.password = uiCopy.auth.passwordRequired;
    if (!origin) found.serverUrl = uiCopy.extension.invalidServerUrl;
    setErrors(found);
    if (!origin || !parsed.success) return;
    // The permission prompt needs this click: sign-in starts before any other await.
    void signIn(origin, parsed.data);
  }

  const message = failure ?? notice;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {message ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {message}
        </p>
      ) : null}
      <TextField
        label={uiCopy.extension.serverUrl}
        type="url"
        inputMode="url"
        autoComplete="url"
        value={fields.serverUrl}
        onChange={update('serverUrl')}
        error={errors.serverUrl}
        hint={errors.serverUrl ? undefined : uiCopy.extension.serverUrlHint(productName)}
      />
      <TextField
        label={uiCopy.auth.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={fields.email}
        onChange={update('email')}
        error={errors.email}
      />
      <PasswordField
        label={uiCopy.auth.password}
        autoComplete="current-password"
        value={fields.password}
        onChange={update('password')}
        error={errors.password}
      />
      <Button type="submit" fullWidth isLoading={isPending} loadingText={uiCopy.auth.pleaseWait}>
        {uiCopy.auth.signIn}
      </Button>
    </form>
  );
}
