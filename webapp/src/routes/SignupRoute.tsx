import { uiCopy } from '@shared/ui-copy';
import { Link, Navigate } from 'react-router-dom';
import { AuthLayout } from '../features/session/AuthLayout';
import { SignupForm } from '../features/session/SignupForm';
import { useAuthDestination } from '../features/session/use-auth-destination';
import { useSession } from '../features/session/use-session';

/** /signup: create an account, then land on Home (or where ?next= says). */
export function SignupRoute() {
  const session = useSession();
  const { destination, loadSession, search } = useAuthDestination();
  if (session.data) return <Navigate to={destination} replace />;
  return (
    <AuthLayout
      title={uiCopy.auth.signUpTitle}
      subtitle={uiCopy.auth.signUpSubtitle}
      footer={
        <>
          {uiCopy.auth.haveAccount}{' '}
          <Link to={`/login${search ? `?${search}` : ''}`} className="font-semibold text-accent-700 hover:underline">
            {uiCopy.screens.signIn}
          </Link>
        </>
      }
    >
      <SignupForm onSignedUp={loadSession} />
    </AuthLayout>
  );
}
