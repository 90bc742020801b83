import { createRequire } from 'node:module';
import { stemOf } from './nlp';

/**
 * Related words a customer and a business write for the same thing ("cost" and "price",
 * "intro" and "introductory", "started" and "founded"), as a small curated table: each
 * group's words are related to each other. Measured on the grounding sets
 * (server/features/knowledge/eval): the table is what lets paraphrased questions reach
 * their sentence. Kept to words whose groups mean the same in a business's documents.
 */
const GROUPS: readonly string[] = [
  'price prices cost costs charge charges fee fees rate rates tariff pay paid payable expensive cheap afford pricing quote',
  'ship shipping shipment deliver delivery post postage send dispatch courier freight',
  'return returns refund refunds exchange exchanges back',
  'cancel cancellation cancelling reschedule postpone',
  'found founded founder founders start started establish established own owner owners co-founder',
  'company business firm practice studio shop store agency clinic team',
  'open opening hours closed close available availability',
  'book booking appointment appointments reserve reservation schedule slot',
  'intro introductory introduction initial first discovery',
  'discount discounts reduction reduced cheaper deal promotion concession',
  'payment payments pay paid paying invoice invoices bill billing card transfer',
  'contact reach email e-mail phone call telephone ring',
  'located location address based office premises where',
  'building house premises tower centre center block',
  'warranty guarantee guaranteed',
  'support help assistance helpdesk',
  'staff team employee employees people therapist therapists consultant consultants',
  'dog dogs pet pets animal animals',
  'park parking car',
  'child children kid kids',
  'repair repairs fix maintenance service servicing calibration calibrate',
  'insurance insurer insured cover covered reimburse reimbursed',
  'session sessions treatment treatments visit visits consultation consultations appointment appointments',
  'deposit advance upfront prepayment',
  'turnaround lead delivery',
  'late lateness delay delayed',
  'minimum least smallest lowest',
  'language languages speak english german french spanish',
  'vegan vegetarian plant-based',
  'allergy allergies allergen allergens gluten nut',
  'wheelchair accessible accessibility step-free lift elevator',
  'cash card contactless',
  'weekend weekends saturday sunday',
  'doctor doctors gp physician',
  'referral referrals referred letter',
  'home house',
  'partner husband wife spouse friend family relative companion daughter son mother father sister brother',
  'wear clothing clothes',
  'big small size maximum max capacity',
  'expire expiry expires valid validity',
  'swap exchange',
  'money refund cash',
  'keep hold retain store',
  'complain complaint complaints unhappy',
  'registered accredited certified qualified chartered licensed',
  'website online internet',
  'child children daughter son kid teenager minor',
  'pensioner pensioners senior seniors over-65 elderly retired',
  'student students',
  'pregnant pregnancy expecting',
  'voucher vouchers gift certificate',
  'time scheduled',
  'notes records record file files',
  'reply replies respond response answer acknowledge',
  'rest remaining remainder leftover unused',
  'hurt injury injuries injured injure',
  'buy bought purchase purchased',
];

/**
 * Phrases a customer and a business write for the same thing, where the words alone are not
 * related ("bank holiday" and "public holiday", "house call" and "home visit"). A question
 * holding one phrase reaches the words of the others.
 */
const PHRASES: readonly string[][] = [
  ['bank holiday', 'public holiday'],
  ['house call', 'home visit', 'come to my house', 'come to my home', 'visit me at home', 'come out to', 'at home'],
  ['money off', 'discount', 'reduction', 'concession', 'cheaper'],
  ['make an appointment', 'make a booking', 'book'],
  ['up front', 'upfront', 'in advance', 'beforehand'],
  ['turn up', 'show up', 'attend', 'come in'],
  ['get over', 'getting over', 'recover', 'recovering', 'recovery'],
  ['let off', 'let people off', 'waive', 'waived'],
  ['straight to', 'directly'],
  ['drop in', 'drop-in', 'single class'],
  ['been around', 'founded', 'established', 'opened'],
  ['after having my baby', 'after birth', 'postnatal'],
  ['how far along', 'weeks of pregnancy'],
  [
    'forget to turn up',
    "don't turn up",
    'not turn up',
    'no show',
    'no-show',
    'miss an appointment',
    'missed appointment',
  ],
  ["didn't use", 'did not use', 'not used', 'unused', 'left over', 'leftover'],
  ['on her own', 'on his own', 'on their own', 'alone', 'unaccompanied', 'accompanied'],
  ['year old', 'years old', 'age', 'aged', 'young people', 'children'],
  ['did you open', 'did you start', 'founded', 'established'],
];

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** What a business writes for a country it does not name. */
const ABROAD = 'international internationally abroad elsewhere worldwide overseas outside countries country other';
/** The European Union's members (ISO 3166-1 alpha-2): "EU" and "Europe" cover them. */
const EU = new Set('AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '));

