import type { Viewer } from '../session/viewer';

/** /pricing prefilled with the viewer's details and campaign tags (spec 1 §2). */
export function pricingLinkFor(viewer: Viewer, medium: string): string {
  const query = new URLSearchParams({
    first_name: viewer.firstName,
    last_name: viewer.lastName,
    email: viewer.email,
    phone: viewer.phone ?? '',
    company_name: viewer.companyName ?? '',
    utm_source: 'app',
    utm_medium: medium,
    utm_campaign: 'upgrade',
  });
  return `/pricing?${query.toString()}`;
}
