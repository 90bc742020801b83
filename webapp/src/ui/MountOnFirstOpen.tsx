import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders `children` (a lazily loaded drawer or dialog) only once `isOpen` has been true, so
 * its chunk loads on first use; it then stays mounted for its closing transition.
 */
export function MountOnFirstOpen({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setWasOpened(true);
  return wasOpened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
