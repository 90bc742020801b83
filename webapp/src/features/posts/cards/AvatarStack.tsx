import { Avatar } from '../../../ui/Avatar';
import { fullNameOf, type NamedPerson } from '../format/names';

export type StackPerson = NamedPerson & { userId: string; avatar?: string | null };

/**
 * Overlapping avatars, up to `max`, then a '+N' bubble (spec 3 §9). Names are read out by the
 * text next to it. `total`: how many people there are when `people` holds only the first.
 */
export function AvatarStack({ people, max, total }: { people: readonly StackPerson[]; max: number; total?: number }) {
  const shown = people.slice(0, max);
  const more = Math.max(0, (total ?? people.length) - shown.length);
  return (
    <div aria-hidden="true" className="flex items-center -space-x-2">
      {shown.map((person) => (
        <Avatar
          key={person.userId}
          name={fullNameOf(person) || '?'}
          src={person.avatar}
          size="md"
          decorative
          className="ring-2 ring-white"
        />
      ))}
      {more > 0 ? (
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700 ring-2 ring-white">
          +{more}
        </span>
      ) : null}
    </div>
  );
}
