import { uiCopy } from '@shared/ui-copy';
import { Building2, CircleHelp, LifeBuoy, MessageSquareText, Sparkles } from 'lucide-react';
import type { MenuEntry } from '../../ui/Menu';
import type { Viewer } from '../session/viewer';
import { pricingLinkFor } from './pricing-link';
import type { ShellPanel } from './shell-store';

/** The Help menu: Feedback, Support, Enterprise Solutions, Upgrade, FAQs (spec 1 §2). */
export function helpMenuItems(viewer: Viewer, openPanel: (panel: ShellPanel) => void): MenuEntry[] {
  return [
    { id: 'feedback', label: uiCopy.help.feedback, icon: MessageSquareText, onSelect: () => openPanel('feedback') },
    { id: 'support', label: uiCopy.help.support, icon: LifeBuoy, onSelect: () => openPanel('support') },
    {
      id: 'enterprise',
      label: uiCopy.help.enterpriseSolutions,
      icon: Building2,
      onSelect: () => openPanel('enterpriseSolutions'),
    },
    { id: 'upgrade', label: uiCopy.help.upgrade, icon: Sparkles, to: pricingLinkFor(viewer, 'help-menu') },
    { id: 'faqs', label: uiCopy.help.faqs, icon: CircleHelp, onSelect: () => openPanel('faq') },
  ];
}
