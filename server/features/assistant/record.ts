import type { AssistantRecord, SetupAnswers } from '@shared/api/assistant';
import type { VoiceProfile } from '../knowledge/answer-types';
import { ASSISTANT_NAME } from '@shared/copy/shell';
import type { AssistantTable } from '../../db/schema';

const list = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

/** The assistant row as the client's record (spec 2 §3). */
export function toRecord(row: AssistantTable, subscribed: boolean): AssistantRecord {
  return {
    assistantId: row.assistantUserId,
    userId: row.ownerId,
    name: ASSISTANT_NAME,
    purpose: row.purpose,
    enabled: row.enabled === 1,
    subscribed,
    setup: row.setupCompleted === 1,
    trained: row.trained === 1,
    status: row.status,
    testUserId: row.status === 'testMode' ? row.testUserId : null,
    pairingId: row.pairingId,
    testPairingId: row.status === 'testMode' ? row.testPairingId : null,
    away: row.awaySince !== null,
  };
}

export function toSetupAnswers(row: AssistantTable): SetupAnswers {
  return {
    role: list(row.role),
    tone: list(row.tone),
    style: list(row.style),
    userGender: row.userGender,
    userValues: list(row.userValues),
    completed: row.setupCompleted === 1,
  };
}

/** The setup answers as the answering engine reads them; null before any step is saved. */
export function toVoice(row: AssistantTable): VoiceProfile | null {
  const answers = toSetupAnswers(row);
  const empty = !answers.role.length && !answers.tone.length && !answers.style.length && !answers.userValues.length;
  if (empty && !answers.userGender) return null;
  return {
    role: answers.role,
    tone: answers.tone,
    style: answers.style,
    userGender: answers.userGender,
    userValues: answers.userValues,
  };
}
