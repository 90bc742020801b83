import { Outlet } from 'react-router-dom';
import { ShellSkeleton } from '../shell/ShellSkeleton';
import { RequireSession } from './RequireSession';
import { SessionRealtime } from './SessionRealtime';

/** Parent route of every signed-in screen: the guard, then the realtime connection. */
export function SignedInOutlet() {
  return (
    <RequireSession loading={<ShellSkeleton />}>
      <SessionRealtime>
        <Outlet />
      </SessionRealtime>
    </RequireSession>
  );
}
