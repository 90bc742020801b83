import { messages } from '@shared/messages';
import { peopleCopy } from '@shared/ui-copy';
import { ArrowRight, Check, UserPlus } from 'lucide-react';
import { ButtonLink } from '../../ui/ButtonLink';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { type ConnectOptions, useProfileConnection } from './use-profile-connection';

export type ProfileConnectButtonProps = {
  viewerId: string;
  userId: string;
  /** Recorded as the pairing's source ("profile", a link …). */
  source?: string;
  /** Who they are, for the congratulations dialog after ACCEPT (only inside the shell). */
  congratulate?: ConnectOptions['congratulate'];
  fullWidth?: boolean;
};

/** CONNECT PRIVATELY, ACCEPT or VISIT PRIVATE WORKSPACE, by the pairing status (spec 3 §4.1). */
export function ProfileConnectButton({
  viewerId,
  userId,
  source = 'profile',
  congratulate,
  fullWidth,
}: ProfileConnectButtonProps) {
  const { action, connect, isLoading } = useProfileConnection(viewerId, userId, { source, congratulate });
  if (isLoading) return <Skeleton className="h-10 w-48" />;
  if (action === 'visit') {
    return (
      <ButtonLink to={`/relationships/${encodeURIComponent(userId)}`} className={fullWidth ? 'w-full' : undefined}>
        {messages.profile.visitPrivateWorkspace}
        <ArrowRight aria-hidden="true" className="size-4" />
      </ButtonLink>
    );
  }
  if (action === null) return null;
  return (
    <Button
      icon={action === 'accept' ? Check : UserPlus}
      fullWidth={fullWidth}
      isLoading={connect.isPending}
      onClick={() => connect.mutate()}
    >
      {action === 'accept' ? peopleCopy.connection.accept : messages.profile.connectPrivately}
    </Button>
  );
}
