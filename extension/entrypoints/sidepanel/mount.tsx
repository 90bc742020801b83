import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { SidePanelApp } from '../../components/SidePanelApp';
import { announceSidePanel } from '../../lib/side-panel-presence';

/** Renders the side panel into #root. */
export function mountSidePanel(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('sidepanel.html has no #root element');
  // The background sends no notifications while this port is open.
  announceSidePanel();
  // A transition: React renders the first screen in short slices instead of one long task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <SidePanelApp />
      </StrictMode>,
    );
  });
}
