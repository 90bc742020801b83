import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazy-component';
import { useRelationships, useUnreadPairingsAnswer } from '../people/list/use-relationships';
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
  const relationships = useRelationships();
  const megRow = relationships.rows.find((row) => row.role === 'assistant');
  const unread = useUnreadPairingsAnswer();
  const isUnread = megRow ? unread.pairingIds.has(megRow.pairingId) : false;
  const wasUnread = useRef<boolean | null>(null);
  /** Set when the list answered without Meg: Meg was set up after the app opened. */
  const isMegNew = useRef(false);
  const [hasJustMessaged, setHasJustMessaged] = useState(false);
  const [isDismissed, setIsDismissed] = useState(false);
  const [isHidden, setIsHidden] = useState(() => isMegAttentionHidden(storage() ?? { getItem: () => null }));

  useEffect(() => {
    if (!megRow) {
      if (relationships.isSuccess) isMegNew.current = true;
      return;
    }
    // The state the app opened with is no news, nor is Meg's welcome post when Meg was set up
    // while the app was open: the sidebar marker shows them. The unread answer may lag the list
    // by a moment; until it has come, nothing is known.
    if (wasUnread.current === null) {
      if (!unread.answeredAt) return;
      wasUnread.current = isMegNew.current || isUnread;
      return;
    }
    // Only a change from read to unread is news.
    if (wasUnread.current === false && isUnread) {
      setHasJustMessaged(true);
      setIsDismissed(false);
    }
    if (!isUnread) setHasJustMessaged(false);
    wasUnread.current = isUnread;
  }, [isUnread, megRow, relationships.isSuccess, unread.answeredAt]);

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
