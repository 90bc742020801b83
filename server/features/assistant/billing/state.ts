import type { SubscriptionState } from '@shared/api/assistant';
import { type BillingProvider, PLAN_LABELS } from '@shared/assistant';
import type { Services } from '../../../services';
import { assistantRepo } from '../repo';

/** The provider new subscriptions go through: Stripe when its keys are set, else self-hosted. */
export function configuredProvider(services: Services): BillingProvider {
  return services.config.assistant.stripe ? 'stripe' : 'self-hosted';
}

/** The user's AI Pro subscription; `none` before any. */
export async function subscriptionOf(services: Services, userId: string): Promise<SubscriptionState> {
  const row = await assistantRepo(services.db).subscription(userId);
  const provider = row?.provider ?? configuredProvider(services);
  const status = row?.status ?? 'none';
  return {
    userId,
    status,
    subscribed: status === 'active',
    provider,
    planLabel: PLAN_LABELS[provider],
    currentPeriodEnd: row?.currentPeriodEnd ?? null,
    manageable: provider === 'stripe' && !!row?.stripeCustomerId && !!services.config.assistant.stripe,
  };
}
