import type { AssistantGuidanceState } from '@shared/assistant';
import type { SilenceReason } from '@shared/assistant-readiness';
import { assistantCopy } from '@shared/ui-copy';
import { BellOff, Bot, CircleCheck } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { useAssistant } from './assistant-api';
import { useAssistantStore } from './assistant-store';
import { entryDrawer } from './enable-rules';
import { guidanceActions, type ReadinessAction, silenceActions } from './readiness-rules';

const guidance = assistantCopy.guidance;
const silence = assistantCopy.silence;

/** The links of a panel; Train opens the drawer Train opens (the subscribe prompt when not subscribed). */
function ActionLinks({ actions }: { actions: readonly ReadinessAction[] }) {
  const open = useAssistantStore((state) => state.open);
  const assistant = useAssistant().data;
  const navigate = useNavigate();
  if (!actions.length) return null;
  const run = (action: ReadinessAction) => {
    if (action === 'pricing') return navigate('/pricing');
    if (action === 'setup') return open('setup');
    open(entryDrawer({ isSubscribed: assistant?.subscribed ?? false, isSetupDone: assistant?.setup ?? true }));
  };
  const label = { setup: guidance.actions.setup, train: guidance.actions.train, pricing: guidance.actions.subscribe };
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'pricing' ? 'secondary' : 'primary'}
          onClick={() => run(action)}
        >
          {label[action]}
        </Button>
      ))}
    </div>
  );
}

/**
 * A guidance state (spec 3 §4.4): Meg's status and the step to take, with its links, shown in
 * place of the post's text. `compact` is the share card's one-line status.
 */
export function GuidancePanel({ state, compact = false }: { state: AssistantGuidanceState; compact?: boolean }) {
  const copy = guidance.states[state];
  const isAnswering = state === 'active_ready';
  const Icon = isAnswering ? CircleCheck : Bot;
  return (
    <section
      aria-label={guidance.label}
      data-guidance-state={state}
      className={
        compact
          ? 'flex items-start gap-2 rounded-md bg-slate-50 px-2.5 py-2'
          : 'flex flex-col gap-2 rounded-lg border border-accent-200 bg-accent-50 p-3'
      }
    >
      <p className="flex items-start gap-2 text-sm font-semibold text-slate-900">
        <Icon
          aria-hidden="true"
          className={`mt-0.5 size-4 shrink-0 ${isAnswering ? 'text-emerald-700' : 'text-accent-700'}`}
        />
        <span className="min-w-0 break-words">{copy.title}</span>
      </p>
      {compact ? null : (
        <>
          <p className="text-sm text-slate-700">{copy.text}</p>
          <ActionLinks actions={guidanceActions(state)} />
        </>
      )}
    </section>
  );
}

/** Test mode's note where a contact would get no reply: why, and the links that fix it. */
export function SilenceNotice({ reasons }: { reasons: readonly SilenceReason[] }) {
  return (
    <section
      aria-label={silence.title}
      data-silence-reasons={reasons.join(' ')}
      className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3"
    >
      <p className="flex items-start gap-2 text-sm font-semibold text-slate-900">
        <BellOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-800" />
        <span>{silence.title}</span>
      </p>
      <p className="text-sm text-slate-700">{silence.text}</p>
      <ul className="list-disc pl-5 text-sm text-slate-700">
        {reasons.map((reason) => (
          <li key={reason}>{silence.reasons[reason]}</li>
        ))}
      </ul>
      <ActionLinks actions={silenceActions(reasons)} />
    </section>
  );
}
