import type { CheckoutAnswer, CheckoutBody, IframeUrlBody, SubscriptionState } from '@shared/api/assistant';
import type { BillingProvider as ProviderName, SubscriptionStatus } from '@shared/assistant';
import { messages } from '@shared/messages';
import { Conflict, Invalid } from '../../../errors';
import type { SessionUser } from '../../../http/app-env';
import type { Services } from '../../../services';
import { postSubscriptionNotice } from '../assistant-posts';
import { publishAssistantUpdated, publishSubscription } from '../events';
import { ensureAssistant } from '../provision';
import { assistantRepo } from '../repo';
import type { BillingProvider } from './provider';
import { selfHostedBilling } from './self-hosted';
import { configuredProvider, subscriptionOf } from './state';
import { stripeBilling } from './stripe';

export function billingProvider(services: Services): BillingProvider {
  const stripe = services.config.assistant.stripe;
  return stripe ? stripeBilling(stripe) : selfHostedBilling;
}

export type StatusChange = {
  status: SubscriptionStatus;
  provider: ProviderName;
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
  currentPeriodEnd?: string | null;
};

/**
 * Sets a user's AI Pro state. When the status changes: the subscription notice in the
 * assistant relationship, Meg switched off once expired, and the assistant-subscription and
 * assistant-updated events on the owner's channel.
 */
export async function setSubscriptionStatus(services: Services, userId: string, change: StatusChange) {
  const repo = assistantRepo(services.db);
  const before = await repo.subscription(userId);
  await repo.saveSubscription({
    userId,
    provider: change.provider,
    status: change.status,
    stripeCustomerId: change.stripeCustomerId ?? before?.stripeCustomerId ?? null,
    stripeSubscriptionId: change.stripeSubscriptionId ?? before?.stripeSubscriptionId ?? null,
    currentPeriodEnd:
      change.currentPeriodEnd === undefined ? (before?.currentPeriodEnd ?? null) : change.currentPeriodEnd,
    updatedAt: new Date().toISOString(),
  });
  if ((before?.status ?? 'none') === change.status) return;
  const assistant = await ensureAssistant(services, userId);
  if (change.status !== 'active' && assistant.enabled)
    await repo.update(userId, { enabled: 0, updatedAt: new Date().toISOString() });
  await postSubscriptionNotice(services, assistant, change.status);
  await publishSubscription(services, { userId, status: change.status, provider: change.provider });
  await publishAssistantUpdated(services, userId);
}

/** A return address on this site: a path, or a URL on one of the app's origins. */
function sameSiteUrl(services: Services, value: string | undefined, fallbackPath: string): string {
  const base = services.config.publicUrl;
  if (!value) return `${base}${fallbackPath}`;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    throw new Invalid(messages.subscription.badRedirect);
  }
  const origins = new Set([new URL(base).origin, ...services.config.appOrigins]);
  if (!origins.has(url.origin)) throw new Invalid(messages.subscription.badRedirect);
  return url.toString();
}

/** AI Pro: state, checkout, cancel (self-hosted), the provider's portal and the pricing frame. */
export function billingService(services: Services) {
  const provider = billingProvider(services);
  return {
    state: (actor: SessionUser): Promise<SubscriptionState> => subscriptionOf(services, actor.id),

    async checkout(actor: SessionUser, body: CheckoutBody): Promise<CheckoutAnswer> {
      const returnUrl = sameSiteUrl(services, body.returnUrl, '/pricing');
      const current = await subscriptionOf(services, actor.id);
      if (current.subscribed) throw new Conflict(messages.subscription.alreadyActive);
      const start = await provider.checkout({ userId: actor.id, email: actor.email, returnUrl });
      if ('url' in start) return { url: start.url, subscription: current };
      await setSubscriptionStatus(services, actor.id, { status: 'active', provider: provider.name });
      return { url: null, subscription: await subscriptionOf(services, actor.id) };
    },

    /** Self-hosted only ends here (the expired notice follows); Stripe is cancelled in its portal. */
    async cancel(actor: SessionUser): Promise<SubscriptionState> {
      const current = await subscriptionOf(services, actor.id);
      if (!current.subscribed) throw new Conflict(messages.subscription.notActive);
      if (current.provider !== 'self-hosted') throw new Conflict(messages.subscription.usePortal);
      await setSubscriptionStatus(services, actor.id, { status: 'expired', provider: 'self-hosted' });
      return subscriptionOf(services, actor.id);
    },

    async manage(actor: SessionUser, currentUrl: string): Promise<string> {
      const row = await assistantRepo(services.db).subscription(actor.id);
      const returnUrl = sameSiteUrl(services, currentUrl, '/');
      const url = row?.provider === provider.name ? await provider.portalUrl(row, returnUrl) : null;
      if (!url) throw new Conflict(messages.assistant.cannotManage);
      return url;
    },

    /** The pricing page to show in the subscribe drawer's frame. */
    iframeUrl(_actor: SessionUser, body: IframeUrlBody): string {
      const url = new URL('/pricing', services.config.publicUrl);
      if (body.inIframe) url.searchParams.set('inIframe', 'true');
      if (body.redirectUrl) url.searchParams.set('redirectUrl', sameSiteUrl(services, body.redirectUrl, '/'));
      url.searchParams.set('plan', configuredProvider(services));
      return url.toString();
    },
  };
}
