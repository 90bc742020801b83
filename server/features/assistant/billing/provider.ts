import type { BillingProvider as ProviderName } from '@shared/assistant';
import type { AssistantSubscriptionTable } from '../../../db/schema';

/** What a checkout starts: a page to send the user to, or (self-hosted) AI Pro at once. */
export type CheckoutStart = { url: string } | { activateNow: true };

/** How AI Pro is bought and managed; the assistant's subscription rules sit above it. */
export interface BillingProvider {
  readonly name: ProviderName;
  checkout(input: { userId: string; email: string; returnUrl: string }): Promise<CheckoutStart>;
  /** The provider's portal for this subscription, or null (nothing to manage online). */
  portalUrl(subscription: AssistantSubscriptionTable | undefined, returnUrl: string): Promise<string | null>;
}
