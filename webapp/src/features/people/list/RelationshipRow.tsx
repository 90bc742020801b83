import type { RelationshipRow } from '@shared/api/pairings';
import { peopleCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { Bot, EllipsisVertical, FlaskConical, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '../../../ui/Avatar';
import { Chip } from '../../../ui/Chip';
import { Menu } from '../../../ui/Menu';
import { MountOnFirstOpen } from '../../../ui/MountOnFirstOpen';
import type { AssistantRecord } from '../../assistant/assistant-api';
import { useAssistantRowMenu } from '../../assistant/use-assistant-row-menu';
import { relationshipPath } from '../../shell/paths';
import { displayNameOf, sublineOf } from '../relationships-api';
import { WorkspaceLink } from '../workspace-nav';
import { RemoveRelationshipDialog } from './RemoveRelationshipDialog';

const copy = peopleCopy.list;

function StatusBadge({ row }: { row: RelationshipRow }) {
  if (row.role === 'assistant') {
    return (
      <Chip tone="accent" className="h-5 shrink-0 px-1.5">
        <Bot aria-hidden="true" className="mr-1 inline size-3" />
        {copy.assistantBadge}
      </Chip>
    );
  }
  // The test persona stands in for the assistant in test mode: its row carries the same label
  // (spec 1 §6), with the test flask; the subline says it is the test persona.
  if (row.role === 'testUser') {
    return (
      <Chip tone="warning" className="h-5 shrink-0 px-1.5">
        <FlaskConical aria-hidden="true" className="mr-1 inline size-3" />
        {copy.assistantBadge}
      </Chip>
    );
  }
  if (row.status === 'requested') return <Chip className="h-5 shrink-0 px-1.5">{copy.pending}</Chip>;
  if (row.status === 'invited-to-connect')
    return (
      <Chip tone="warning" className="h-5 shrink-0 px-1.5">
        {copy.wantsToConnect}
      </Chip>
    );
  return null;
}

/** Avatar, name, headline, unread style, badge and the more menu; opens the workspace. */
export function RelationshipRowItem({
  row,
  isUnread,
  assistant,
}: {
  row: RelationshipRow;
  isUnread: boolean;
  /** The viewer's assistant (useAssistant), for the row menu's assistant entries. */
  assistant: AssistantRecord | undefined;
}) {
  const [isRemoving, setIsRemoving] = useState(false);
  const name = displayNameOf(row);
  // Meg's headline is the badge's own words: say them once.
  const subline =
    row.role === 'testUser'
      ? [copy.testPersonaBadge, sublineOf(row)].filter(Boolean).join(' · ')
      : row.role === 'assistant' && sublineOf(row) === copy.assistantBadge
        ? ''
        : sublineOf(row);
  const assistantItems = useAssistantRowMenu(row, name, assistant);
  const hasMenu = row.role === 'user' || assistantItems.length > 0;
  return (
    <div className="group relative flex items-center">
      <WorkspaceLink
        to={relationshipPath(row.userId)}
        className={({ isActive }) =>
          clsx(
            'flex min-w-0 flex-1 items-center gap-3 rounded-lg py-2 pl-3 transition-colors',
            hasMenu ? 'pr-10' : 'pr-3',
            isActive ? 'bg-accent-50' : 'hover:bg-slate-50',
          )
        }
      >
        <span className="relative shrink-0">
          <Avatar name={name} src={row.avatar} size="md" decorative />
          {isUnread ? (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 size-3 rounded-full border-2 border-white bg-accent-600"
            />
          ) : null}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span
            className={clsx('truncate text-sm text-slate-900', isUnread ? 'font-bold' : 'font-medium')}
            title={name}
          >
            {name}
          </span>
          <span className="flex min-w-0 items-center gap-1.5">
            <StatusBadge row={row} />
            {subline ? (
              <span
                className={clsx('truncate text-xs', isUnread ? 'font-medium text-slate-800' : 'text-slate-600')}
                title={subline}
              >
                {subline}
              </span>
            ) : null}
          </span>
          {isUnread ? <span className="sr-only">, {copy.unread}</span> : null}
        </span>
      </WorkspaceLink>
      {hasMenu ? (
        <div className="absolute right-1">
          <Menu
            label={copy.rowMenu(name)}
            buttonClassName="size-8 justify-center text-slate-500 hover:bg-slate-200 hover:text-slate-900"
            trigger={<EllipsisVertical aria-hidden="true" className="size-4" />}
            items={[
              ...assistantItems,
              ...(row.role === 'user'
                ? [
                    {
                      id: 'remove',
                      label: copy.removeRelationship,
                      icon: UserMinus,
                      tone: 'danger' as const,
                      onSelect: () => setIsRemoving(true),
                    },
                  ]
                : []),
            ]}
          />
        </div>
      ) : null}
      {/* Mounted once asked for: each row of the list would otherwise set up a closed dialog. */}
      <MountOnFirstOpen isOpen={isRemoving}>
        <RemoveRelationshipDialog row={row} open={isRemoving} onClose={() => setIsRemoving(false)} />
      </MountOnFirstOpen>
    </div>
  );
}
