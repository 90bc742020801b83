import { createContext, type ReactNode, useContext } from 'react';

/**
 * Where full-screen viewers mount when they open inside a modal (the notification post
 * dialog): a modal traps focus and makes the rest of the page inert, so a gallery portalled
 * to <body> could not be used by keyboard. Outside a modal there is no root: <body>.
 */
const ViewerPortalRootContext = createContext<HTMLElement | null>(null);

export function ViewerPortalRoot({ element, children }: { element: HTMLElement | null; children: ReactNode }) {
  return <ViewerPortalRootContext.Provider value={element}>{children}</ViewerPortalRootContext.Provider>;
}

export function useViewerPortalRoot(): HTMLElement | null {
  return useContext(ViewerPortalRootContext);
}
