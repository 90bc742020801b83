import { uiCopy } from '@shared/ui-copy';
import { Link, Navigate } from 'react-router-dom';
import { useProductName } from '../features/app-config/use-app-config';
import { AuthLayout } from '../features/session/AuthLayout';
import { LoginForm } from '../features/session/LoginForm';
import { useAuthDestination } from '../features/session/use-auth-destination';
import { useSession } from '../features/session/use-session';

/** /login (also ?next= and ?redirectProfile=): signed-in visitors go straight on. */
export function LoginRoute() {
  const productName = useProductName();
  const session = useSession();
  const { destination, loadSession, search } = useAuthDestination();
  if (session.data) return <Navigate to={destination} replace />;
  return (
    <AuthLayout
      title={uiCopy.auth.signInTitle(productName)}
      subtitle={uiCopy.auth.signInSubtitle}
      footer={
        <>
          {uiCopy.auth.noAccount}{' '}
          <Link to={`/signup${search ? `?${search}` : ''}`} className="font-semibold text-accent-700 hover:underline">
            {uiCopy.auth.createAccount}
          </Link>
        </>
      }
    >
      <LoginForm onSignedIn={loadSession} />
    </AuthLayout>
  );
}
