import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazy-component';
import { MountOnFirstOpen } from '../../ui/MountOnFirstOpen';
import { ASSISTANT_SUBSCRIBE_EVENT } from '../posts/cards/body/SubscriptionBody';
import { useAssistantStore } from './assistant-store';

const SetupDrawer = lazyComponent(() => import('./SetupDrawer'), 'SetupDrawer');
const TrainDrawer = lazyComponent(() => import('./TrainDrawer'), 'TrainDrawer');
const AssistantDialogs = lazyComponent(() => import('./AssistantDialogs'), 'AssistantDialogs');
const AiSettingsDrawer = lazyComponent(() => import('./AiSettingsDrawer'), 'AiSettingsDrawer');

/**
 * The assistant's drawers and dialogs, each its own chunk loaded on first open. Mounted once
 * by the shell (and the side panel); anything opens them through the assistant store.
 */
export function AssistantOverlays() {
  const overlay = useAssistantStore((state) => state.overlay);
  const close = useAssistantStore((state) => state.close);
  const settingsFor = useAssistantStore((state) => state.settingsFor);
  const closeSettings = useAssistantStore((state) => state.closeSettings);
  const navigate = useNavigate();
  const isTrain = overlay === 'train' || overlay === 'trainWithSubscribe';
  const isDialog = overlay === 'enableDialog' || overlay === 'notTrainedDialog';

  // REACTIVATE ME NOW on a subscription post leads to the plans.
  useEffect(() => {
    const onSubscribe = () => navigate('/pricing');
    window.addEventListener(ASSISTANT_SUBSCRIBE_EVENT, onSubscribe);
    return () => window.removeEventListener(ASSISTANT_SUBSCRIBE_EVENT, onSubscribe);
  }, [navigate]);

  return (
    <>
      <MountOnFirstOpen isOpen={overlay === 'setup'}>
        <SetupDrawer open={overlay === 'setup'} onClose={close} />
      </MountOnFirstOpen>
      <MountOnFirstOpen isOpen={isTrain}>
        <TrainDrawer open={isTrain} withSubscribe={overlay === 'trainWithSubscribe'} onClose={close} />
      </MountOnFirstOpen>
      <MountOnFirstOpen isOpen={isDialog}>
        <AssistantDialogs />
      </MountOnFirstOpen>
      <MountOnFirstOpen isOpen={settingsFor !== null}>
        <AiSettingsDrawer target={settingsFor} onClose={closeSettings} />
      </MountOnFirstOpen>
    </>
  );
}
