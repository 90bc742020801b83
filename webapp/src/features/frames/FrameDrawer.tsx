import type { FrameMode } from '@shared/api/app-config';
import { frameCopy } from '@shared/ui-copy';
import { ExternalLink, Mail, PlugZap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Drawer } from '../../ui/Drawer';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import { useAppConfig } from '../app-config/use-app-config';
import { useViewer } from '../session/viewer-context';
import { frameUrlFor } from './frame-url';

export type FrameDrawerProps = {
  open: boolean;
  onClose: () => void;
  mode: FrameMode;
  /** The custom drawer's page; other modes use the configured address. */
  url?: string | null;
};

const linkClass =
  'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-accent-700 hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-accent-600';

/**
 * An external page in a frame beside the app (spec 1 §2, spec 2 §2), passed the user's
 * details; a loading state until it has loaded, and a designed fallback when no page is set up.
 */
export function FrameDrawer({ open, onClose, mode, url }: FrameDrawerProps) {
  const config = useAppConfig();
  const viewer = useViewer();
  const title = frameCopy.titles[mode];
  const base = url ?? config.frames[mode] ?? null;
  const src = base ? frameUrlFor(base, viewer, mode) : null;
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!open) setLoadedSrc(null);
  }, [open]);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      size="lg"
      footer={
        src ? (
          <a href={src} target="_blank" rel="noopener noreferrer" className={linkClass}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {frameCopy.openInTab}
          </a>
        ) : undefined
      }
    >
      {src ? (
        <div className="relative -mx-6 -my-5 h-[calc(100%+2.5rem)]">
          {loadedSrc !== src ? (
            <div
              role="status"
              className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-white text-sm text-slate-600"
            >
              <Spinner />
              {frameCopy.loading}
            </div>
          ) : null}
          <iframe
            key={src}
            src={src}
            title={frameCopy.frameLabel(title)}
            onLoad={() => setLoadedSrc(src)}
            className="size-full border-0"
            sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : (
        <EmptyState
          icon={PlugZap}
          title={frameCopy.notSetUpTitle(title)}
          text={frameCopy.notSetUpText}
          action={
            config.supportEmail ? (
              <a href={`mailto:${config.supportEmail}`} className={linkClass}>
                <Mail aria-hidden="true" className="size-4" />
                {frameCopy.writeToSupport}
              </a>
            ) : undefined
          }
        />
      )}
    </Drawer>
  );
}
