import { PricingPage } from '../features/assistant/PricingPage';

/** /pricing?first_name=…&utm_… — the AI Pro plan (spec 2 §1, §6). */
export function PricingRoute() {
  return <PricingPage />;
}
