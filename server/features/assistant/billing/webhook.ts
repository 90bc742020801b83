import { messages } from '@shared/messages';
import type Stripe from 'stripe';
import { isUniqueViolation } from '../../../db/dialect';
import { Invalid, NotFound } from '../../../errors';
import type { Services } from '../../../services';
import { assistantRepo } from '../repo';
import { setSubscriptionStatus } from './service';
import { stripeClient } from './stripe';

/** Stripe's subscription statuses that keep AI Pro on; every other one ends it. */
const ACTIVE = new Set(['active', 'trialing', 'past_due']);

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/**
 * POST /subscription/webhook: the raw body verified against its Stripe-Signature header
 * (constructEvent: HMAC with STRIPE_WEBHOOK_SECRET, timestamps older than 5 minutes refused,
 * so a replayed delivery fails), each event applied once (stripe_event), then the state set.
 */
export async function handleStripeWebhook(services: Services, rawBody: string, signature: string | undefined) {
  const settings = services.config.assistant.stripe;
  if (!settings) throw new NotFound(messages.subscription.notConfigured);
  if (!signature) throw new Invalid(messages.subscription.badSignature);
  let event: Stripe.Event;
  try {
    event = stripeClient(settings.secretKey).webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
  } catch {
    throw new Invalid(messages.subscription.badSignature);
  }
  try {
    await services.db
      .insertInto('stripe_event')
      .values({ id: event.id, createdAt: new Date().toISOString() })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) return { received: true as const };
    throw error;
  }
  await applyEvent(services, event);
  return { received: true as const };
}

async function userOf(services: Services, metadataUserId: string | undefined, customerId: string | undefined) {
  if (metadataUserId) {
    const user = await services.db.selectFrom('user').select('id').where('id', '=', metadataUserId).executeTakeFirst();
    if (user) return user.id;
  }
  if (customerId) return (await assistantRepo(services.db).subscriptionByCustomer(customerId))?.userId;
  return undefined;
}

function periodEnd(subscription: Stripe.Subscription): string | null {
  const seconds =
    subscription.items?.data?.[0]?.current_period_end ??
    (subscription as unknown as { current_period_end?: number }).current_period_end;
  return typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;
}

async function applyEvent(services: Services, event: Stripe.Event): Promise<void> {
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    const userId = await userOf(
      services,
      session.client_reference_id ?? session.metadata?.userId,
      idOf(session.customer),
    );
    if (!userId) return;
    await setSubscriptionStatus(services, userId, {
      status: 'active',
      provider: 'stripe',
      stripeCustomerId: idOf(session.customer) ?? null,
      stripeSubscriptionId: idOf(session.subscription) ?? null,
    });
    return;
  }
  if (
    event.type === 'customer.subscription.created' ||
    event.type === 'customer.subscription.updated' ||
    event.type === 'customer.subscription.deleted'
  ) {
    const subscription = event.data.object;
    const customerId = idOf(subscription.customer);
    const userId = await userOf(services, subscription.metadata?.userId, customerId);
    if (!userId) return;
    const active = event.type !== 'customer.subscription.deleted' && ACTIVE.has(subscription.status);
    await setSubscriptionStatus(services, userId, {
      status: active ? 'active' : 'expired',
      provider: 'stripe',
      stripeCustomerId: customerId ?? null,
      stripeSubscriptionId: subscription.id,
      currentPeriodEnd: periodEnd(subscription),
    });
  }
}
