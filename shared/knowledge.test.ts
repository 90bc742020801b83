import { describe, expect, it } from 'vitest';
import { isOwnKnowledgeKey } from './api/knowledge';
import {
  KNOWLEDGE_MAX_BYTES,
  extensionOf,
  knowledgeFileKey,
  knowledgeUploadProblem,
  safeKnowledgeName,
} from './knowledge';
import { isValidFileKey } from './api/files';

describe('knowledge-base rules', () => {
  it('accepts the spec types, 10 MB and 50 files', () => {
    expect(knowledgeUploadProblem('Prices.XLSX', 1000, 0)).toBeNull();
    expect(knowledgeUploadProblem('notes.md', KNOWLEDGE_MAX_BYTES, 49)).toBeNull();
    expect(knowledgeUploadProblem('photo.png', 10, 0)).toBe('type');
    expect(knowledgeUploadProblem('README', 10, 0)).toBe('type');
    expect(knowledgeUploadProblem('big.pdf', KNOWLEDGE_MAX_BYTES + 1, 0)).toBe('size');
    expect(knowledgeUploadProblem('one-more.txt', 10, 50)).toBe('count');
  });

  it('names a safe key in the owner folder', () => {
    const name = safeKnowledgeName('Q3 report: "final"?.pdf');
    expect(extensionOf(name)).toBe('pdf');
    const key = knowledgeFileKey('u1', 'up1', name);
    expect(isValidFileKey(key)).toBe(true);
    expect(isOwnKnowledgeKey('u1', key)).toBe(true);
    expect(isOwnKnowledgeKey('u2', key)).toBe(false);
    expect(isOwnKnowledgeKey('u1', 'uploads/users/u1/knowledge/a.pdf')).toBe(false);
    expect(isValidFileKey(knowledgeFileKey('u1', 'up1', safeKnowledgeName('.hidden')))).toBe(true);
  });
});
