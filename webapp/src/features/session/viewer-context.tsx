import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useUser } from '../users/use-user';
import type { Session } from './session-api';
import { toViewer, type Viewer } from './viewer';

const ViewerContext = createContext<Viewer | null>(null);

/** Provides the signed-in user; their profile query refines the session's fields. */
export function ViewerProvider({ session, children }: { session: Session; children: ReactNode }) {
  const profile = useUser(session.user.id);
  const viewer = useMemo(() => toViewer(session.user, profile.data), [session.user, profile.data]);
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}

/** The signed-in user; only inside screens guarded by RequireSession. */
export function useViewer(): Viewer {
  const viewer = useContext(ViewerContext);
  if (!viewer) throw new Error('useViewer is only available inside RequireSession');
  return viewer;
}

/** The signed-in user, or null on public screens. */
export function useOptionalViewer(): Viewer | null {
  return useContext(ViewerContext);
}
