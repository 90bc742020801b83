import { messages } from '@shared/messages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

/**
 * The Pop-ups Blocked dialog (spec 2 §2, §4): the browser refused the meeting's new window;
 * STAY ON PAGE, or LEAVE & START MEETING in this tab.
 */
export function PopupsBlockedView({ url, onStay }: { url: string | null; onStay: () => void }) {
  return (
    <Dialog
      open={url !== null}
      onClose={onStay}
      role="alertdialog"
      title={messages.composer.popupsBlockedTitle}
      actions={
        <>
          <Button variant="secondary" onClick={onStay}>
            {messages.composer.stayOnPage}
          </Button>
          <Button
            onClick={() => {
              if (url) window.location.assign(url);
              onStay();
            }}
          >
            {messages.composer.leaveAndStart}
          </Button>
        </>
      }
    />
  );
}
