import { describe, expect, it } from 'vitest';
import { zPairingSettingsPatch, zSetupPatch } from './api/assistant';
import { ASSISTANT_TONES, SETUP_CHOICES, SETUP_STEPS } from './assistant';
import { messages } from './messages';

describe('assistant contract', () => {
  it('walks the five steps in the spec order, each with its verbatim list', () => {
    expect(SETUP_STEPS).toEqual(['role', 'tone', 'style', 'userGender', 'userValues']);
    expect(SETUP_CHOICES.tone).toBe(ASSISTANT_TONES);
    expect(ASSISTANT_TONES.at(-1)).toBe('Please decide on your own based on the situation');
  });

  it('accepts one step at a time and refuses empty, unknown or missing answers with a clear text', () => {
    expect(zSetupPatch.parse({ userId: 'u', tone: ['Friendly'] })).toMatchObject({ tone: ['Friendly'] });
    expect(zSetupPatch.parse({ userId: 'u', userValues: ['Honesty'], completed: true }).completed).toBe(true);
    const issue = (body: unknown) => zSetupPatch.safeParse(body).error?.issues[0]?.message;
    expect(issue({ userId: 'u', tone: [] })).toBe(messages.assistant.chooseOne);
    expect(issue({ userId: 'u', tone: ['Grumpy'] })).toBe(messages.assistant.invalidChoice);
    expect(issue({ userId: 'u', userGender: 'Robot' })).toBe(messages.assistant.invalidChoice);
    expect(issue({ userId: 'u' })).toBe(messages.assistant.oneStep);
  });

  it('needs instructions or enabled to change a relationship setting', () => {
    const ids = { assistantId: 'a', userId: 'u', pairingId: 'p' };
    expect(zPairingSettingsPatch.safeParse(ids).error?.issues[0]?.message).toBe(messages.assistant.settingsChange);
    expect(zPairingSettingsPatch.parse({ ...ids, enabled: false }).enabled).toBe(false);
  });
});
