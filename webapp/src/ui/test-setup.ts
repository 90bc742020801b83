/**
 * Vitest setup (web app and extension projects): the modals that load on first open in the
 * app are loaded before each test file, so a test sees an opened dialog on the render that
 * opens it, without waiting for a chunk.
 */
import { preloadDialog } from './Dialog';
import { preloadDrawer } from './Drawer';

await Promise.all([preloadDialog(), preloadDrawer()]);
