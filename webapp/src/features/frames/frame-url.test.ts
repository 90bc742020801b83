import { describe, expect, it } from 'vitest';
import type { Viewer } from '../session/viewer';
import { frameTargetOf, frameUrlFor } from './frame-url';

const viewer = {
  userId: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  phone: '+1 555 0100',
  companyName: 'Analytical & Co',
} as Viewer;

describe('frameUrlFor', () => {
  it("passes the user's details and campaign tags, keeping the page's own query", () => {
    const url = new URL(frameUrlFor('https://help.example.test/faq?lang=en', viewer, 'faq'));
    expect(url.origin + url.pathname).toBe('https://help.example.test/faq');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.test',
      phone: '+1 555 0100',
      company_name: 'Analytical & Co',
      utm_source: 'app',
      utm_medium: 'drawer',
      utm_campaign: 'faq',
    });
  });
});

describe('frameTargetOf (spec 1 §2 deep links)', () => {
  const config = { frameHosts: ['app.example.test', 'help.example.test'] };
  it('opens subscribe for ai_pro unless the assistant is active, and the referral drawer for refer_a_friend', () => {
    expect(frameTargetOf('ai_pro', config, false)).toEqual({ mode: 'subscribe' });
    expect(frameTargetOf('ai_pro', config, true)).toBeNull();
    expect(frameTargetOf('refer_a_friend', config, false)).toEqual({ mode: 'referFriend' });
    expect(frameTargetOf('faq', config, false)).toEqual({ mode: 'faq' });
  });

  it("opens the custom drawer only for pages on the product's own domains", () => {
    expect(frameTargetOf('https://help.example.test/onboarding', config, false)).toEqual({
      mode: 'custom',
      url: 'https://help.example.test/onboarding',
    });
    expect(frameTargetOf('https://evil.example.test/', config, false)).toBeNull();
    expect(frameTargetOf('javascript:alert(1)', config, false)).toBeNull();
    expect(frameTargetOf('custom', config, false)).toBeNull();
    expect(frameTargetOf('nonsense', config, false)).toBeNull();
  });
});
