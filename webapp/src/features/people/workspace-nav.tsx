import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';

/**
 * Where a relationship or group opens: in this app's router (the web app, and the side panel's
 * in-place workspace), or in the web app in a new tab. `origin` is the server's when this
 * page is not served by it (the extension), for links to server files.
 */
export type WorkspaceNav = ({ mode: 'router'; origin?: string } | { mode: 'external'; origin: string }) & {
  /** Opens a path of the web app in a new tab (the extension: signed in through a one-time link). */
  openInWebApp?: (path: string) => void;
};

const WorkspaceNavContext = createContext<WorkspaceNav>({ mode: 'router' });

export function WorkspaceNavProvider({ value, children }: { value: WorkspaceNav; children: ReactNode }) {
  return <WorkspaceNavContext.Provider value={value}>{children}</WorkspaceNavContext.Provider>;
}

export function useWorkspaceNav(): WorkspaceNav {
  return useContext(WorkspaceNavContext);
}

/**
 * The web app's own address, for links a user copies or opens elsewhere (a profile link):
 * this page's origin in the web app, the server's in the extension (never chrome-extension://).
 */
export function useAppOrigin(): string {
  return useWorkspaceNav().origin ?? window.location.origin;
}

/** Opens a path of the web app in a new tab: the extension's way when it has one, else the plain address. */
export function useOpenInWebApp(): (path: string) => void {
  const nav = useWorkspaceNav();
  const origin = useAppOrigin();
  return useCallback(
    (path: string) => {
      if (nav.openInWebApp) nav.openInWebApp(path);
      else window.open(new URL(path, origin).toString(), '_blank');
    },
    [nav, origin],
  );
}

/** Opens an app path (e.g. /relationships/u1) the way this client opens workspaces. */
export function useOpenWorkspace(): (path: string) => void {
  const nav = useWorkspaceNav();
  const navigate = useNavigate();
  return useCallback(
    (path: string) => {
      if (nav.mode === 'external') window.open(new URL(path, nav.origin).toString(), '_blank', 'noopener');
      else navigate(path);
    },
    [nav, navigate],
  );
}

type WorkspaceLinkProps = {
  to: string;
  className: (state: { isActive: boolean }) => string;
  children: ReactNode;
  title?: string;
};

/** A link to a workspace: a NavLink in the web app, a new-tab link in the extension. */
export function WorkspaceLink({ to, className, children, title }: WorkspaceLinkProps) {
  const nav = useWorkspaceNav();
  if (nav.mode === 'external') {
    return (
      <a
        href={new URL(to, nav.origin).toString()}
        target="_blank"
        rel="noreferrer"
        title={title}
        className={className({ isActive: false })}
      >
        {children}
      </a>
    );
  }
  return (
    <NavLink to={to} title={title} className={className}>
      {children}
    </NavLink>
  );
}
