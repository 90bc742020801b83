import { FIRST_ANSWERS_ELEMENT_ID } from '@shared/web-pages';
import { buildUrl, type QueryParams } from './api-client';

/**
 * How long the page's answers stay after the app first reads them: the first render may be
 * begun, set aside and begun again (React does when part of it suspends), and a query made
 * by the render set aside is gone again if nothing kept it (gcTime 0); the render that commits
 * finds the answer still there. After that, queries ask the server.
 */
const KEPT_MS = 5_000;

let answers: Map<string, unknown> | undefined;

/** The page's data block, read once and taken out of the page. */
function pageAnswers(): Map<string, unknown> {
  if (answers) return answers;
  const read = new Map<string, unknown>();
  answers = read;
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  if (!element) return read;
  try {
    const parsed: unknown = JSON.parse(element.textContent || '{}');
    if (parsed && typeof parsed === 'object') for (const [url, data] of Object.entries(parsed)) read.set(url, data);
  } catch {
    // A page cut short: every query asks the server, as it would without answers.
  }
  element.remove();
  setTimeout(() => read.clear(), KEPT_MS);
  return read;
}

/**
 * The answer the server sent inside the page to this GET (server/http/first-answers.ts), or
 * undefined: only in the page's first moments, for the queries its first render makes. The
 * query that starts from it keeps itself fresh from then on (realtime events, refetches).
 */
export function firstAnswer<T>(path: string, query?: QueryParams): T | undefined {
  return pageAnswers().get(buildUrl('', path, query)) as T | undefined;
}

let painted: Promise<void> | null = null;

/**
 * While a page drawn from its answers is in its first moments, a GET waits for the next frame
 * to be painted: the first render's queries (the header's, the sidebar's, a card's) then ask
 * after the posts are on screen instead of alongside their first paint, whose main-thread time
 * and network they shared. Null otherwise: the page draws from its requests, which go at once.
 */
export function afterFirstAnswersPaint(): Promise<void> | null {
  const all = pageAnswers();
  if (all.size === 0 || typeof requestAnimationFrame === 'undefined' || document.visibilityState !== 'visible') {
    return null; // a hidden tab paints no frame until it shows
  }
  if (!painted) {
    const next = new Promise<void>((resolve) => {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      // A tab hidden before its frame paints none until it shows: the GETs go then.
      document.addEventListener('visibilitychange', () => resolve(), { once: true });
    });
    painted = next;
    void next.then(() => {
      if (painted === next) painted = null;
    });
  }
  return painted;
}

/** Signing out: no query starts from the signed-in page's answers any more. */
export function forgetFirstAnswers(): void {
  pageAnswers().clear();
}

/**
 * A query's options to start from the page's answer: `initialData` (read when the query is
 * made, so the first render has it) dated when the page was asked for, by this browser's clock.
 */
export function startFromFirstAnswer<T>(answer: () => T | undefined): {
  initialData: () => T | undefined;
  initialDataUpdatedAt: number;
} {
  return { initialData: answer, initialDataUpdatedAt: performance.timeOrigin };
}
