import { KNOWLEDGE_MAX_BYTES } from '@shared/knowledge';
import { messages } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { conflictNotice, enableOutcome, entryDrawer, silenceConflict, visibleConflict } from './enable-rules';
import { checkKnowledgeFiles } from './knowledge-file-rules';
import {
  answersFrom,
  canAdvance,
  emptyAnswers,
  firstOpenStep,
  SETUP_CHOICES,
  SETUP_STEPS,
  stepPatch,
  toggleChoice,
} from './setup-wizard';

describe('setup wizard rules (spec 2 §4, §5)', () => {
  it('asks role, tone, style, userGender, userValues in that order', () => {
    expect(SETUP_STEPS).toEqual(['role', 'tone', 'style', 'userGender', 'userValues']);
    expect(SETUP_CHOICES.style).toEqual([
      'Be concise and to the point',
      'Be more friendly and conversational',
      'Let your assistant decide based on the situation',
    ]);
    expect(SETUP_CHOICES.role).toHaveLength(21);
    expect(SETUP_CHOICES.userValues).toHaveLength(25);
  });

  it('adds and removes on a multi-choice step, replaces on the single-choice step', () => {
    let answers = toggleChoice(emptyAnswers(), 'tone', 'Casual');
    answers = toggleChoice(answers, 'tone', 'Formal');
    expect(answers.tone).toEqual(['Casual', 'Formal']);
    answers = toggleChoice(answers, 'tone', 'Casual');
    expect(answers.tone).toEqual(['Formal']);
    answers = toggleChoice(answers, 'userGender', 'Male');
    answers = toggleChoice(answers, 'userGender', 'Female');
    expect(answers.userGender).toEqual(['Female']);
  });

  it('keeps Next and Done disabled until the step has a choice', () => {
    const answers = emptyAnswers();
    expect(canAdvance(answers, 'role')).toBe(false);
    expect(canAdvance(toggleChoice(answers, 'role', 'HR'), 'role')).toBe(true);
  });

  it('saves only the current step, and completed on the last one', () => {
    const answers = toggleChoice(toggleChoice(emptyAnswers(), 'role', 'HR'), 'userGender', 'Male');
    expect(stepPatch('u1', answers, 'role', false)).toEqual({ userId: 'u1', role: ['HR'] });
    expect(stepPatch('u1', answers, 'userGender', false)).toEqual({ userId: 'u1', userGender: 'Male' });
    expect(stepPatch('u1', answers, 'userValues', true)).toEqual({ userId: 'u1', userValues: [], completed: true });
  });

  it('reads stored answers, dropping values outside the lists, and resumes at the first open step', () => {
    const answers = answersFrom({ role: ['HR', 'astronaut'], tone: ['Casual'], userGender: 'Female' });
    expect(answers.role).toEqual(['HR']);
    expect(answers.userGender).toEqual(['Female']);
    expect(firstOpenStep(answers)).toBe(2);
  });
});

describe('enable rules (spec 2 §4)', () => {
  it('opens the subscribe dialog when switching on unsubscribed, and calls nothing', () => {
    expect(enableOutcome(true, { isSubscribed: false, isSetupDone: true })).toBe('subscribeDialog');
  });
  it('enables then warns when subscribed but not set up', () => {
    expect(enableOutcome(true, { isSubscribed: true, isSetupDone: false })).toBe('enableThenNotTrainedDialog');
  });
  it('enables then warns when set up but never trained: Meg stays silent until training is saved', () => {
    expect(enableOutcome(true, { isSubscribed: true, isSetupDone: true, isTrained: false })).toBe(
      'enableThenNotTrainedDialog',
    );
  });
  it('enables directly when ready, and always when switching off', () => {
    expect(enableOutcome(true, { isSubscribed: true, isSetupDone: true })).toBe('enable');
    expect(enableOutcome(false, { isSubscribed: false, isSetupDone: false })).toBe('enable');
  });
  it('sends Setup and Train to the right drawer', () => {
    expect(entryDrawer({ isSubscribed: true, isSetupDone: true })).toBe('train');
    expect(entryDrawer({ isSubscribed: true, isSetupDone: false })).toBe('setup');
    expect(entryDrawer({ isSubscribed: false, isSetupDone: true })).toBe('trainWithSubscribe');
  });
  it('shows a conflict notice until "Don\'t remind me" is stored under the spec\'s flag', () => {
    expect(conflictNotice(true, true)).toBeNull();
    expect(conflictNotice(false, true)).toBe('disabledHereEnabledGlobally');
    expect(conflictNotice(true, false)).toBe('enabledHereDisabledGlobally');
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (k: string, v: string) => stored.set(k, v),
    };
    expect(visibleConflict(false, true, storage)).toBe('disabledHereEnabledGlobally');
    silenceConflict('disabledHereEnabledGlobally', storage);
    expect(stored.get('DISABLE_MEG_ENABLED_GLOBALLY')).toBe('true');
    expect(visibleConflict(false, true, storage)).toBeNull();
    expect(visibleConflict(true, false, storage)).toBe('enabledHereDisabledGlobally');
    silenceConflict('enabledHereDisabledGlobally', storage);
    expect(stored.get('ENABLE_MEG_DISABLED_GLOBALLY')).toBe('true');
  });
});

describe('knowledge-base file checks (spec 2 §5)', () => {
  const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
  it('refuses other types with the spec message', () => {
    const result = checkKnowledgeFiles([file('a.exe'), file('b.md')], [], 0);
    expect(result.accepted.map((f) => f.name)).toEqual(['b.md']);
    expect(result.errors).toEqual([messages.knowledge.unsupportedType]);
  });
  it('refuses files over 10 MB', () => {
    const big = { name: 'big.pdf', size: KNOWLEDGE_MAX_BYTES + 1 } as File;
    expect(checkKnowledgeFiles([big], [], 0).errors).toEqual([messages.knowledge.tooLarge]);
  });
  it('stops at 50 files counting the stored ones, and drops duplicate names', () => {
    const result = checkKnowledgeFiles([file('x.txt'), file('y.txt'), file('z.txt')], ['old.txt'], 48);
    expect(result.accepted.map((f) => f.name)).toEqual(['x.txt', 'y.txt']);
    expect(result.errors).toEqual([messages.knowledge.tooManyFiles]);
    expect(checkKnowledgeFiles([file('OLD.txt')], ['old.txt'], 1).accepted).toEqual([]);
  });
});
