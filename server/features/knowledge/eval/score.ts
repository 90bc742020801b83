import { EVAL_ANSWERABLE, EVAL_KINDS, EVAL_UNANSWERABLE, type EvalKind } from './questions';

/** What Meg replied: a quote from the files (grounded) or the holding reply. */
export type EvalReply = { kind: 'grounded' | 'holding'; text: string };

export type EvalOutcome =
  | 'answered'
  | 'quotedWithoutFact'
  | 'handedOffAnswerable'
  | 'handedOffUnanswerable'
  | 'invented'
  | 'failed';

export type EvalMiss = { question: string; fact: string | null; outcome: EvalOutcome; reply: string };

export type EvalResult = {
  answerable: number;
  unanswerable: number;
  /** Grounded, and the reply holds the fact. */
  answered: number;
  /** Grounded, but the fact is not in the reply. */
  quotedWithoutFact: number;
  /** The holding reply, though the files answer the question. */
  handedOffAnswerable: number;
  /** The holding reply to a question the files do not answer (the right reply). */
  handedOffUnanswerable: number;
  /** Grounded reply to a question the files do not answer. */
  invented: number;
  /** `ask` threw (a 500 to a customer). */
  failed: number;
  /** Answerable questions asked and answered with the fact, by the kind of answer they ask for. */
  byKind: Record<EvalKind, { asked: number; answered: number }>;
  misses: EvalMiss[];
};

/** Lower case, one space for any run of white space, straight quotes: how a fact is looked for. */
export function normaliseForMatch(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Asks every question of the set one after another and counts the outcomes. */
export async function scoreEval(ask: (question: string) => Promise<EvalReply>): Promise<EvalResult> {
  const result: EvalResult = {
    answerable: EVAL_ANSWERABLE.length,
    unanswerable: EVAL_UNANSWERABLE.length,
    answered: 0,
    quotedWithoutFact: 0,
    handedOffAnswerable: 0,
    handedOffUnanswerable: 0,
    invented: 0,
    failed: 0,
    byKind: Object.fromEntries(EVAL_KINDS.map((k) => [k, { asked: 0, answered: 0 }])) as EvalResult['byKind'],
    misses: [],
  };
  for (const { question, fact, kind } of EVAL_ANSWERABLE) {
    const tally = result.byKind[kind];
    tally.asked++;
    const reply = await replyTo(ask, question);
    const outcome: EvalOutcome = !reply
      ? 'failed'
      : reply.kind === 'holding'
        ? 'handedOffAnswerable'
        : normaliseForMatch(reply.text).includes(normaliseForMatch(fact))
          ? 'answered'
          : 'quotedWithoutFact';
    result[outcome]++;
    if (outcome === 'answered') tally.answered++;
    else result.misses.push({ question, fact, outcome, reply: reply?.text ?? '' });
  }
  for (const question of EVAL_UNANSWERABLE) {
    const reply = await replyTo(ask, question);
    const outcome: EvalOutcome = !reply ? 'failed' : reply.kind === 'holding' ? 'handedOffUnanswerable' : 'invented';
    result[outcome]++;
    if (outcome !== 'handedOffUnanswerable')
      result.misses.push({ question, fact: null, outcome, reply: reply?.text ?? '' });
  }
  return result;
}

async function replyTo(ask: (question: string) => Promise<EvalReply>, question: string): Promise<EvalReply | null> {
  try {
    return await ask(question);
  } catch {
    return null;
  }
}

const percent = (part: number, whole: number) => (whole ? `${Math.round((100 * part) / whole)}%` : '-');
const clip = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** The result as a table (and, with `misses`, every question that went wrong and its reply). */
export function formatEval(result: EvalResult, options: { misses?: boolean } = {}): string {
  const a = result.answerable;
  const u = result.unanswerable;
  const rows: [string, number, number][] = [
    ['answered with the fact', result.answered, a],
    ['quoted without the fact', result.quotedWithoutFact, a],
    ['handed off when answerable', result.handedOffAnswerable, a],
    ['handed off when not answerable', result.handedOffUnanswerable, u],
    ['invented', result.invented, u],
  ];
  if (result.failed) rows.push(['failed (threw)', result.failed, a + u]);
  const lines = [
    `| outcome | count | share |`,
    `|---|---|---|`,
    ...rows.map(([label, count, of]) => `| ${label} | ${count} / ${of} | ${percent(count, of)} |`),
    '',
    `answered by kind: ${Object.entries(result.byKind)
      .map(([kind, { asked, answered }]) => `${kind} ${answered}/${asked}`)
      .join(', ')}`,
  ];
  if (options.misses) {
    lines.push('', 'misses:');
    for (const miss of result.misses) {
      const expected = miss.fact === null ? '' : ` [fact: ${miss.fact}]`;
      lines.push(
        `- ${miss.outcome}: ${clip(miss.question, 90)}${expected} -> ${clip(miss.reply, 160) || '(no reply)'}`,
      );
    }
  }
  return lines.join('\n');
}
