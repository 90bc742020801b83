import { zSignUp } from '@shared/api/auth';
import { messages } from '@shared/messages';
import { uiCopy } from '@shared/ui-copy';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../../lib/api-context';
import { fieldErrorsOf } from '../../lib/form-errors';
import { Button } from '../../ui/Button';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import { signUpWithEmail } from './session-api';

type Fields = { firstName: string; lastName: string; email: string; password: string };
const EMPTY: Fields = { firstName: '', lastName: '', email: '', password: '' };

/** The password rule's message for a value, or null when it passes (spec 1 §5). */
export function passwordRuleError(password: string): string | null {
  const result = zSignUp.shape.password.safeParse(password);
  return result.success ? null : (result.error.issues[0]?.message ?? messages.password.rule);
}

/**
 * First name, last name, e-mail and a password that follows the spec's rule. `initial`
 * prefills the names and e-mail (an invitation knows them).
 */
export function SignupForm({
  initial,
  onSignedUp,
}: {
  initial?: Partial<Omit<Fields, 'password'>>;
  onSignedUp: (token: string | null) => Promise<void> | void;
}) {
  const api = useApiClient();
  const [fields, setFields] = useState<Fields>({ ...EMPTY, ...initial });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: async (input: Fields) => {
      const { token } = await signUpWithEmail(api, input);
      await onSignedUp(token);
    },
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
        inputMode="email"
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
