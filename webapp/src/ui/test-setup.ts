/**
 * Vitest setup (web app and extension projects): the modals that load on first open in the
 * app are loaded before each test file, so a test sees an opened dialog on the render that
 * opens it, without waiting for a chunk.
 *
 * A `findBy`/`waitFor` may wait 15 s, not Testing Library's 1 s: on CI's two cores the web
 * app's files run beside the server's, and a lazy chunk's first transform happens inside the
 * first wait that renders it. A wait that passes returns at once: only a failing test pays.
 */
import { configure } from '@testing-library/react';
import { preloadDialog } from './Dialog';
import { preloadDrawer } from './Drawer';

configure({ asyncUtilTimeout: 15_000 });
// Web app files share a worker's page (isolate: false): each starts with empty storage, as a
// first visit does, whatever the file before it remembered (a white-label brand, a draft).
globalThis.localStorage?.clear();
globalThis.sessionStorage?.clear();

await Promise.all([preloadDialog(), preloadDrawer()]);
