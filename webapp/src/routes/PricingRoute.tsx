import { uiCopy } from '@shared/ui-copy';
import { Sparkles } from 'lucide-react';
import { ScreenEmptyState } from '../features/shell/ScreenEmptyState';

/** /pricing?first_name=…&utm_… — the upgrade page, prefilled from the header menus. */
export function PricingRoute() {
  return (
    <ScreenEmptyState
      crumbs={[{ label: uiCopy.nav.home, to: '/' }, { label: uiCopy.screens.pricingCrumb }]}
      icon={Sparkles}
      title={uiCopy.screens.pricingTitle}
      text={uiCopy.screens.pricingText}
    />
  );
}
