import { messages } from '@shared/messages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useComposerStore } from './composer-store';

/** After a meeting post whose window the browser blocked (spec 2 §2, §4). */
export function PopupsBlockedDialog() {
  const url = useComposerStore((state) => state.blockedMeetingUrl);
  const setUrl = useComposerStore((state) => state.setBlockedMeetingUrl);
  const stay = () => setUrl(null);
  return (
    <Dialog
      open={url !== null}
      onClose={stay}
      role="alertdialog"
      title={messages.composer.popupsBlockedTitle}
      actions={
        <>
          <Button variant="secondary" onClick={stay}>
            {messages.composer.stayOnPage}
          </Button>
          <Button
            onClick={() => {
              if (url) window.location.assign(url);
              setUrl(null);
            }}
          >
            {messages.composer.leaveAndStart}
          </Button>
        </>
      }
    />
  );
}
