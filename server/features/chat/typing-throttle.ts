type Last = { at: number; isTyping: boolean };

/**
 * Per user and chat: at most one typing event per window, except that a stop right after a
 * start always goes (so an indicator does not linger for the whole display time). In memory,
 * per instance: a user spread over several instances may get one event per window on each,
 * which is harmless for an indicator and spares the database a write per keystroke burst.
 */
export class TypingThrottle {
  private readonly last = new Map<string, Last>();
  private lastSweep = 0;

  constructor(private readonly windowMs: number) {}

  /** Whether this event goes out; records it when it does. */
  admit(key: string, isTyping: boolean, now = Date.now()): boolean {
    this.sweep(now);
    const last = this.last.get(key);
    const isDue = !last || now - last.at >= this.windowMs || (last.isTyping && !isTyping);
    if (!isDue) return false;
    this.last.set(key, { at: now, isTyping });
    return true;
  }

  get size(): number {
    return this.last.size;
  }

  /** Entries older than the window decide nothing any more; drops them once per window. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, last] of this.last) if (now - last.at >= this.windowMs) this.last.delete(key);
  }
}
