/**
 * What the server tells every client about this deployment (`GET /api/config`, public):
 * the white-label brand and the addresses of the embedded-frame drawers (spec 1 §2, spec 2 §2).
 */
export const FRAME_MODES = [
  'faq',
  'proposal',
  'document',
  'supportRoom',
  'meetIntegration',
  'relationshipLink',
  'customerExperience',
  'enterpriseSolution',
  'referFriend',
  'enterpriseSolutionHelp',
  'relationshipIntegration',
  'custom',
  'subscribe',
  'profile',
] as const;
export type FrameMode = (typeof FRAME_MODES)[number];

export type AppConfig = {
  /** White-label product name (PRODUCT_NAME, default 'Rapport'). */
  productName: string;
  /** The company's logo, shown in place of the product's; null shows the product logo. */
  companyLogoUrl: string | null;
  companyName: string | null;
  /** 'Powered by {productName}' beside a company logo. */
  showPoweredBy: boolean;
  /** Where each embedded-frame drawer points; a mode without an address shows a designed fallback. */
  frames: Partial<Record<FrameMode, string>>;
  /** Hosts whose pages a stored drawer URL may open in the custom drawer (the product's own domains). */
  frameHosts: string[];
  supportEmail: string;
  /**
   * E-mail domains whose users see a relationship's Source (First/Last) links (spec 3 §2:
   * fetched only when the viewer's domain is in this list); the server holds the same rule.
   */
  sourceLinkDomains: string[];
};

/** Whether the viewer's e-mail domain is one whose users see Source links. */
export function seesSourceLinks(email: string, domains: readonly string[]): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return email.includes('@') && domains.includes(domain);
}
