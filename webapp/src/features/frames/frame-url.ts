import type { AppConfig, FrameMode } from '@shared/api/app-config';
import { FRAME_MODES } from '@shared/api/app-config';
import type { Viewer } from '../session/viewer';

/**
 * A drawer's page with the user's details and campaign tags (spec 2 §2: first name, last name,
 * email, phone, company name), added to whatever query the configured address already has.
 */
export function frameUrlFor(base: string, viewer: Viewer, mode: FrameMode): string {
  const url = new URL(base);
  const params: Record<string, string> = {
    first_name: viewer.firstName,
    last_name: viewer.lastName,
    email: viewer.email,
    phone: viewer.phone ?? '',
    company_name: viewer.companyName ?? '',
    utm_source: 'app',
    utm_medium: 'drawer',
    utm_campaign: mode,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** What a stored drawer link opens: a mode, and for the custom drawer its address. */
export type FrameTarget = { mode: FrameMode; url?: string };

/**
 * Spec 1 §2 deep links: `ai_pro` opens the subscribe drawer unless the assistant is active,
 * `refer_a_friend` the referral drawer, a drawer's own name that drawer, and an http(s)
 * address on the product's own domains the custom drawer. Anything else opens nothing.
 */
export function frameTargetOf(
  stored: string,
  config: Pick<AppConfig, 'frameHosts'>,
  isAssistantActive: boolean,
): FrameTarget | null {
  const value = stored.trim();
  if (value === 'ai_pro') return isAssistantActive ? null : { mode: 'subscribe' };
  if (value === 'refer_a_friend') return { mode: 'referFriend' };
  if ((FRAME_MODES as readonly string[]).includes(value) && value !== 'custom') return { mode: value as FrameMode };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!config.frameHosts.includes(url.host)) return null;
  return { mode: 'custom', url: url.toString() };
}
