// The sign-in page comes drawn (server/http/prerendered.ts): the server names the app's entry
// as a preload and runs it from here, after the page's first paint, so the form shows before
// React's code is evaluated (issue 38); the app then hydrates it. A hidden tab paints no frame:
// there the entry runs at once.
const entry = document.querySelector('link[rel="modulepreload"][data-entry]');
const run = () => import(entry.getAttribute('href'));
if (entry && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(run, 0));
else if (entry) run();
