import { uiCopy } from '@shared/ui-copy';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../../lib/api-context';
import { fieldErrorsOf } from '../../lib/form-errors';
import { Button } from '../../ui/Button';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import { signInWithEmail } from './session-api';

// The schema (and zod with it) loads on the first submit: the sign-in page's first paint
// carries neither (issue 18's bytes budget).
const loadSignInSchema = () => import('@shared/api/auth').then((contract) => contract.zSignIn);

type LoginFormProps = {
  /** Runs after the server accepted the credentials (e.g. loads the session). */
  onSignedIn: (token: string | null) => Promise<void> | void;
};

/** E-mail and password sign-in with inline errors and the server's message on failure. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const api = useApiClient();
  const [fields, setFields] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: async (input: { email: string; password: string }) => {
      const { token } = await signInWithEmail(api, input);
      await onSignedIn(token);
    },
  });

  const update = (name: 'email' | 'password') => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = (await loadSignInSchema()).safeParse(fields);
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error);
      setErrors({ ...found, ...(found.password ? { password: uiCopy.auth.passwordRequired } : {}) });
      return;
    }
    mutation.mutate(parsed.data);
  }

  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {mutation.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {mutation.error.message}
        </p>
      ) : null}
      <TextField
        label={uiCopy.auth.email}
        type="email"
        autoComplete="email"
        inputMode="email"
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
      <Button type="submit" fullWidth isLoading={mutation.isPending} loadingText={uiCopy.auth.pleaseWait}>
        {uiCopy.auth.signIn}
      </Button>
    </form>
  );
}
