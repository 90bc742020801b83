import Stripe from 'stripe';
import type { BillingProvider } from './provider';

export type StripeSettings = { secretKey: string; webhookSecret: string; priceId: string };

/** One client per key (the SDK keeps an HTTP agent). */
const clients = new Map<string, Stripe>();
export function stripeClient(secretKey: string): Stripe {
  let client = clients.get(secretKey);
  if (!client) {
    client = new Stripe(secretKey, { maxNetworkRetries: 1, timeout: 15_000 });
    clients.set(secretKey, client);
  }
  return client;
}

/**
 * Stripe Checkout (a subscription to STRIPE_PRICE_ID, the user's id as client_reference_id and
 * metadata so the webhook finds them) and the customer portal for Manage Subscriptions.
 */
export function stripeBilling(settings: StripeSettings): BillingProvider {
  const stripe = stripeClient(settings.secretKey);
  return {
    name: 'stripe',
    async checkout({ userId, email, returnUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: settings.priceId, quantity: 1 }],
        client_reference_id: userId,
        customer_email: email,
        metadata: { userId },
        subscription_data: { metadata: { userId } },
        success_url: returnUrl,
        cancel_url: returnUrl,
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a url');
      return { url: session.url };
    },
    async portalUrl(subscription, returnUrl) {
      if (!subscription?.stripeCustomerId) return null;
      const portal = await stripe.billingPortal.sessions.create({
        customer: subscription.stripeCustomerId,
        return_url: returnUrl,
      });
      return portal.url;
    },
  };
}
