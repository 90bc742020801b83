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
  | 'amount'
  | 'duration'
  | 'time'
  | 'date'
  | 'person'
  | 'place'
  | 'number'
  | 'procedure'
  | 'yesno'
  | 'other';

const RULES: readonly [AnswerKind, RegExp][] = [
  [
    'duration',
    /\bhow long\b|\bhow many (?:days|weeks|months|hours|minutes|years)\b|\bturnaround\b|\bhow soon\b|\bhow quickly\b|\bhow far in advance\b|\bhow much notice\b/,
  ],
  [
    'amount',
    /\bhow much\b|\bwhat (?:do|does|would|will) (?:you|it|that|this|they) (?:charge|cost)\b|\b(?:price|prices|cost|costs|fee|fees|rate|rates|charge|charges|pricing|tariff)\b(?!.*\b(?:include|included|cover|covers)\b)/,
  ],
  [
    'time',
    /\bwhat time\b|\bat what time\b|\b(?:opening|office|business|support) hours\b|\buntil when\b|\bhow late\b|\bhow early\b|\bwhat hours\b/,
  ],
  [
    'date',
    /\bwhich days?\b|\bwhat days?\b|\bwhen\b|\bwhat date\b|\bwhich (?:date|month|year)\b|\bsince when\b|\bwhat year\b/,
  ],
  [
    'person',
    /^\s*(?:and\s+)?who\b|\bwho (?:is|are|was|were|founded|started|runs|owns|leads|will|would|do|does)\b|\bwhat(?:'s| is) the name of\b|\bwhose\b/,
  ],
  ['place', /\bwhere\b|\baddress\b|\bwhich (?:city|town|area|region|street)\b/],
  ['number', /\bhow many\b/],
  [
    'procedure',
    /\bhow (?:do|can|should|would|could) (?:i|we|one)\b|\bhow to\b|\bwhat(?:'s| is) the (?:process|procedure)\b|\bwhat (?:do|should) i do\b|\bwhat are the steps\b/,
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
const YEAR = /\b(?:18|19|20)\d{2}\b/;
const DATE_WORD = /\b(?:weekdays?|weekends?|daily|every day|public holidays?|bank holidays?|today|tomorrow)\b/i;
const PLACE =
  /\b\d+[a-z]?\s+[\p{Lu}][\p{L}.'-]+(?:\s+[\p{Lu}][\p{L}.'-]+)*\s+(?:street|st\.?|road|rd\.?|avenue|ave\.?|lane|way|drive|square|place|boulevard|blvd\.?)\b|\b[\p{Lu}][\p{L}-]*(?:straße|strasse|weg|platz|gasse|allee)\b|\b(?:street|road|avenue|square|floor|building|entrance|district|postcode|zip|online|remote|remotely|on-site|onsite|km|kilometres?|kilometers?|miles?|located|based in|near|next to|opposite)\b/iu;
const NUMBER = /\b\d+\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|dozen|hundred)\b/i;
const ROLE =
  /\b(?:clients?|customers?|founders?|co-founders?|owners?|partners?|directors?|managers?|therapists?|consultants?|staff|team|employees?|designers?|illustrators?|engineers?|doctors?|physiotherapists?|chefs?|technicians?|specialists?|advisers?|advisors?)\b/i;
const TITLE = /\b(?:dr|mr|mrs|ms|prof)\.?\s+[\p{Lu}]/u;
const NOT_NAMES = /^(?:the|our|we|a|an|this|all|every|each|eu|gmbh|ltd|inc|llc|ag|co|vat)$/i;

/** Whether a sentence (with its analysis) holds the kind of answer asked for. */
export function holdsKind(kind: AnswerKind, sentence: string, analysed: Analysed): boolean {
  const types = new Set(analysed.entities.map((e) => e.type));
  switch (kind) {
    case 'amount':
      return types.has('MONEY') || CURRENCY.test(sentence);
    case 'duration':
      return DURATION.test(sentence) || (types.has('DURATION') && !/^[a-z]+ to [a-z]+$/i.test(durations(analysed)));
    case 'time':
      return types.has('TIME') || TIME.test(sentence) || hasWeekday(analysed);
    case 'date':
      return (
        types.has('DATE') ||
        YEAR.test(sentence) ||
        DATE_WORD.test(sentence) ||
        hasWeekday(analysed) ||
        hasMonth(analysed)
      );
    case 'person':
      return TITLE.test(sentence) || ROLE.test(sentence) || hasName(analysed);
    case 'place':
      return PLACE.test(sentence) || analysed.tokens.some((t, i) => i > 0 && t.pos === 'PROPN' && !isWeekday(t.text));
    case 'number':
      return NUMBER.test(sentence) || types.has('CARDINAL');
    default:
      return true;
  }
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
    if (a.pos === 'PROPN' && b.pos === 'PROPN' && capitalised(a) && capitalised(b)) return true;
  }
  return false;
}

function capitalised(token: { raw: string; text: string }): boolean {
  return (
    !NOT_NAMES.test(token.text) && !isWeekday(token.text) && !isMonth(token.text) && /^\p{Lu}\p{Ll}/u.test(token.raw)
  );
}
