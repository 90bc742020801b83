import type { Db } from '../db/database';
import type { Realtime, StageEvent } from './index';

type Effect =
  | { kind: 'grant'; userId: string; channel: string }
  | { kind: 'revoke'; userId: string; channel: string }
  | ({ kind: 'publish' } & StageEvent);

/**
 * Realtime work collected while a transaction runs: applied once it has committed
 * (`apply`), or its events staged inside it and announced after the commit (`stage`).
 * Grants go out before the events that tell a client to read the new channel.
 */
export class RealtimeEffects {
  private readonly effects: Effect[] = [];

  grant(userId: string, channel: string): this {
    this.effects.push({ kind: 'grant', userId, channel });
    return this;
  }

  revoke(userId: string, channel: string): this {
    this.effects.push({ kind: 'revoke', userId, channel });
    return this;
  }

  /** `data` is what history keeps; `live`, when given, what sockets receive now (see Realtime.publish). */
  publish(channel: string, event: string, data: unknown, options?: { live?: unknown }): this {
    this.effects.push({
      kind: 'publish',
      channel,
      event,
      data,
      ...(options?.live !== undefined ? { live: options.live } : {}),
    });
    return this;
  }

  /** Adds another collection's effects after this one's. */
  merge(other: RealtimeEffects): this {
    this.effects.push(...other.effects);
    return this;
  }

  /** After the commit: grants, then the rest in order, each event stored and sent. */
  async apply(realtime: Realtime): Promise<void> {
    for (const effect of this.ordered()) {
      if (effect.kind === 'grant') await realtime.grant(effect.userId, effect.channel);
      else if (effect.kind === 'revoke') await realtime.revoke(effect.userId, effect.channel);
      else
        await realtime.publish(
          effect.channel,
          effect.event,
          effect.data,
          effect.live !== undefined ? { live: effect.live } : undefined,
        );
    }
  }

  /**
   * Inside the transaction: stores the events with the rows they announce. The returned
   * `announce()`, called after the commit, sends grants, then events and revokes in order.
   * Never call it when the transaction rolled back.
   */
  async stage(trx: Db, realtime: Realtime): Promise<{ announce(): Promise<void> }> {
    type Step = Exclude<Effect, { kind: 'publish' }> | { kind: 'events'; announce(): Promise<void> };
    const steps: Step[] = [];
    let run: StageEvent[] = [];
    const flush = async () => {
      if (run.length) steps.push({ kind: 'events', ...(await realtime.stage(trx, run)) });
      run = [];
    };
    for (const effect of this.ordered()) {
      if (effect.kind === 'publish') {
        const { kind: _, ...event } = effect;
        run.push(event);
        continue;
      }
      await flush();
      steps.push(effect);
    }
    await flush();
    return {
      async announce() {
        for (const step of steps) {
          if (step.kind === 'grant') await realtime.grant(step.userId, step.channel);
          else if (step.kind === 'revoke') await realtime.revoke(step.userId, step.channel);
          else await step.announce();
        }
      },
    };
  }

  private ordered(): Effect[] {
    return [...this.effects.filter((e) => e.kind === 'grant'), ...this.effects.filter((e) => e.kind !== 'grant')];
  }
}
