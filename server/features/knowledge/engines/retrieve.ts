import type { AnswerInput, AnswerSource } from '../answer-types';
import type { Db } from '../../../db/database';
import type { DialectName } from '../../../db/dialect';
import { searchPassages } from '../index/fts-sql';
import { keyTerms, queryWords, sentences, stem, words } from '../index/terms';

/** What retrieval reads. */
export type RetrieveDeps = { db: Db; dialect: DialectName };

/** What the engines may answer from: passages of the owner's files, the purpose, the instructions. */
export type Evidence = { fileId: string | null; name: string; location: string | null; text: string };

/** One sentence of the evidence and how much of the question it covers (0..1). */
export type ScoredSentence = { evidence: Evidence; sentence: string; coverage: number; matched: Set<string> };

/** Passages fetched from the index per question. */
export const PASSAGES_PER_QUESTION = 12;

/**
 * Words that ask rather than name: they count for little when judging whether a sentence
 * answers ("how much does shipping cost" is about shipping, not about costing).
 */
const WEAK = new Set(
  [
    'offer',
    'provid',
    'hav',
    'get',
    'need',
    'much',
    'many',
    'cost',
    'mak',
    'tak',
    'giv',
    'us',
    'work',
    'good',
    'best',
    'long',
    'often',
    'way',
    'kind',
    'sort',
    'thing',
    'someth',
    'anyth',
    'ever',
    'current',
    'possibl',
    'abl',
    'allow',
    'typical',
    'usual',
    'availabl',
    'exact',
    'long',
    'day',
    'time',
  ].map((w) => w),
);
const weight = (term: string) => (WEAK.has(term) ? 0.25 : 1);

/** The passages of the owner's files that share words with the question, plus the purpose and instructions. */
export async function gatherEvidence(deps: RetrieveDeps, input: AnswerInput): Promise<Evidence[]> {
  const hits = await searchPassages(deps.db, deps.dialect, {
    userId: input.ownerUserId,
    words: queryWords(input.question),
    limit: PASSAGES_PER_QUESTION,
  });
  const evidence: Evidence[] = hits.map((h) => ({
    fileId: h.fileId,
    name: h.name,
    location: h.location,
    text: h.text,
  }));
  if (input.purpose.trim()) evidence.push({ fileId: null, name: 'Purpose', location: null, text: input.purpose });
  if (input.instructions.trim())
    evidence.push({ fileId: null, name: 'Instructions', location: null, text: input.instructions });
  return evidence;
}

/**
 * Every sentence of the evidence scored by the weighted share of the question's content
 * words it holds (its section's location counts as part of it: a price under the heading
 * "Shipping" is about shipping). Best first; equal sentences from overlapping passages once.
 */
export function scoreSentences(question: string, evidence: readonly Evidence[]): ScoredSentence[] {
  const terms = keyTerms(question);
  const total = terms.reduce((sum, t) => sum + weight(t), 0);
  if (total === 0) return [];
  const seen = new Set<string>();
  const scored: ScoredSentence[] = [];
  for (const item of evidence) {
    const context = new Set(words(item.location ?? '').map(stem));
    for (const sentence of sentences(item.text)) {
      const key = sentence.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const own = new Set(words(sentence).map(stem));
      const matched = new Set(terms.filter((t) => own.has(t) || context.has(t)));
      const inSentence = terms.filter((t) => own.has(t)).reduce((sum, t) => sum + weight(t), 0);
      const inContext = terms.filter((t) => !own.has(t) && context.has(t)).reduce((sum, t) => sum + weight(t), 0);
      const coverage = (inSentence + 0.8 * inContext) / total;
      if (coverage > 0) scored.push({ evidence: item, sentence, coverage, matched });
    }
  }
  return scored.sort((a, b) => b.coverage - a.coverage || a.sentence.length - b.sentence.length);
}

export function toSource(s: ScoredSentence): AnswerSource {
  return { fileId: s.evidence.fileId, name: s.evidence.name, excerpt: s.sentence };
}
