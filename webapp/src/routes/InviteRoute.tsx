import { invitationsCopy } from '@shared/ui-copy';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useProductName } from '../features/app-config/use-app-config';
import { InvitationClosed, InvitationLoading } from '../features/invitations/InvitationStates';
import { InviteSignupForm } from '../features/invitations/InviteSignupForm';
import { fetchInvitation, invitationKeys } from '../features/invitations/invitations-api';
import { useAcceptInvitation } from '../features/invitations/use-accept-invitation';
import { displayNameOf } from '../features/people/relationships-api';
import { AuthLayout } from '../features/session/AuthLayout';
import { loginPathFor } from '../features/session/session-api';
import { useSession } from '../features/session/use-session';
import { isApiStatus } from '../lib/api-client';
import { useApiClient } from '../lib/api-context';
import { Avatar } from '../ui/Avatar';
import { Button } from '../ui/Button';
import { ErrorState } from '../ui/ErrorState';

/** /invite/:token — who invited you, then sign up (or accept when signed in). */
export function InviteRoute() {
  const productName = useProductName();
  const { token = '' } = useParams();
  const api = useApiClient();
  const session = useSession();
  const invitation = useQuery({
    queryKey: invitationKeys.preview(token),
    queryFn: () => fetchInvitation(api, token),
  });
  const accept = useAcceptInvitation(token, invitation.data);

  if (invitation.isPending || session.isPending) return <InvitationLoading />;
  if (invitation.isError) {
    if (isApiStatus(invitation.error, 404) || isApiStatus(invitation.error, 400)) {
      return <InvitationClosed invitation={null} />;
    }
    return (
      <main className="flex min-h-dvh items-center justify-center p-4">
        <ErrorState
          message={invitation.error.message}
          onRetry={() => void invitation.refetch()}
          isRetrying={invitation.isFetching}
        />
      </main>
    );
  }
  const data = invitation.data;
  if (data.expired || data.state !== 'pending') return <InvitationClosed invitation={data} />;
  const senderName = displayNameOf(data.sender);
  const isSignedIn = Boolean(session.data);
  return (
    <AuthLayout
      title={
        data.groupName
          ? invitationsCopy.groupTitle(senderName, data.groupName)
          : invitationsCopy.title(senderName, productName)
      }
      subtitle={isSignedIn ? invitationsCopy.signedInSubtitle : invitationsCopy.subtitle}
      footer={
        isSignedIn ? null : (
          <>
            {invitationsCopy.haveAccount}{' '}
            <Link to={loginPathFor(`/invite/${token}`)} className="font-semibold text-accent-700 hover:underline">
              {invitationsCopy.signInToAccept}
            </Link>
          </>
        )
      }
    >
      <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-3">
        <Avatar name={senderName} src={data.sender.avatar} size="md" decorative />
        <div className="flex min-w-0 flex-col gap-1">
          <span className="truncate text-sm font-semibold text-slate-900">{senderName}</span>
          {data.message ? (
            <blockquote
              aria-label={invitationsCopy.messageFrom(senderName)}
              className="text-sm whitespace-pre-line text-slate-700"
            >
              {data.message}
            </blockquote>
          ) : null}
        </div>
      </div>
      {isSignedIn ? (
        <Button fullWidth isLoading={accept.isPending} onClick={() => accept.mutate()}>
          {invitationsCopy.accept}
        </Button>
      ) : (
        <InviteSignupForm
          initial={{ firstName: data.firstName ?? '', lastName: data.lastName ?? '', email: data.email }}
          onSignedUp={() => accept.mutate()}
        />
      )}
    </AuthLayout>
  );
}
