import { uiCopy } from '@shared/ui-copy';
import { UsersRound } from 'lucide-react';
import { ScreenEmptyState } from '../features/shell/ScreenEmptyState';

/** /group/:groupId — the group workspace. */
export function GroupRoute() {
  return (
    <ScreenEmptyState
      crumbs={[{ label: uiCopy.nav.home, to: '/' }, { label: uiCopy.screens.groupCrumb }]}
      icon={UsersRound}
      title={uiCopy.screens.groupTitle}
      text={uiCopy.screens.groupText}
    />
  );
}
