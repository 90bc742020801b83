import { assistantCopy } from '@shared/ui-copy';
import { BadgeCheck, GraduationCap, type LucideIcon, SlidersHorizontal, Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { type AssistantRecord, useSetAway, useToggleEnabled } from './assistant-api';
import { useAssistantStore } from './assistant-store';
import { enableOutcome, entryDrawer } from './enable-rules';
import { ToggleSwitch } from './ToggleSwitch';
import { useTestMode } from './use-test-mode';

const copy = assistantCopy.tiles;

const tileClass =
  'flex min-w-0 flex-1 flex-col items-center justify-center gap-1 rounded-lg px-0.5 py-2 text-xs font-medium text-slate-700 transition-colors hover:bg-accent-50 hover:text-accent-800';

function Tile({
  label,
  hint,
  icon: Icon,
  onClick,
}: {
  label: string;
  hint: string;
  icon: LucideIcon;
  onClick: () => void;
}) {
  return (
    <li className="flex min-w-0 flex-1">
      <button type="button" title={hint} onClick={onClick} className={tileClass}>
        <Icon aria-hidden="true" className="size-5 text-accent-700" />
        <span className="max-w-full truncate">{label}</span>
      </button>
    </li>
  );
}

/**
 * The share card of the assistant relationship (spec 2 §2, §4, §6): Setup, Train and
 * Subscribe (Subscribed once active) tiles, the global enable switch, and Test Mode once subscribed.
 */
export function AssistantShareCard({ assistant }: { assistant: AssistantRecord }) {
  const open = useAssistantStore((state) => state.open);
  const navigate = useNavigate();
  const toggle = useToggleEnabled();
  const testMode = useTestMode();
  const away = useSetAway();
  const flags = { isSubscribed: assistant.subscribed, isSetupDone: assistant.setup, isTrained: assistant.trained };

  const onEnable = (turnOn: boolean) => {
    const outcome = enableOutcome(turnOn, flags);
    if (outcome === 'subscribeDialog') return open('enableDialog');
    toggle.mutate(
      { assistantId: assistant.assistantId, enabled: turnOn },
      {
        onSuccess: (enabled) => {
          if (enabled && outcome === 'enableThenNotTrainedDialog') open('notTrainedDialog');
        },
      },
    );
  };

  return (
    <section aria-label={copy.label} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-1.5">
      <ul className="flex items-stretch gap-1">
        <Tile label={copy.setup} hint={copy.setupHint} icon={SlidersHorizontal} onClick={() => open('setup')} />
        <Tile label={copy.train} hint={copy.trainHint} icon={GraduationCap} onClick={() => open(entryDrawer(flags))} />
        {assistant.subscribed ? (
          <Tile
            label={copy.subscribed}
            hint={copy.subscribedHint}
            icon={BadgeCheck}
            onClick={() => navigate('/pricing')}
          />
        ) : (
          <Tile label={copy.subscribe} hint={copy.subscribeHint} icon={Sparkles} onClick={() => navigate('/pricing')} />
        )}
      </ul>
      <div className="flex flex-col gap-3 border-t border-slate-100 px-2.5 pt-3 pb-2">
        <ToggleSwitch
          label={assistantCopy.enableSwitch}
          checked={assistant.enabled}
          isBusy={toggle.isPending}
          onChange={onEnable}
        />
        {assistant.enabled ? (
          <ToggleSwitch
            label={assistantCopy.awaySwitch}
            hint={assistantCopy.awayHint}
            checked={assistant.away}
            isBusy={away.isPending}
            onChange={(turnOn) => away.mutate(turnOn)}
          />
        ) : null}
        {assistant.subscribed ? (
          <ToggleSwitch
            label={assistantCopy.testModeSwitch}
            hint={assistantCopy.testModeHint}
            checked={assistant.status === 'testMode'}
            isBusy={testMode.isPending}
            onChange={(turnOn) => testMode.mutate({ assistant, turnOn })}
          />
        ) : null}
      </div>
    </section>
  );
}
