import { LoadOnFirstOpen, modalLoader } from './load-on-first-open';
import type { DrawerProps } from './DrawerPanel';

export type { DrawerProps } from './DrawerPanel';

const drawer = modalLoader<DrawerProps>(async () => (await import('./DrawerPanel')).DrawerPanel);

/**
 * A panel sliding in from the right, for tasks beside the current screen. Its code (the dialog
 * library) loads the first time one opens, never with a screen's first load.
 */
export function Drawer(props: DrawerProps) {
  return <LoadOnFirstOpen loader={drawer} props={props} />;
}
export const preloadDrawer = drawer.preload;
