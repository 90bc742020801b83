import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazy-component';
import { useRelationships, useUnreadPairings } from '../people/list/use-relationships';
import { relationshipPath } from '../shell/paths';
import { isMegAttentionHidden, shouldShowMegAttention } from './meg-attention';

const MegAttentionBanner = lazyComponent(() => import('./MegAttentionBanner'), 'MegAttentionBanner');

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);

/**
 * Watches Meg's relationship for a message that arrives while the app is open, and then shows
 * 'Attention: Meg just messaged you' (its own chunk) unless the owner is on Meg's page.
 */
export function MegAttention() {
  const { pathname } = useLocation();
  const megRow = useRelationships().rows.find((row) => row.role === 'assistant');
  const unread = useUnreadPairings();
  const isUnread = megRow ? unread.has(megRow.pairingId) : false;
  const wasUnread = useRef<boolean | null>(null);
  const [hasJustMessaged, setHasJustMessaged] = useState(false);
  const [isDismissed, setIsDismissed] = useState(false);
  const [isHidden, setIsHidden] = useState(() => isMegAttentionHidden(storage() ?? { getItem: () => null }));

  useEffect(() => {
    if (!megRow) return;
    // The first answer is the state the app opened with: only a change from read to unread is news.
    if (wasUnread.current === false && isUnread) {
      setHasJustMessaged(true);
      setIsDismissed(false);
    }
    if (!isUnread) setHasJustMessaged(false);
    wasUnread.current = isUnread;
  }, [isUnread, megRow]);

  const isOnMegPage = megRow ? pathname === relationshipPath(megRow.userId) : false;
  if (!megRow || !shouldShowMegAttention({ hasJustMessaged, isOnMegPage, isDismissed, isHidden })) return null;
  return (
    <MegAttentionBanner
      megUserId={megRow.userId}
      onDismiss={() => setIsDismissed(true)}
      onHide={() => setIsHidden(true)}
    />
  );
}