type Lexicon = {
  related: Map<string, Set<string>>;
  classes: Map<string, Set<string>>;
  /** The words as written, for the full-text query (which stems them itself). */
  words: Map<string, Set<string>>;
};
let lexicon: Lexicon | null = null;

function build(): Lexicon {
  const related = new Map<string, Set<string>>();
  const words = new Map<string, Set<string>>();
  const link = (group: string[], into: Map<string, Set<string>>, values: (w: string) => string) => {
    for (const word of group) {
      const stem = stemOf(word);
      const set = into.get(stem) ?? new Set<string>();
      for (const other of group) if (stemOf(other) !== stem) set.add(values(other));
      into.set(stem, set);
    }
  };
  for (const group of GROUPS) {
    const list = group.split(/\s+/);
    link(list, related, stemOf);
    link(list, words, (w) => w);
  }
  // Classes: a member named in a question reaches the words that stand for the class.
  const classes = new Map<string, Set<string>>();
  const weekdays = new Set([...WEEKDAYS, 'weekday', 'weekdays', 'daily', 'day', 'week'].map(stemOf));
  for (const day of WEEKDAYS) classes.set(stemOf(day), weekdays);
  const months = new Set([...MONTHS, 'month', 'year', 'annual', 'season'].map(stemOf));
  for (const month of MONTHS) classes.set(stemOf(month), months);
  const abroad = new Set(ABROAD.split(' ').map(stemOf));
  const europe = new Set([...abroad, ...['eu', 'europe', 'european'].map(stemOf)]);
  for (const [code, names] of countryNames()) {
    for (const name of names) {
      const words = name
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((w) => w.length > 2);
      // One-word names only ("Canada", "Germany"); "United States" is "usa"/"us" in questions.
      if (words.length !== 1) continue;
      classes.set(stemOf(words[0] as string), EU.has(code) ? europe : abroad);
    }
  }
  for (const alias of ['usa', 'america', 'uk', 'britain', 'england', 'scotland', 'wales'])
    classes.set(stemOf(alias), abroad);
  return { related, classes, words };
}

function countryNames(): [string, string[]][] {
  const require = createRequire(import.meta.url);
  const library = require('i18n-iso-countries/index.js') as typeof import('i18n-iso-countries');
  library.registerLocale(require('i18n-iso-countries/langs/en.json'));
  return Object.entries(library.getNames('en', { select: 'all' })) as [string, string[]][];
}

/** A phrase of the question ("bank holiday") and the words a business may write for it instead. */
export function phraseRelatives(question: string): { words: string[]; alternatives: string[] }[] {
  const text = ` ${question
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' -]+/gu, ' ')
    .replace(/\s+/g, ' ')} `;
  const out: { words: string[]; alternatives: string[] }[] = [];
  for (const group of PHRASES) {
    const said = group.find((phrase) => text.includes(` ${phrase} `) || text.includes(` ${phrase}s `));
    if (!said) continue;
    out.push({ words: said.split(' '), alternatives: group.filter((p) => p !== said) });
  }
  return out;
}

/** Stems a business may have written for this stem of a question (not the stem itself). */
export function relatedStems(stem: string): ReadonlySet<string> {
  lexicon ??= build();
  return lexicon.related.get(stem) ?? EMPTY;
}

/** Words a business may have written for this stem of a question, as written. */
export function relatedWords(stem: string): ReadonlySet<string> {
  lexicon ??= build();
  return lexicon.words.get(stem) ?? EMPTY;
}

/** Words that stand for a class this stem belongs to, as written (for the full-text query). */
export function classWords(stem: string): string[] {
  const stems = classStems(stem);
  if (stems.size === 0) return [];
  return ABROAD.split(' ')
    .concat(['eu', 'europe', 'weekday', 'weekdays', 'weekend', 'weekends', 'daily', ...WEEKDAYS])
    .filter((w) => stems.has(stemOf(w)));
}

/** Stems that stand for a class this stem belongs to (a weekday, a month, a country). */
export function classStems(stem: string): ReadonlySet<string> {
  lexicon ??= build();
  return lexicon.classes.get(stem) ?? EMPTY;
}

export function isWeekday(word: string): boolean {
  return WEEKDAYS.includes(word.toLowerCase().replace(/s$/, ''));
}

export function isMonth(word: string): boolean {
  return MONTHS.includes(word.toLowerCase());
}

const EMPTY: ReadonlySet<string> = new Set();
