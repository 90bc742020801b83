import type { SelfUser } from '@shared/api/user';
import { describe, expect, it } from 'vitest';
import { toViewer } from '../session/viewer';
import { pricingLinkFor } from './pricing-link';

const sessionUser = { id: 'u1', email: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace' };

function queryOf(link: string): URLSearchParams {
  expect(link.startsWith('/pricing?')).toBe(true);
  return new URLSearchParams(link.slice('/pricing?'.length));
}

describe('the pricing link (spec 1 §2 routes): a prefilled query', () => {
  it("fills the company name from the profile's current company", () => {
    const profile = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+1 555 0100',
      company: { name: 'Analytical Engines' },
    };
    const query = queryOf(pricingLinkFor(toViewer(sessionUser, profile as unknown as SelfUser), 'help-menu'));
    expect(Object.fromEntries(query)).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.test',
      phone: '+1 555 0100',
      company_name: 'Analytical Engines',
      utm_source: 'app',
      utm_medium: 'help-menu',
      utm_campaign: 'upgrade',
    });
  });

  it('leaves company_name empty without a company (or before the profile loads)', () => {
    expect(queryOf(pricingLinkFor(toViewer(sessionUser), 'avatar-menu')).get('company_name')).toBe('');
  });
});
