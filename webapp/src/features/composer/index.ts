/** The share composer: mount ShareDrawer once; ShareCard and useComposer() open it. */
export { ShareCard } from './ShareCard';
export { ShareDrawer } from './ShareDrawer';
export { useComposer } from './use-composer';
export type { ComposerAudience, ComposerMode, OpenComposerOptions } from './composer-types';
export { sharedWording } from './share-wording';
