import type { VisibilityType } from '@shared/api/posts';
import { messages } from '@shared/messages';
import { composerCopy } from '@shared/ui-copy';
import { ChevronRight, Globe, type LucideIcon, UserCheck, Users, UsersRound } from 'lucide-react';
import { toast } from '../../../ui/toast-store';
import { useComposerStore } from '../composer-store';
import { useAudienceAvailability } from '../use-audience-availability';
import { isPublicOffered } from '../visibility-rules';

type Choice = { value: VisibilityType; label: string; hint: string; icon: LucideIcon };

const ACTION_WORD = composerCopy.actions;

/** 'Who would you like to {action} with?' (spec 2 §2, §4). */
export function ChooseVisibilityStep() {
  const mode = useComposerStore((state) => state.mode);
  const chooseVisibility = useComposerStore((state) => state.chooseVisibility);
  const availability = useAudienceAvailability();
  const choices: Choice[] = [
    {
      value: 'SPECIFIC_PEOPLE',
      label: messages.composer.specificPeople,
      hint: composerCopy.visibilityHints.specificPeople,
      icon: UserCheck,
    },
    {
      value: 'COLLABORATION_GROUP',
      label: messages.composer.collaborationGroup,
      hint: composerCopy.visibilityHints.collaborationGroup,
      icon: UsersRound,
    },
    ...(isPublicOffered(mode)
      ? [
          {
            value: 'PUBLIC' as const,
            label: messages.composer.public,
            hint: composerCopy.visibilityHints.public,
            icon: Globe,
          },
        ]
      : []),
    {
      value: 'ALL_OF_MY_RELATIONSHIPS',
      label: composerCopy.allOfMyRelationships,
      hint: composerCopy.visibilityHints.allOfMyRelationships,
      icon: Users,
    },
  ];

  function choose(value: VisibilityType) {
    if (value === 'COLLABORATION_GROUP' && availability.groups === 'none') {
      toast.info(messages.composer.noGroup);
      return;
    }
    if (value === 'ALL_OF_MY_RELATIONSHIPS') {
      if (availability.relationships === 'loading') return void toast.info(messages.composer.waitForRelationships);
      if (availability.relationships === 'none') return void toast.info(messages.composer.noRelationship);
    }
    chooseVisibility(value);
  }

  const headingId = 'composer-visibility-question';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {messages.composer.whoWith(ACTION_WORD[mode])}
      </h3>
      <ul className="flex flex-col gap-2">
        {choices.map(({ value, label, hint, icon: Icon }) => (
          <li key={value}>
            <button
              type="button"
              onClick={() => choose(value)}
              className="flex w-full items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-3 text-left transition-colors hover:border-accent-200 hover:bg-accent-50"
            >
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700"
              >
                <Icon className="size-5" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-semibold text-slate-900">{label}</span>
                <span className="text-xs text-slate-600">{hint}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
