import { createRequire } from 'node:module';
import type { Country } from '@shared/api/profiles';

type CountriesLibrary = typeof import('i18n-iso-countries');

/**
 * ISO 3166-1 countries from the maintained i18n-iso-countries package, English names,
 * sorted by name. Built once per process on first use (only the English locale is loaded).
 */
let cache: { list: Country[]; byCode: Map<string, string> } | undefined;

function load() {
  if (cache) return cache;
  const require = createRequire(import.meta.url);
  const library = require('i18n-iso-countries/index.js') as CountriesLibrary;
  library.registerLocale(require('i18n-iso-countries/langs/en.json'));
  const names = library.getNames('en', { select: 'official' });
  const list = Object.entries(names)
    .map(([iso2, name]) => ({ iso2, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  cache = { list, byCode: new Map(list.map((c) => [c.iso2, c.name])) };
  return cache;
}

export function countryList(): Country[] {
  return load().list;
}

/** The English name of an ISO2 code, or null for none or an unknown one. */
export function countryName(iso2: string | null | undefined): string | null {
  if (!iso2) return null;
  return load().byCode.get(iso2.toUpperCase()) ?? null;
}

export function isCountryCode(iso2: string): boolean {
  return load().byCode.has(iso2.toUpperCase());
}
