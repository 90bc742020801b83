import { assistantCopy } from '@shared/ui-copy';

const messages = assistantCopy.knowledge;

/** Knowledge-base limits (spec 2 §5, §9). */
export const KNOWLEDGE_TYPES = ['pdf', 'csv', 'doc', 'docx', 'xls', 'xlsx', 'html', 'txt', 'md'] as const;
export const KNOWLEDGE_MAX_FILES = 50;
export const KNOWLEDGE_MAX_BYTES = 10 * 1024 * 1024;
export const KNOWLEDGE_ACCEPT = KNOWLEDGE_TYPES.map((type) => `.${type}`).join(',');

const extensionOf = (name: string): string => name.split('.').pop()?.toLowerCase() ?? '';

export type KnowledgeCheck = { accepted: File[]; errors: string[] };

/**
 * Client-side checks before anything is uploaded: type, size and the 50-file cap counted with
 * the files already in the knowledge base. Duplicate names are dropped.
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
    if (!(KNOWLEDGE_TYPES as readonly string[]).includes(extensionOf(file.name))) {
      errors.add(messages.unsupportedType);
      continue;
    }
    if (file.size > KNOWLEDGE_MAX_BYTES) {
      errors.add(messages.tooLarge);
      continue;
    }
    if (names.has(file.name.toLowerCase())) continue;
    if (existingCount + accepted.length >= KNOWLEDGE_MAX_FILES) {
      errors.add(messages.tooMany);
      break;
    }
    names.add(file.name.toLowerCase());
    accepted.push(file);
  }
  return { accepted, errors: [...errors] };
}
