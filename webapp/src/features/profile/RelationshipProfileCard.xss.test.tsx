import type { Profile } from '@shared/api/profiles';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RelationshipProfileCard } from './RelationshipProfileCard';
import { renderAsViewer } from './test-viewer';

afterEach(cleanup);

const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
];

/** Every text a member writes on their profile, each the payload (stored verbatim by the API). */
function hostileProfile(payload: string): Profile {
  return {
    userId: 'grace',
    firstName: payload,
    lastName: payload,
    avatar: payload,
    headline: payload,
    bio: `${payload}\n${payload}`,
    profileAlias: payload,
    city: payload,
    state: payload,
    country: 'US',
    countryName: payload,
    meetingLink: payload,
    calendarLink: payload,
    userLinks: [{ title: payload, url: payload } as Profile['userLinks'][number]],
    company: { companyId: 'c1', name: payload, title: payload, website: payload, description: payload, logo: payload },
    userType: 'user',
    status: 'active',
    email: `${payload}@example.com`,
    phone: payload,
  };
}

describe('RelationshipProfileCard against hostile profile text', () => {
  it.each(PAYLOADS)('renders %s as text, never as markup or a script link', async (payload) => {
    const profile = hostileProfile(payload);
    const { container } = renderAsViewer(<RelationshipProfileCard userId="grace" />, {
      'GET /api/user/id': ({ url }) =>
        url.searchParams.get('userId') === 'grace' ? { body: profile } : { body: { ...profile, userId: 'me' } },
    });
    await screen.findAllByText((_, node) => node?.textContent === payload);
    expect(container.querySelectorAll('script, iframe, object, embed, [onerror], [onload]')).toHaveLength(0);
    // A link is where a script URL would run: none may carry one. (An <img src> never runs
    // one; the avatar and logo go to img-src, which the Content-Security-Policy governs.)
    for (const node of container.querySelectorAll('[href], :not(img)[src]')) {
      const value = (node.getAttribute('href') ?? node.getAttribute('src') ?? '').trim().toLowerCase();
      expect(value.startsWith('javascript:'), node.outerHTML).toBe(false);
      expect(value.startsWith('data:'), node.outerHTML).toBe(false);
    }
    // Our own icons are the only svg elements.
    for (const svg of container.querySelectorAll('svg')) expect(svg.getAttribute('class') ?? '').toContain('lucide');
    expect(container.textContent).toContain(payload);
  });
});
