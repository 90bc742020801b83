import { zSignUp } from '@shared/api/auth';
import { messages } from '@shared/messages';
import { uiCopy } from '@shared/ui-copy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../../lib/api-context';
import { fieldErrorsOf } from '../../lib/form-errors';
import { Button } from '../../ui/Button';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import { fetchSession, sessionQueryKey, signUpWithEmail } from '../session/session-api';
import { passwordRuleError } from '../session/SignupForm';

type Fields = { firstName: string; lastName: string; email: string; password: string };

/** Sign-up prefilled from the invitation; `onSignedUp` runs once the session exists. */
export function InviteSignupForm({
  initial,
  onSignedUp,
}: {
  initial: Omit<Fields, 'password'>;
  onSignedUp: () => void;
}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<Fields>({ ...initial, password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: async (input: Fields) => {
      await signUpWithEmail(api, input);
      const session = await queryClient.fetchQuery({
        queryKey: sessionQueryKey,
        queryFn: () => fetchSession(api),
        staleTime: 0,
      });
      if (!session) throw new Error(uiCopy.auth.noSession);
    },
    onSuccess: onSignedUp,
  });

  const update = (name: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = zSignUp.safeParse(fields);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    mutation.mutate({ ...fields, email: parsed.data.email });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {mutation.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {mutation.error.message}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3 mobile:grid-cols-1">
        <TextField
          label={uiCopy.auth.firstName}
          autoComplete="given-name"
          value={fields.firstName}
          onChange={update('firstName')}
          error={errors.firstName}
        />
        <TextField
          label={uiCopy.auth.lastName}
          autoComplete="family-name"
          value={fields.lastName}
          onChange={update('lastName')}
          error={errors.lastName}
        />
      </div>
      <TextField
        label={uiCopy.auth.email}
        type="email"
        autoComplete="email"
        value={fields.email}
        onChange={update('email')}
        error={errors.email}
      />
      <PasswordField
        label={uiCopy.auth.password}
        autoComplete="new-password"
        value={fields.password}
        onChange={update('password')}
        onBlur={() => {
          if (fields.password)
            setErrors((current) => ({ ...current, password: passwordRuleError(fields.password) ?? '' }));
        }}
        error={errors.password}
        hint={errors.password ? undefined : messages.password.rule}
      />
      <Button type="submit" fullWidth isLoading={mutation.isPending} loadingText={uiCopy.auth.pleaseWait}>
        {uiCopy.auth.signUp}
      </Button>
    </form>
  );
}
