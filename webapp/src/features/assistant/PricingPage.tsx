import type { CheckoutAnswer, SubscriptionState } from '@shared/api/assistant';
import { PLAN_LABELS } from '@shared/assistant';
import { messages } from '@shared/messages';
import { assistantCopy, uiCopy } from '@shared/ui-copy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bot, Check, Server } from 'lucide-react';
import { useApiClient } from '../../lib/api-context';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/toast-store';
import { useManageSubscription } from '../account/use-manage-subscription';
import { useViewer } from '../session/viewer-context';
import { Breadcrumbs } from '../shell/Breadcrumbs';
import { assistantKeys, useAssistant } from './assistant-api';
import { chatPathFor } from './assistant-paths';
import { useAssistantStore } from './assistant-store';
import { useNavigate } from 'react-router-dom';
import { refreshAfterEvent } from '../../lib/refresh-after-event';
import { patchAfterEvent } from '../../lib/patch-after-event';

const copy = assistantCopy.pricing;
export const subscriptionKey = (userId: string) => ['assistant', 'subscription', userId] as const;

/**
 * /pricing: the AI Pro plan (spec 2 §1: prices are not shown). Self-hosted, it activates on
 * this server at once and says so; with Stripe it goes to Checkout. Manage Subscriptions opens
 * the provider's portal in a new tab, or says custom subscriptions cannot be managed online.
 */
export function PricingPage() {
  const api = useApiClient();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const openOverlay = useAssistantStore((state) => state.open);
  const assistant = useAssistant().data;
  const manage = useManageSubscription();
  const subscription = useQuery({
    queryKey: subscriptionKey(viewer.userId),
    queryFn: () => api.get<SubscriptionState>(`/api/subscription/user/${encodeURIComponent(viewer.userId)}`),
  });
  const checkout = useMutation({
    mutationFn: () =>
      api.post<CheckoutAnswer>('/api/subscription/checkout', {
        userId: viewer.userId,
        returnUrl: `${window.location.pathname}`,
      }),
    onSuccess: (answer) => {
      if (answer.url) {
        window.location.assign(answer.url);
        return;
      }
      patchAfterEvent(queryClient, subscriptionKey(viewer.userId), () => answer.subscription);
      void refreshAfterEvent(queryClient, assistantKeys.all);
      toast.success(copy.activated);
    },
    onError: (error) =>
      toast.error(error instanceof Error && error.message ? error.message : messages.assistant.requestFailed),
  });

  const state = subscription.data;
  const isSelfHosted = state?.provider === 'self-hosted';
  const isActive = state?.subscribed ?? false;

  const setUp = () => {
    if (assistant) navigate(chatPathFor(assistant.assistantId));
    openOverlay(assistant?.setup ? 'train' : 'setup');
  };

  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">{copy.title}</h1>
      <Breadcrumbs items={[{ label: uiCopy.nav.home, to: '/' }, { label: uiCopy.screens.pricingCrumb }]} />
      <section
        aria-labelledby="ai-pro-title"
        className="mx-auto flex w-full max-w-xl flex-col gap-5 rounded-lg border border-slate-200 bg-white p-6"
      >
        <header className="flex items-center gap-3">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent-100 text-accent-700">
            <Bot aria-hidden="true" className="size-7" />
          </span>
          <div className="flex min-w-0 flex-col">
            <h2 id="ai-pro-title" className="text-lg font-semibold text-slate-900">
              {state ? PLAN_LABELS[state.provider] : copy.title}
            </h2>
            <p className="text-sm text-slate-600">{copy.intro}</p>
          </div>
        </header>
        <ul className="flex flex-col gap-2">
          {copy.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-sm text-slate-800">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              {feature}
            </li>
          ))}
        </ul>
        {subscription.isPending ? (
          <div role="status" aria-label={copy.checking} className="flex flex-col gap-2">
            <Skeleton className="h-10 w-full" />
          </div>
        ) : subscription.isError ? (
          <ErrorState
            message={messages.assistant.requestFailed}
            onRetry={() => void subscription.refetch()}
            isRetrying={subscription.isFetching}
          />
        ) : (
          <>
            {isSelfHosted ? (
              <p className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
                <Server aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {copy.selfHostedNote}
              </p>
            ) : null}
            {isActive ? (
              <div className="flex flex-col gap-3">
                <p
                  role="status"
                  className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm font-medium text-emerald-900"
                >
                  {copy.active}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button onClick={setUp}>{copy.openAssistant}</Button>
                  <Button variant="secondary" isLoading={manage.isPending} onClick={() => manage.mutate()}>
                    {copy.manage}
                  </Button>
                </div>
              </div>
            ) : (
              <Button fullWidth isLoading={checkout.isPending} onClick={() => checkout.mutate()}>
                {isSelfHosted ? copy.activate : copy.checkout}
              </Button>
            )}
          </>
        )}
      </section>
    </div>
  );
}
