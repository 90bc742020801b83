import type { Analysed } from './nlp';
import { isMonth, isWeekday } from './lexicon';

/**
 * What a question asks for, and whether a sentence holds it. "How much" wants an amount,
 * "how long" a duration, "which days" a weekday or date, "what time" a time, "who" a person,
 * "where" a place; yes/no questions, procedures and the rest want a sentence about the
 * thing asked. A sentence that does not hold the kind asked for is not an answer, however
 * many words it shares with the question.
 */
export type AnswerKind =
  | 'email'
  | 'phone'
  | 'distance'
  | 'amount'
  | 'duration'
  | 'time'
  | 'date'
  | 'year'
  | 'person'
  | 'place'
  | 'address'
  | 'number'
  | 'procedure'
  | 'yesno'
  | 'other';

const RULES: readonly [AnswerKind, RegExp][] = [
  ['email', /\be-?mail address\b|\bwhat(?:'s| is) (?:your|the) e-?mail\b|\bwhich e-?mail\b/],
  [
    'phone',
    /\bphone number\b|\btelephone number\b|\bnumber (?:to|i can|can i) (?:call|ring|phone)\b|\bwhat number\b|\bwhat(?:'s| is) your (?:phone|number)\b/,
  ],
  ['distance', /\bhow far\b(?! along)|\bhow close\b|\bdistance\b/],
  // "How long have you been around?" is answered by the year it began.
  [
    'year',
    /\bhow long (?:have|has)\b.*\b(?:been around|been in business|existed|been going|been open|been trading)\b|\b(?:what|which) year\b|\bsince when\b|\bin what year\b/,
  ],
  [
    'duration',
    /\bhow long\b|\bhow far along\b|\bhow early (?:should|do|must|shall|would)\b|\bhow many (?:days|weeks|months|hours|minutes|years)\b|\bturnaround\b|\bhow soon\b|\bhow quickly\b|\bhow far in advance\b|\bhow much notice\b/,
  ],
  ['amount', /\bhow much\b|\bwhat (?:do|does|would|will) (?:you|it|that|this|they) (?:charge|cost)\b/],
  [
    'time',
    /\bwhat time\b|\bat what time\b|\b(?:opening|office|business|support) hours\b|\buntil when\b|\bhow late\b|\bhow early\b|\bwhat hours\b|\byour hours\b/,
  ],
  [
    'date',
    /\bwhich days?\b|\bwhat days?\b|\bwhen\b|\bwhat date\b|\bwhich (?:date|month|year)\b|\bsince when\b|\bwhat year\b/,
  ],
  [
    'person',
    /^\s*(?:and\s+)?who\b|\bwho (?:is|are|was|were|founded|started|runs|owns|leads|will|would|do|does|should|can|could|teaches|takes)\b|\bwhich (?:physios?|physiotherapists?|therapists?|doctors?|consultants?|staff member|person|one of you|of you|of your (?:staff|team))\b|\bwhat(?:'s| is) the name of\b|\bwhose\b/,
  ],
  ['address', /\b(?:your|the|postal|street|clinic|office|shop) address\b|\bwhat(?:'s| is) the address\b/],
  ['place', /\bwhere\b|\bwhich (?:city|town|area|region|street|building|floor)\b/],
  ['number', /\bhow many\b|\bhow big\b|\bhow large\b|\bhow small\b/],
  [
    'procedure',
    /\bhow (?:do|can|should|would|could) (?:i|we|one)\b|\bhow to\b|\bwhat(?:'s| is) the (?:process|procedure)\b|\bwhat (?:do|should) i do\b|\bwhat are the steps\b/,
  ],
  // "How do I claim the cost back?" asks how; "What's the price of ..." asks how much.
  [
    'amount',
    /\b(?:price|prices|cost|costs|fee|fees|rate|rates|charge|charges|pricing|tariff)\b(?!.*\b(?:include|included|cover|covers)\b)/,
  ],
  ['yesno', /^\s*(?:do|does|did|is|are|was|were|can|could|will|would|should|shall|may|have|has|am)\b/],
];

/** The kind of answer a question wants (the first rule that matches, in the order above). */
export function answerKindOf(question: string): AnswerKind {
  const q = question.toLowerCase().replace(/[’]/g, "'");
  for (const [kind, rule] of RULES) if (rule.test(q)) return kind;
  return 'other';
}

const CURRENCY =
  /(?:[$€£¥]\s?\d[\d.,' ]*|\b\d[\d.,']*\s?(?:eur|euros?|usd|dollars?|gbp|pounds?|chf|francs?|cad|aud|sek|nok|dkk|pln|czk|€|\$|£)\b|\b(?:free|free of charge|no charge|no extra charge|at no cost|included in the price|complimentary)\b)/i;
const DURATION =
  /\b(?:\d+(?:[.,]\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|twenty|thirty|forty|forty-five|sixty|ninety|a few|several)(?:\s*-\s*|\s+)(?:to\s+\w+\s+)?(?:business |working |calendar )?(?:minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?)\b|\b\d+-(?:minute|hour|day|week|month|year)\b|\bsame[- ]day\b|\bovernight\b|\bnext[- ]day\b/i;
const TIME =
  /\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}[:.]\d{2}\b|\b(?:noon|midday|midnight|morning|afternoon|evening)s?\b|\b\d{1,2}\s?h\b/i;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;
const PHONE = /(?:\+?\d[\d ()-]{5,}\d)/;
const DISTANCE =
  /\b\d+(?:[.,]\d+)?\s?(?:km|kilometres?|kilometers?|miles?|metres?|meters?|m)\b|\b(?:walk|away|on foot|drive|next door|nearby|around the corner|opposite)\b/i;
/** "When" is often answered by an event: before your visit, at the end of it, once it is confirmed. */
const WHEN_PHRASE =
  /\b(?:before|after|beforehand|afterwards|in advance|at the (?:end|start|beginning|time)|by the|once|within|until|during|on the day|same day|as soon as|evening|morning|afternoon)\b/i;
const YEAR = /\b(?:18|19|20)\d{2}\b/;
const DATE_WORD = /\b(?:weekdays?|weekends?|daily|every day|public holidays?|bank holidays?|today|tomorrow)\b/i;
const PLACE =
  /\b\d+[a-z]?\s+[\p{Lu}][\p{L}.'-]+(?:\s+[\p{Lu}][\p{L}.'-]+)*\s+(?:street|st\.?|road|rd\.?|avenue|ave\.?|lane|way|drive|square|place|boulevard|blvd\.?)\b|\b[\p{Lu}][\p{L}-]*(?:straße|strasse|weg|platz|gasse|allee)\b|\b(?:street|road|avenue|square|floor|building|entrance|district|postcode|zip|online|remote|remotely|on-site|onsite|km|kilometres?|kilometers?|miles?|located|based in|near|next to|opposite)\b/iu;
const STREET =
  /\b\d+[a-z]?,?\s+[\p{Lu}][\p{L}.'-]+(?:\s+[\p{Lu}][\p{L}.'-]+)*\s+(?:street|st\.?|road|rd\.?|avenue|ave\.?|lane|way|drive|square|place|boulevard|blvd\.?|quay)\b|\b[\p{Lu}][\p{L}-]*(?:straße|strasse|weg|platz|gasse|allee)\s+\d+|\b[A-Z]\d{2}\s?[A-Z0-9]{4}\b|\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b|\b\d{5}\b/u;
/** "14 Dock Road", "221B Baker Street": the street part of an address, stated first. */
const STREET_ADDRESS =
  /\b\d+[a-zA-Z]?,?\s+(?:[\p{Lu}][\p{L}.'-]+\s+)+(?:Street|St\.?|Road|Rd\.?|Avenue|Ave\.?|Lane|Way|Drive|Square|Place|Boulevard|Blvd\.?|Quay|Terrace|Crescent|Row)\b/u;
const LOCATIVE =
  /\b(?:beside|behind|outside|inside|in front of|next to|opposite|along|above|below|upstairs|downstairs|floor|entrance|door|reception|room|corner)\b/i;
/** How a thing is done: by phone, online, through a link, by filling in or asking. */
const MEANS =
  /\b(?:by (?:phone|email|e-mail|post|text|calling|ringing|emailing|writing|filling)|through|via|online|website|app|link|form|ring|call|phone|email|e-mail|write|fill|ask|contact|visit|book|click|using|reply|send)\b/i;
const NUMBER = /\b\d+\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|dozen|hundred)\b/i;
const ROLE_SUBJECT =
  /^(?:the |our |all |every )?(?:clients?|customers?|founders?|co-founders?|owners?|partners?|directors?|managers?|employees?|staff|team)\b/i;
const TITLE = /\b(?:dr|mr|mrs|ms|prof)\.?\s+[\p{Lu}]/u;
const PLACE_NOUN =
  /^(?:street|st|road|rd|avenue|square|lane|way|station|park|house|hospital|centre|center|bridge|quay)$/i;
const NOT_NAMES = /^(?:the|our|we|a|an|this|all|every|each|eu|gmbh|ltd|inc|llc|ag|co|vat)$/i;

/** Whether a sentence (with its analysis) holds the kind of answer asked for. */
export function holdsKind(kind: AnswerKind, sentence: string, analysed: Analysed): boolean {
  const types = new Set(analysed.entities.map((e) => e.type));
  switch (kind) {
    case 'email':
      return EMAIL.test(sentence);
    case 'phone':
      return PHONE.test(sentence);
    case 'distance':
      return DISTANCE.test(sentence) || DURATION.test(sentence);
    case 'amount':
      return types.has('MONEY') || CURRENCY.test(sentence);
    case 'duration':
      return DURATION.test(sentence) || (types.has('DURATION') && !/^[a-z]+ to [a-z]+$/i.test(durations(analysed)));
    case 'time':
      return types.has('TIME') || TIME.test(sentence) || hasWeekday(analysed);
    case 'year':
      return YEAR.test(sentence);
    case 'date':
      return (
        types.has('DATE') ||
        YEAR.test(sentence) ||
        DATE_WORD.test(sentence) ||
        WHEN_PHRASE.test(sentence) ||
        hasWeekday(analysed) ||
        hasMonth(analysed)
      );
    case 'person':
      // "Your physiotherapist will ..." names nobody: a person is named or titled.
      // "Clients own the full copyright": a role is an answer when the sentence is about it.
      return TITLE.test(sentence) || hasName(analysed) || ROLE_SUBJECT.test(sentence);
    case 'address':
      return STREET.test(sentence);
    case 'place':
      return (
        PLACE.test(sentence) ||
        LOCATIVE.test(sentence) ||
        analysed.tokens.some((t, i) => i > 0 && t.pos === 'PROPN' && !isWeekday(t.text))
      );
    case 'procedure':
      return MEANS.test(sentence);
    case 'number':
      return NUMBER.test(sentence) || types.has('CARDINAL');
    default:
      return true;
  }
}

/**
 * How much of the kind asked for a sentence holds, to choose between sentences that answer
 * equally well: "You can book online, by phone or in person" tells more ways than "... when you book".
 */
export function kindEvidence(kind: AnswerKind, sentence: string): number {
  if (kind !== 'procedure') return 0;
  return sentence.match(new RegExp(MEANS.source, 'gi'))?.length ?? 0;
}

/** The part of a sentence that answers, for the reply's first sentence: null when it is the whole sentence. */
export function answerPhrase(kind: AnswerKind, sentence: string, analysed: Analysed): string | null {
  const entity = (type: string) => analysed.entities.find((e) => e.type === type)?.value ?? null;
  const match = (pattern: RegExp) => pattern.exec(sentence)?.[0]?.trim() ?? null;
  switch (kind) {
    case 'amount':
      return match(CURRENCY) ?? entity('MONEY');
    case 'duration':
      return match(DURATION) ?? entity('DURATION');
    case 'year':
      return match(YEAR);
    case 'address':
      return match(STREET_ADDRESS) ?? match(STREET);
    case 'email':
      return match(EMAIL);
    case 'phone':
      return match(PHONE);
    default:
      return null;
  }
}

function durations(analysed: Analysed): string {
  return analysed.entities
    .filter((e) => e.type === 'DURATION')
    .map((e) => e.value)
    .join(' ');
}

/** Words to fetch passages by when a question names only the kind it asks for ("Which building are you in?"). */
export function kindQueryWords(kind: AnswerKind): readonly string[] {
  return KIND_QUERY[kind] ?? [];
}

const KIND_QUERY: Partial<Record<AnswerKind, readonly string[]>> = {
  place: ['address', 'street', 'road', 'floor', 'located', 'find', 'house', 'building'],
  address: ['address', 'street', 'road', 'located', 'find'],
  phone: ['phone', 'ring', 'call', 'telephone'],
  email: ['email', 'write'],
};

function hasWeekday(analysed: Analysed): boolean {
  return analysed.tokens.some((t) => isWeekday(t.text));
}

function hasMonth(analysed: Analysed): boolean {
  return analysed.tokens.some((t, i) => isMonth(t.text) && (t.text !== 'may' || i > 0));
}

/** Two capitalised proper nouns in a row ("Maria Keller"), not a weekday, month or company form. */
function hasName(analysed: Analysed): boolean {
  const { tokens } = analysed;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const a = tokens[i] as (typeof tokens)[number];
    const b = tokens[i + 1] as (typeof tokens)[number];
    const after = tokens[i + 2]?.text ?? '';
    if (a.pos === 'PROPN' && b.pos === 'PROPN' && capitalised(a) && capitalised(b) && !PLACE_NOUN.test(after))
      if (!PLACE_NOUN.test(b.text)) return true;
  }
  return false;
}

function capitalised(token: { raw: string; text: string }): boolean {
  return (
    !NOT_NAMES.test(token.text) && !isWeekday(token.text) && !isMonth(token.text) && /^\p{Lu}\p{Ll}/u.test(token.raw)
  );
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  ninety: 90,
};

/** "12 classes" → [12, "class"]: each number of a text with the stem of the word it counts. */
export function countedNumbers(analysed: Analysed): { value: number; what: string }[] {
  const out: { value: number; what: string }[] = [];
  const { tokens } = analysed;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const token = tokens[i] as (typeof tokens)[number];
    const value = /^\d+$/.test(token.text) ? Number(token.text) : NUMBER_WORDS[token.text];
    if (value === undefined) continue;
    let next = tokens[i + 1] as (typeof tokens)[number];
    if (next.text === '-' && tokens[i + 2]) next = tokens[i + 2] as (typeof tokens)[number];
    if (next.type === 'word') out.push({ value, what: next.stem });
  }
  return out;
}

/**
 * Whether a sentence counts the same thing as the question with another number ("a pack of
 * 12 classes" against "six classes", "a 90 minute massage" against "60 minutes"): then it
 * answers another question.
 */
export function countsDiffer(question: Analysed, sentence: Analysed): boolean {
  const asked = countedNumbers(question);
  if (asked.length === 0) return false;
  const given = countedNumbers(sentence);
  return asked.some(
    (a) =>
      given.some((g) => g.what === a.what && g.value !== a.value) &&
      !given.some((g) => g.what === a.what && g.value === a.value),
  );
}

/** Question words the kind itself answers: a sentence holding a phone number answers "phone number". */
const KIND_WORDS: Partial<Record<AnswerKind, readonly string[]>> = {
  email: ['email', 'e-mail', 'mail', 'address', 'write'],
  phone: ['phone', 'number', 'telephon', 'call', 'ring'],
  amount: ['cost', 'price', 'fee', 'charg', 'much', 'pay', 'rate'],
  duration: ['long', 'time', 'take', 'last'],
  time: ['time', 'hour', 'open', 'earli', 'late'],
  date: ['day', 'date', 'year', 'month'],
  year: ['year', 'long'],
  distance: ['far', 'distanc', 'close'],
  address: ['address', 'locat', 'find'],
  place: ['build', 'locat', 'find', 'floor'],
  person: ['physio', 'physiotherapist', 'therapist', 'doctor', 'consult', 'staff', 'person', 'someon', 'someth'],
  number: ['mani', 'number', 'big', 'size'],
};

/** Whether a question's stem is one of the words asking for this kind of answer. */
export function asksForKind(kind: AnswerKind, stem: string): boolean {
  return KIND_WORDS[kind]?.includes(stem) ?? false;
}
