import { describe, expect, it } from 'vitest';
import { applicationServerKeyOf, isWebPushSupported } from './web-push';

describe('web push in the browser', () => {
  it('turns the base64url VAPID key into its bytes', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, index) => (index * 37) % 256);
    const base64Url = Buffer.from(bytes).toString('base64url');
    expect(Array.from(applicationServerKeyOf(base64Url))).toEqual(Array.from(bytes));
  });

  it('is not offered where there is no service worker (jsdom, old browsers)', () => {
    expect(isWebPushSupported()).toBe(false);
  });
});
