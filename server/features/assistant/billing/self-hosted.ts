import type { BillingProvider } from './provider';

/**
 * The default: no payment service. Checkout activates AI Pro for the user on this server at
 * once, labelled as a self-hosted plan; there is no portal (the spec's 'Custom subscriptions
 * cannot be managed online. Contact support.').
 */
export const selfHostedBilling: BillingProvider = {
  name: 'self-hosted',
  async checkout() {
    return { activateNow: true };
  },
  async portalUrl() {
    return null;
  },
};
