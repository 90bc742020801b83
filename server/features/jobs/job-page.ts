import type { PublicJob } from '@shared/api/jobs';
import type { FeaturePage } from '../feature-module';
import type { Services } from '../../services';
import { jobRepo } from './repo';
import { publicJob } from './mapping';

/**
 * `/job/{jobId}`, the public job link: the server puts Open Graph tags (a shared link
 * previews) and, while the job is open, schema.org JobPosting JSON-LD into the app's HTML,
 * so crawlers see them without running JavaScript. Drafts and unknown ids: null (404).
 */
export const jobPage: FeaturePage = {
  path: '/job/:jobId',
  async head(services: Services, params: Record<string, string>) {
    const jobId = params.jobId ?? '';
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(jobId)) return null;
    const row = await jobRepo(services.db, services.dialect).byId(jobId);
    if (!row || row.status === 'Draft') return null;
    return jobHead(publicJob(row), services.config.publicUrl, services.config.productName);
  },
};

const DESCRIPTION_CHARS = 200;

export function jobHead(job: PublicJob, publicUrl: string, productName: string): string {
  const url = `${publicUrl}/job/${encodeURIComponent(job.jobId)}`;
  const title = job.companyName ? `${job.title} at ${job.companyName}` : job.title;
  const summary =
    excerpt(plainText(job.description), DESCRIPTION_CHARS) || [place(job), job.jobType].filter(Boolean).join(' · ');
  const image = isWebUrl(job.companyLogo) ? job.companyLogo : null;
  const tags = [
    `<title>${escapeHtml(`${title} | ${productName}`)}</title>`,
    meta('name', 'description', summary),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', productName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', summary),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', summary),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
  ];
  if (job.status === 'Published')
    tags.push(`<script type="application/ld+json">${jsonForScript(jobPosting(job, url))}</script>`);
  return tags.join('\n');
}

/** schema.org JobPosting (https://schema.org/JobPosting); salary only under the spec's display rule. */
export function jobPosting(job: PublicJob, url: string): Record<string, unknown> {
  const { min, max, currency, rate } = job.salary;
  const remote = /remote/i.test(job.workType ?? '');
  const address = {
    '@type': 'PostalAddress',
    ...(job.location.city ? { addressLocality: job.location.city } : {}),
    ...(job.location.state ? { addressRegion: job.location.state } : {}),
    ...(job.location.country ? { addressCountry: job.location.country } : {}),
  };
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: plainText(job.description) || job.title,
    identifier: { '@type': 'PropertyValue', name: job.companyName ?? '', value: job.jobId },
    datePosted: job.createdAt,
    url,
    ...(employmentType(job.jobType) ? { employmentType: employmentType(job.jobType) } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.companyName ?? '',
      ...(isWebUrl(job.companyLogo) ? { logo: job.companyLogo } : {}),
    },
    ...(Object.keys(address).length > 1 ? { jobLocation: { '@type': 'Place', address } } : {}),
    ...(remote ? { jobLocationType: 'TELECOMMUTE' } : {}),
    ...(remote && job.location.country
      ? { applicantLocationRequirements: { '@type': 'Country', name: job.location.country } }
      : {}),
    ...(min && max && min > 0 && max >= min && currency
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency,
            value: { '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitText: unitText(rate) },
          },
        }
      : {}),
  };
}

const EMPLOYMENT: [RegExp, string][] = [
  [/full/i, 'FULL_TIME'],
  [/part/i, 'PART_TIME'],
  [/contract/i, 'CONTRACTOR'],
  [/temp/i, 'TEMPORARY'],
  [/intern/i, 'INTERN'],
];
const employmentType = (jobType: string | null) => EMPLOYMENT.find(([re]) => re.test(jobType ?? ''))?.[1];

function unitText(rate: string | null): string {
  if (/hour/i.test(rate ?? '')) return 'HOUR';
  if (/month/i.test(rate ?? '')) return 'MONTH';
  if (/week/i.test(rate ?? '')) return 'WEEK';
  if (/day|daily/i.test(rate ?? '')) return 'DAY';
  return 'YEAR';
}

const place = (job: PublicJob) =>
  [job.location.city, job.location.state, job.location.country].filter(Boolean).join(', ');

/** The markdown's text: emphasis markers, bullets and link syntax dropped, whitespace folded. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|[-*+]|\d+[.)]|>)\s+/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`)/g, '')
    .replace(/\\([\\`*_{}[\]()#+\-.!>])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function excerpt(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function isWebUrl(value: string | null): value is string {
  return !!value && /^https?:\/\/[^\s"'<>]+$/i.test(value);
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** JSON inside <script>: nothing in it can close the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
