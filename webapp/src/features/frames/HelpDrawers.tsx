import { FrameDrawer } from './FrameDrawer';
import { useFrameStore } from './frame-store';

type PanelProps = { open: boolean; onClose: () => void };

/** The Help menu's drawers (spec 1 §2) and the one every other frame mode opens in. */
export function FaqDrawer(props: PanelProps) {
  return <FrameDrawer {...props} mode="faq" />;
}

export function SupportDrawer(props: PanelProps) {
  return <FrameDrawer {...props} mode="supportRoom" />;
}

export function EnterpriseSolutionsDrawer(props: PanelProps) {
  return <FrameDrawer {...props} mode="enterpriseSolution" />;
}

export function AnyFrameDrawer(props: PanelProps) {
  const { mode, url } = useFrameStore();
  return <FrameDrawer {...props} mode={mode} url={url} />;
}
