import { KNOWLEDGE_MAX_FILES, knowledgeUploadProblem } from '@shared/knowledge';
import { messages } from '@shared/messages';

const problemMessage = {
  type: messages.knowledge.unsupportedType,
  size: messages.knowledge.tooLarge,
  count: messages.knowledge.tooManyFiles,
} as const;

export type KnowledgeCheck = { accepted: File[]; errors: string[] };

/**
 * Client-side checks before anything is uploaded (spec 2 §5): type, size and the 50-file cap
 * counted with the files already in the knowledge base. Duplicate names are left out.
 */
export function checkKnowledgeFiles(
  picked: readonly File[],
  existingNames: readonly string[],
  existingCount: number,
): KnowledgeCheck {
  const errors = new Set<string>();
  const names = new Set(existingNames.map((name) => name.toLowerCase()));
  const accepted: File[] = [];
  for (const file of picked) {
    const problem = knowledgeUploadProblem(file.name, file.size, existingCount + accepted.length);
    if (problem === 'count') {
      errors.add(problemMessage.count);
      break;
    }
    if (problem) {
      errors.add(problemMessage[problem]);
      continue;
    }
    if (names.has(file.name.toLowerCase())) continue;
    names.add(file.name.toLowerCase());
    accepted.push(file);
  }
  return { accepted, errors: [...errors] };
}

export { KNOWLEDGE_MAX_FILES };
