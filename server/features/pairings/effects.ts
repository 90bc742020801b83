import type { Realtime } from '../../realtime';

type Effect =
  | { kind: 'grant'; userId: string; channel: string }
  | { kind: 'revoke'; userId: string; channel: string }
  | { kind: 'publish'; channel: string; event: string; data: unknown };

/**
 * Realtime work collected while a transaction runs and applied once it has committed:
 * on SQLite, publishing inside the transaction would wait for its own connection.
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

  publish(channel: string, event: string, data: unknown): this {
    this.effects.push({ kind: 'publish', channel, event, data });
    return this;
  }

  /** Adds another collection's effects after this one's. */
  merge(other: RealtimeEffects): this {
    this.effects.push(...other.effects);
    return this;
  }

  async apply(realtime: Realtime): Promise<void> {
    const ordered = [
      ...this.effects.filter((e) => e.kind === 'grant'),
      ...this.effects.filter((e) => e.kind !== 'grant'),
    ];
    for (const effect of ordered) {
      if (effect.kind === 'grant') await realtime.grant(effect.userId, effect.channel);
      else if (effect.kind === 'revoke') await realtime.revoke(effect.userId, effect.channel);
      else await realtime.publish(effect.channel, effect.event, effect.data);
    }
  }
}
