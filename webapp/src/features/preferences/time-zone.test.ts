import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportTimeZone } from './time-zone';

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe("the browser's time zone, kept with the preferences for the summary's hour", () => {
  it('is reported once the page settled, and not again in the same browser session', async () => {
    const save = vi.fn(async (_zone: string) => undefined);
    reportTimeZone(save);
    expect(save).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(save.mock.calls).toEqual([[zone]]);

    const again = vi.fn(async (_zone: string) => undefined);
    reportTimeZone(again);
    await vi.runAllTimersAsync();
    expect(again).not.toHaveBeenCalled();
  });

  it('is reported again next time when saving it failed', async () => {
    reportTimeZone(async () => Promise.reject(new Error('offline')));
    await vi.runAllTimersAsync();
    const save = vi.fn(async (_zone: string) => undefined);
    reportTimeZone(save);
    await vi.runAllTimersAsync();
    expect(save.mock.calls).toEqual([[zone]]);
  });

  it('is not sent when the shell goes before the page settled', async () => {
    const save = vi.fn(async (_zone: string) => undefined);
    reportTimeZone(save)();
    await vi.runAllTimersAsync();
    expect(save).not.toHaveBeenCalled();
  });
});
