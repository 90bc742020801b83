import { uiCopy } from '@shared/ui-copy';
import { MessagesSquare } from 'lucide-react';
import { ScreenEmptyState } from '../features/shell/ScreenEmptyState';

/** /relationships/:relationshipId — the one-to-one workspace. */
export function RelationshipRoute() {
  return (
    <ScreenEmptyState
      crumbs={[{ label: uiCopy.nav.home, to: '/' }, { label: uiCopy.screens.relationshipCrumb }]}
      icon={MessagesSquare}
      title={uiCopy.screens.relationshipTitle}
      text={uiCopy.screens.relationshipText}
    />
  );
}
