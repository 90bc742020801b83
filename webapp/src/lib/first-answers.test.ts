import { FIRST_ANSWERS_ELEMENT_ID } from '@shared/web-pages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Every copy this file loads forgets its answers after each test: web app files share a
// worker's modules (isolate: false), and a copy's answers under fake timers never expire.
const loaded: { forgetFirstAnswers(): void }[] = [];

/** A fresh copy of the module (it reads the page once) over a page that carries `text`. */
async function pageWith(text: string | null) {
  document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove();
  if (text !== null) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_ANSWERS_ELEMENT_ID;
    block.textContent = text;
    document.head.append(block);
  }
  vi.resetModules();
  const copy = await import('./first-answers');
  loaded.push(copy);
  return copy;
}

const ME = '/api/user/id?userId=u1';

describe("the page's first answers", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const copy of loaded.splice(0)) copy.forgetFirstAnswers();
    vi.useRealTimers();
  });

  it('answers a GET by its URL, as the API client builds it, and takes the block out of the page', async () => {
    const answers = await pageWith(
      JSON.stringify({ [ME]: { userId: 'u1' }, '/api/user/posts?userId=u1&skip=0&limit=15': { count: 0 } }),
    );
    expect(answers.firstAnswer('/api/user/id', { userId: 'u1' })).toEqual({ userId: 'u1' });
    expect(answers.firstAnswer('/api/user/posts', { userId: 'u1', skip: 0, limit: 15 })).toEqual({ count: 0 });
    expect(answers.firstAnswer('/api/user/id', { userId: 'u2' })).toBeUndefined();
    expect(document.getElementById(FIRST_ANSWERS_ELEMENT_ID)).toBeNull();
  });

  it('keeps them for the first render only: a few seconds, or until sign-out', async () => {
    const answers = await pageWith(JSON.stringify({ [ME]: { userId: 'u1' } }));
    expect(answers.firstAnswer('/api/user/id', { userId: 'u1' })).toBeDefined();
    // A render set aside and begun again finds the answer still there.
    expect(answers.firstAnswer('/api/user/id', { userId: 'u1' })).toBeDefined();
    vi.advanceTimersByTime(5_000);
    expect(answers.firstAnswer('/api/user/id', { userId: 'u1' })).toBeUndefined();

    const again = await pageWith(JSON.stringify({ [ME]: { userId: 'u1' } }));
    again.forgetFirstAnswers();
    expect(again.firstAnswer('/api/user/id', { userId: 'u1' })).toBeUndefined();
  });

  it('answers nothing for a page without answers or with a block cut short', async () => {
    expect((await pageWith(null)).firstAnswer('/api/user/id', { userId: 'u1' })).toBeUndefined();
    expect(
      (await pageWith('{"/api/user/id?userId=u1": {"us')).firstAnswer('/api/user/id', { userId: 'u1' }),
    ).toBeUndefined();
  });

  it('holds GETs until the next frame is painted only while a page drawn from answers starts', async () => {
    expect((await pageWith(null)).afterFirstAnswersPaint()).toBeNull();
    const answers = await pageWith(JSON.stringify({ [ME]: { userId: 'u1' } }));
    let painted = false;
    const wait = answers.afterFirstAnswersPaint();
    expect(wait).not.toBeNull();
    void wait?.then(() => {
      painted = true;
    });
    expect(answers.afterFirstAnswersPaint()).toBe(wait); // one frame for every GET of that moment
    await vi.advanceTimersByTimeAsync(50);
    expect(painted).toBe(true);
    // A tab hidden before its frame paints none: the GETs go when it hides.
    let released = false;
    void answers.afterFirstAnswersPaint()?.then(() => {
      released = true;
    });
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
    expect(released).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(answers.afterFirstAnswersPaint()).toBeNull();
  });
});
