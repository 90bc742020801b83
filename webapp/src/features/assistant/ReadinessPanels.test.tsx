import type { AssistantRecord } from '@shared/api/assistant';
import { ASSISTANT_GUIDANCE_STATES } from '@shared/assistant';
import { guidanceStateOf } from '@shared/assistant-readiness';
import { assistantCopy } from '@shared/ui-copy';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAsViewer } from '../profile/test-viewer';
import { assistantKeys } from './assistant-api';
import { useAssistantStore } from './assistant-store';
import { GuidancePanel, SilenceNotice } from './ReadinessPanels';
import { guidanceActions, guidanceStateOfPost, silenceActions, silenceReasonsOfPost } from './readiness-rules';

afterEach(cleanup);
beforeEach(() => useAssistantStore.setState({ overlay: null }));

const guidance = assistantCopy.guidance;
const record = (changes: Partial<AssistantRecord> = {}): AssistantRecord => ({
  assistantId: 'meg',
  userId: 'me',
  name: 'Meg',
  purpose: '',
  enabled: false,
  subscribed: true,
  setup: true,
  trained: false,
  status: 'active',
  testUserId: null,
  pairingId: 'p-meg',
  testPairingId: null,
  away: false,
  ...changes,
});
const routes = (assistant: AssistantRecord) => ({
  'GET /api/assistant/user/me': () => ({ body: assistant }),
});

describe('guidance states (spec 3 §4.4)', () => {
  it('names the state from subscription, switch, setup and training', () => {
    const at = (subscribed: boolean, enabled: boolean, setup: boolean, trained: boolean) =>
      guidanceStateOf({ subscribed, enabled, setup, trained });
    expect(at(false, false, false, false)).toBe('setup');
    expect(at(true, false, false, false)).toBe('inactive_setup');
    expect(at(true, true, false, false)).toBe('active_setup');
    expect(at(false, false, true, false)).toBe('train');
    expect(at(true, false, true, false)).toBe('inactive_train');
    expect(at(true, true, true, false)).toBe('active_train');
    expect(at(false, false, true, true)).toBe('ready');
    expect(at(true, false, true, true)).toBe('ready');
    expect(at(true, true, true, true)).toBe('active_ready');
  });

  it.each(ASSISTANT_GUIDANCE_STATES)('renders %s as a panel with its own text and links', (state) => {
    renderAsViewer(<GuidancePanel state={state} />, routes(record()));
    const panel = screen.getByRole('region', { name: guidance.label });
    expect(panel.getAttribute('data-guidance-state')).toBe(state);
    expect(within(panel).getByText(guidance.states[state].title)).toBeTruthy();
    expect(within(panel).getByText(guidance.states[state].text)).toBeTruthy();
    const labels = within(panel)
      .queryAllByRole('button')
      .map((button) => button.textContent);
    const expected = guidanceActions(state).map(
      (action) =>
        ({ setup: guidance.actions.setup, train: guidance.actions.train, pricing: guidance.actions.subscribe })[action],
    );
    expect(labels).toEqual(expected);
  });

  it('every state has a text of its own', () => {
    const texts = ASSISTANT_GUIDANCE_STATES.map((state) => guidance.states[state].text);
    expect(new Set(texts).size).toBe(ASSISTANT_GUIDANCE_STATES.length);
  });

  it('set up but never trained and switched on: says Meg is silent, and the link opens training', async () => {
    const { queryClient } = renderAsViewer(<GuidancePanel state="active_train" />, routes(record({ enabled: true })));
    expect(screen.getByText(guidance.states.active_train.title)).toBeTruthy();
    expect(guidance.states.active_train.text).toContain('answers no one');
    // Train opens the drawer Train opens for this record (read as the panel mounts).
    await waitFor(() => expect(queryClient.getQueryData(assistantKeys.record('me'))).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: guidance.actions.train }));
    expect(useAssistantStore.getState().overlay).toBe('train');
  });

  it('not subscribed: links to setup and to the plans', () => {
    renderAsViewer(<GuidancePanel state="setup" />, routes(record({ subscribed: false, setup: false })));
    fireEvent.click(screen.getByRole('button', { name: guidance.actions.setup }));
    expect(useAssistantStore.getState().overlay).toBe('setup');
    expect(screen.getByRole('button', { name: guidance.actions.subscribe })).toBeTruthy();
  });

  it('reads the state of a guidance post, and ignores an unknown one', () => {
    const post = (value: string) => ({ postMeta: [{ name: 'assistantState', value }] }) as never;
    expect(guidanceStateOfPost(post('{"state":"active_train"}'))).toBe('active_train');
    expect(guidanceStateOfPost(post('{"state":"sleeping"}'))).toBeNull();
  });
});

describe("test mode's silence note", () => {
  it('lists every reason a contact would get no reply, with the links that fix them', () => {
    const reasons = ['switchedOff', 'setupIncomplete', 'notTrained'] as const;
    renderAsViewer(<SilenceNotice reasons={reasons} />, routes(record({ setup: false })));
    const note = screen.getByRole('region', { name: assistantCopy.silence.title });
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(reasons.map((reason) => assistantCopy.silence.reasons[reason]));
    fireEvent.click(within(note).getByRole('button', { name: guidance.actions.setup }));
    expect(useAssistantStore.getState().overlay).toBe('setup');
  });

  it('offers training alone when only training is missing, and the plans when AI Pro ended', () => {
    expect(silenceActions(['notTrained'])).toEqual(['train']);
    expect(silenceActions(['notSubscribed', 'offHere'])).toEqual(['pricing']);
    const post = { postMeta: [{ name: 'assistantSilence', value: '{"reasons":["notTrained","bogus"]}' }] } as never;
    expect(silenceReasonsOfPost(post)).toEqual(['notTrained']);
  });
});
