import { assistantCopy } from '@shared/ui-copy';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useAssistant } from './assistant-api';
import { useAssistantStore } from './assistant-store';
import { entryDrawer } from './enable-rules';

/** 'Enable Meg, Your AI Assistant' and 'Meg is enabled, but not fully trained' (spec 2 §2, §4). */
export function AssistantDialogs() {
  const overlay = useAssistantStore((state) => state.overlay);
  const close = useAssistantStore((state) => state.close);
  const open = useAssistantStore((state) => state.open);
  const assistant = useAssistant().data;
  const navigate = useNavigate();
  const enable = assistantCopy.enableDialog;
  const notTrained = assistantCopy.notTrainedDialog;
  return (
    <>
      <Dialog
        open={overlay === 'enableDialog'}
        onClose={close}
        title={enable.title}
        description={enable.text}
        actions={
          <>
            <Button variant="ghost" onClick={close}>
              {enable.cancel}
            </Button>
            <Button
              onClick={() => {
                close();
                navigate('/pricing');
              }}
            >
              {enable.findOutMore}
            </Button>
          </>
        }
      />
      <Dialog
        open={overlay === 'notTrainedDialog'}
        onClose={close}
        title={notTrained.title}
        description={notTrained.text}
        actions={
          <>
            <Button variant="ghost" onClick={close}>
              {notTrained.skip}
            </Button>
            <Button
              onClick={() => {
                const drawer = entryDrawer({
                  isSubscribed: assistant?.subscribed ?? false,
                  isSetupDone: assistant?.setup ?? false,
                });
                open(drawer);
              }}
            >
              {notTrained.complete}
            </Button>
          </>
        }
      />
    </>
  );
}
