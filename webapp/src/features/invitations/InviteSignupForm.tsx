import { uiCopy } from '@shared/ui-copy';
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context';
import { fetchSession, sessionQueryKey } from '../session/session-api';
import { SignupForm } from '../session/SignupForm';

type Initial = { firstName: string; lastName: string; email: string };

/** Sign-up prefilled from the invitation; `onSignedUp` runs once the session exists. */
export function InviteSignupForm({ initial, onSignedUp }: { initial: Initial; onSignedUp: () => void }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return (
    <SignupForm
      initial={initial}
      onSignedUp={async () => {
        const session = await queryClient.fetchQuery({
          queryKey: sessionQueryKey,
          queryFn: () => fetchSession(api),
          staleTime: 0,
        });
        if (!session) throw new Error(uiCopy.auth.noSession);
        onSignedUp();
      }}
    />
  );
}
