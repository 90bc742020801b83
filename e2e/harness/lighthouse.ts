import type { Page } from 'puppeteer-core';

type AccessibilityRun = {
  lhr: {
    runtimeError?: { message: string };
    categories: { accessibility?: { score: number | null; auditRefs: { id: string; weight: number }[] } };
    audits: Record<string, { score: number | null } | undefined>;
  };
};
type Lighthouse = (url: string, flags: object, config: undefined, page: Page) => Promise<AccessibilityRun | undefined>;

/**
 * Lighthouse 12's accessibility category (mobile preset) on `url` in `page`'s browser: the score
 * and the audits that cost it points. Keeps the page's cookies (no storage reset).
 */
export async function lighthouseAccessibility(page: Page, url: string): Promise<{ score: number; failed: string[] }> {
  const name = 'lighthouse';
  const lighthouse = ((await import(name)) as { default: Lighthouse }).default;
  const run = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: ['accessibility'], disableStorageReset: true },
    undefined,
    page,
  );
  const lhr = run?.lhr;
  if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const category = lhr.categories.accessibility;
  return {
    score: Math.round((category?.score ?? 0) * 100),
    failed: (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  };
}
