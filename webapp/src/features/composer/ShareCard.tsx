import { composerCopy } from '@shared/ui-copy';
import { CalendarClock, Ellipsis, type LucideIcon, PenLine, Share2, Video } from 'lucide-react';
import { Menu, type MenuEntry } from '../../ui/Menu';
import type { ComposerAudience, ComposerMode } from './composer-types';
import { useComposer } from './use-composer';

const copy = composerCopy.tiles;

type Tile = { mode: ComposerMode; label: string; hint: string; icon: LucideIcon };

const TILES: Tile[] = [
  { mode: 'share', label: copy.share, hint: copy.shareHint, icon: Share2 },
  { mode: 'schedule', label: copy.schedule, hint: copy.scheduleHint, icon: CalendarClock },
  { mode: 'meet', label: copy.meet, hint: copy.meetHint, icon: Video },
  { mode: 'esign', label: copy.sign, hint: copy.signHint, icon: PenLine },
];

const tileClass =
  'flex min-w-0 flex-1 flex-col items-center justify-center gap-1 rounded-lg px-0.5 py-2 text-[11px] font-medium min-[360px]:text-xs text-slate-700 transition-colors hover:bg-accent-50 hover:text-accent-800';

/**
 * The share card (spec 2 §2): Share, Schedule, Meet, Sign and More. On a group's or a
 * relationship's screen pass its `audience`: the post goes there without the visibility question.
 */
export function ShareCard({ audience }: { audience?: ComposerAudience }) {
  const { open } = useComposer();
  const items: MenuEntry[] = TILES.map((tile) => ({
    id: tile.mode,
    label: tile.label,
    icon: tile.icon,
    onSelect: () => open({ mode: tile.mode, audience }),
  }));
  return (
    <section aria-label={copy.label} className="rounded-lg border border-slate-200 bg-white p-1.5">
      <ul className="flex items-stretch gap-1">
        {TILES.map(({ mode, label, hint, icon: Icon }) => (
          <li key={mode} className="flex min-w-0 flex-1">
            <button type="button" title={hint} onClick={() => open({ mode, audience })} className={tileClass}>
              <Icon aria-hidden="true" className="size-5 text-accent-700" />
              <span className="max-w-full truncate">{label}</span>
            </button>
          </li>
        ))}
        <li className="flex min-w-0 flex-1">
          <Menu
            label={copy.moreMenu}
            items={items}
            buttonClassName={`${tileClass} w-full`}
            trigger={
              <>
                <Ellipsis aria-hidden="true" className="size-5 text-accent-700" />
                <span className="max-w-full truncate">{copy.more}</span>
              </>
            }
          />
        </li>
      </ul>
    </section>
  );
}
