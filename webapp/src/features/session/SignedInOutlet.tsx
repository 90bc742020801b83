import { Outlet } from 'react-router-dom';
import { ShellSkeleton } from '../shell/ShellSkeleton';
import { RequireSession } from './RequireSession';
import { SessionRealtime } from './SessionRealtime';
import { ActivatePendingUser } from './use-activate-pending-user';

/** Parent route of every signed-in screen: the guard, the realtime connection, a pending user's activation. */
export function SignedInOutlet() {
  return (
    <RequireSession loading={<ShellSkeleton />}>
      <SessionRealtime>
        <ActivatePendingUser />
        <Outlet />
      </SessionRealtime>
    </RequireSession>
  );
}
