import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { FIRST_ANSWERS_ELEMENT_ID } from '@shared/web-pages';
import { afterEach, expect, it, vi } from 'vitest';
import { withPrerendered } from '../../server/http/prerendered';

type Global = { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actEnvironment = (globalThis as Global).IS_REACT_ACT_ENVIRONMENT;
const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  (globalThis as Global).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

/**
 * Issue 38: the build's markup of the sign-in page (prerender.tsx), filled in as the server
 * fills it in (a white-label name, a `?next=`), then hydrated by the app as main.tsx does, with
 * React's development checks on: any text or attribute the first render draws differently
 * would be reported, and React would draw the page anew instead of taking it over.
 */
it('the app takes the prerendered sign-in page over as it is, with no hydration warning', async () => {
  // The build's own render, in a process of its own (scripts/prerender-print.ts).
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/prerender-print.ts'], {
    cwd: process.cwd(), // the repository (happy-dom gives modules http: URLs)
  });
  const { login = '' } = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, string>;
  const brand = { productName: 'Acme Link', companyLogoUrl: null };
  const html = withPrerendered('<div id="root"></div>', login, brand, '?next=%2Fgroup%2Fg-1');
  expect(html).not.toBeNull();
  window.history.replaceState(null, '', '/login?next=%2Fgroup%2Fg-1');
  const host = document.createElement('div');
  host.innerHTML = html ?? '';
  const root = host.firstElementChild as HTMLElement;
  document.body.append(root);
  const answers = Object.assign(document.createElement('script'), {
    type: 'application/json',
    id: FIRST_ANSWERS_ELEMENT_ID,
    textContent: JSON.stringify({ '/api/config': brand }),
  });
  document.head.append(answers);
  cleanups.push(() => {
    root.remove();
    answers.remove();
  });
  const heading = root.querySelector('h1');
  const signUpLink = root.querySelector('a[href^="/signup"]');
  expect(heading?.textContent).toBe('Sign in to Acme Link');

  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('null', { status: 200, headers: { 'content-type': 'application/json' } })),
  );
  const errors = vi.spyOn(console, 'error');
  const warnings = vi.spyOn(console, 'warn');
  (globalThis as Global).IS_REACT_ACT_ENVIRONMENT = false;
  // Fresh modules: the page's answers are read once per module instance (lib/first-answers.ts).
  // React and the app from that graph (no JSX here: its runtime is this file's).
  vi.resetModules();
  const { createElement, StrictMode } = await import('react');
  const { hydrateRoot } = await import('react-dom/client');
  const { App } = await import('./app');
  // The brand 'Acme Link' stays in this graph's first answers for 5 s and in localStorage for
  // the next visit. Web app files share a worker's modules and page (isolate: false): the next
  // file drew "… on Acme Link" (stop 43 red). Both are forgotten after the test.
  const { forgetFirstAnswers } = await import('./lib/first-answers');
  cleanups.push(forgetFirstAnswers, () => localStorage.clear());
  const recoverable: unknown[] = [];
  const reactRoot = hydrateRoot(root, createElement(StrictMode, null, createElement(App)), {
    onRecoverableError: (error) => recoverable.push(error),
  });
  cleanups.unshift(() => reactRoot.unmount());

  const hydrated = (node: Element | null) =>
    node !== null && Object.keys(node).some((key) => key.startsWith('__react'));
  await vi.waitFor(() => expect(hydrated(root.querySelector('h1'))).toBe(true), { timeout: 10_000 });
  expect(root.querySelector('h1')).toBe(heading);
  expect(root.querySelector('a[href^="/signup"]')).toBe(signUpLink);
  expect(signUpLink?.getAttribute('href')).toBe('/signup?next=%2Fgroup%2Fg-1');
  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  expect(warnings).not.toHaveBeenCalled();
}, 120_000);
