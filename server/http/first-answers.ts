import { FIRST_ANSWERS_ELEMENT_ID } from '@shared/web-pages';

/** Answers an API request inside this server, through the whole app (its middleware and routes). */
export type AskApp = (request: Request) => Response | Promise<Response>;

/** What a page's first calls are made with: the page request's own credentials. */
export type PageCredentials = { cookie: string | null; authorization: string | null };

export type FirstAnswers = {
  /** URL (as first-calls.ts names it) → the answer's data, as the web app's API client unwraps it. */
  answers: Record<string, unknown>;
  /** Cookies the answers set (a session better-auth renewed on the way): the page response carries them. */
  setCookies: string[];
};

type Envelope = { isSuccess: boolean; data?: unknown };
const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as Envelope).isSuccess === 'boolean';

/**
 * The answers to a signed-in page's first API calls (first-calls.ts), made here with the page
 * request's credentials and sent inside its index.html. The page then draws its first posts
 * with its first render: before, it asked after its scripts had run and rendered once per
 * answer in turn (a relationship: the person, then the pairing, then its posts), and every
 * request those renders started lay on the way to the posts. Only successful answers go; the
 * page asks for any other itself, as it always did.
 */
export async function firstAnswers(
  ask: AskApp,
  origin: string,
  urls: readonly string[],
  credentials: PageCredentials,
  /** URLs answered here without the app's round (the session, which the page resolved already). */
  local: Readonly<Record<string, () => Promise<unknown>>> = {},
): Promise<FirstAnswers> {
  const headers: Record<string, string> = {};
  if (credentials.cookie) headers.cookie = credentials.cookie;
  if (credentials.authorization) headers.authorization = credentials.authorization;
  const setCookies: string[] = [];
  const answered = await Promise.all(
    urls.map(async (url): Promise<[string, unknown] | null> => {
      try {
        const answerHere = local[url];
        if (answerHere) {
          const answer = await answerHere();
          return answer === null || answer === undefined ? null : [url, answer];
        }
        const response = await ask(new Request(new URL(url, origin), { headers }));
        setCookies.push(...response.headers.getSetCookie());
        if (response.status !== 200) return null;
        const body: unknown = await response.json();
        if (!isEnvelope(body)) return [url, body]; // better-auth's own answers (get-session) are plain JSON
        return body.isSuccess ? [url, body.data] : null;
      } catch {
        return null; // the page asks for it itself
      }
    }),
  );
  return { answers: Object.fromEntries(answered.filter((entry) => entry !== null)), setCookies };
}

/**
 * The answers as a data block: JSON that no browser runs (the page's policy allows no inline
 * script), with every `<` escaped so that no answer can close the element or open a comment.
 */
export function firstAnswersTag(answers: Record<string, unknown>): string {
  if (Object.keys(answers).length === 0) return '';
  const json = JSON.stringify(answers)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${json}</script>`;
}
