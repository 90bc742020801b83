import { LoadOnFirstOpen, modalLoader } from './load-on-first-open';
import type { DialogProps } from './DialogWindow';

export type { DialogProps } from './DialogWindow';

const dialog = modalLoader<DialogProps>(async () => (await import('./DialogWindow')).DialogWindow);

/**
 * A centred modal window: focus is trapped, Escape and the backdrop close it. Its code (the
 * dialog library) loads the first time one opens, never with a screen's first load.
 */
export function Dialog(props: DialogProps) {
  return <LoadOnFirstOpen loader={dialog} props={props} />;
}
export const preloadDialog = dialog.preload;
