import type { Config } from '../../../config';
import type { Logger } from '../../../logger';
import { keyTerms, sentences, stemsOf } from '../index/terms';
import { complete, openAiClient } from './openai';

/** The applicant AI summary's length (spec 3: the applicant card's summary). */
export const SUMMARY_MAX = 180;

export type SummaryInput = {
  jobTitle: string;
  jobDescription: string;
  /** What the applicant gave: their resume's text, their application messages. */
  documents: readonly { name: string; text: string }[];
};

/**
 * At most 180 characters about the applicant for this job, naming what it drew on. Through
 * the configured model when there is one (told to use only the documents), else, or when the
 * model fails, extractive: the sentences of the documents that share most words with the job,
 * quoted as written. Null when the applicant gave nothing to read.
 */
export async function summarizeApplicant(
  deps: { config: Config; logger: Logger },
  input: SummaryInput,
): Promise<string | null> {
  const documents = input.documents.filter((d) => /[\p{L}\p{N}]/u.test(d.text));
  if (documents.length === 0) return null;
  const { baseUrl, model, apiKey, timeoutMs } = deps.config.assistantLlm;
  if (baseUrl) {
    try {
      const text = await complete(
        openAiClient({ baseUrl, model, apiKey, timeoutMs }),
        model,
        summaryMessages(input, documents),
        AbortSignal.timeout(timeoutMs),
      );
      const summary = text.replace(/\s+/g, ' ').trim();
      if (summary) return clip(summary, SUMMARY_MAX);
    } catch (error) {
      deps.logger.warn({ err: error }, 'applicant summary by the model failed; extractive summary instead');
    }
  }
  return extractiveSummary(input, documents);
}

function summaryMessages(input: SummaryInput, documents: SummaryInput['documents']) {
  const listed = documents.map((d) => `--- ${d.name} ---\n${d.text.slice(0, 6000)}`).join('\n');
  return [
    {
      role: 'system' as const,
      content: `Summarise a job applicant for the hiring person in at most ${SUMMARY_MAX} characters, plain text. Use only the documents given; invent nothing. End with the documents you drew on, like "(from resume.pdf)".`,
    },
    {
      role: 'user' as const,
      content: `Job: ${input.jobTitle}\n${input.jobDescription.slice(0, 2000)}\n\nDocuments:\n${listed}`,
    },
  ];
}

/** "From resume.pdf and the application: <the most job-relevant sentence, clipped>". */
export function extractiveSummary(input: SummaryInput, documents: SummaryInput['documents']): string {
  const jobTerms = new Set(keyTerms(`${input.jobTitle} ${input.jobTitle} ${input.jobDescription}`));
  const candidates = documents.flatMap((doc, order) =>
    sentences(doc.text)
      .filter((s) => s.length >= 20)
      .map((sentence) => {
        const own = stemsOf(sentence);
        const shared = [...jobTerms].filter((t) => own.has(t)).length;
        // Relevance to the job first; numbers (years, counts) and earlier documents break ties.
        return { doc, sentence, score: shared + (/\d/.test(sentence) ? 0.5 : 0) - order * 0.1 };
      }),
  );
  candidates.sort((a, b) => b.score - a.score);
  const picked = candidates.slice(0, 2);
  const best = picked[0];
  if (!best) return clip(`From ${documents[0]?.name}: ${documents[0]?.text.replace(/\s+/g, ' ').trim()}`, SUMMARY_MAX);
  const names = [...new Set(picked.map((p) => p.doc.name))];
  const prefix = `From ${names.join(' and ')}: `;
  const body = picked.map((p) => p.sentence).join(' ');
  return clip(prefix + body, SUMMARY_MAX);
}

/** At most `max` characters, cut at a word with an ellipsis. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
