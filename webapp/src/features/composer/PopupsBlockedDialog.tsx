import { PopupsBlockedView } from '../meet/PopupsBlockedView';
import { useComposerStore } from './composer-store';

/** After a meeting post whose window the browser blocked (spec 2 §2, §4). */
export function PopupsBlockedDialog() {
  const url = useComposerStore((state) => state.blockedMeetingUrl);
  const setUrl = useComposerStore((state) => state.setBlockedMeetingUrl);
  return <PopupsBlockedView url={url} onStay={() => setUrl(null)} />;
}
