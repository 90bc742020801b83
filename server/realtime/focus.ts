import type { Db } from '../db/database';
import type { Logger } from '../logger';
import type { Connection } from './connection';

/** How often an instance refreshes the focus rows of its open sockets. */
export const FOCUS_REFRESH_MS = 60_000;
/** A row not refreshed for this long belongs to an instance that died: it no longer counts. */
export const FOCUS_STALE_MS = 3 * FOCUS_REFRESH_MS;
/** Rows refreshed per UPDATE. */
const REFRESH_BATCH = 500;

/**
 * What each open socket reports as open and visible on its screen (a `focus` client frame: a
 * channel the user may read, or null), kept in `socket_focus`, one row per socket, so a job on
 * any instance can ask whether the user is looking at a conversation. Every tab, window and
 * side panel is its own socket and row: the user is looking while any one of them says so.
 * The row goes when its socket closes; a client sends its focus again after every reconnect.
 */
export class FocusStore {
  private readonly focused = new Map<Connection, string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
  ) {}

  /** Records the socket's focus (null: none). Runs in the socket's frame order. */
  async set(connection: Connection, channel: string | null): Promise<void> {
    if (channel === null) {
      await this.clear(connection);
      return;
    }
    this.focused.set(connection, channel);
    const updatedAt = new Date().toISOString();
    await this.db
      .insertInto('socket_focus')
      .values({ connectionId: connection.id, userId: connection.userId, channel, updatedAt })
      .onConflict((oc) => oc.column('connectionId').doUpdateSet({ channel, updatedAt }))
      .execute();
    // The socket closed while the row was written: its close may have deleted first, so delete again.
    if (!connection.isOpen) {
      this.focused.delete(connection);
      await this.remove(connection);
    }
  }

  /** The socket closed or shows nothing: its row goes (no write for a socket that never had one). */
  async clear(connection: Connection): Promise<void> {
    if (!this.focused.delete(connection)) return;
    await this.remove(connection);
  }

  private async remove(connection: Connection): Promise<void> {
    await this.db.deleteFrom('socket_focus').where('connectionId', '=', connection.id).execute();
  }

  /** Whether any live socket of the user has the channel open and visible. */
  async isLooking(userId: string, channel: string): Promise<boolean> {
    const since = new Date(Date.now() - FOCUS_STALE_MS).toISOString();
    const row = await this.db
      .selectFrom('socket_focus')
      .select('connectionId')
      .where('userId', '=', userId)
      .where('channel', '=', channel)
      .where('updatedAt', '>=', since)
      .limit(1)
      .executeTakeFirst();
    return !!row;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.refresh(), FOCUS_REFRESH_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Keeps this instance's rows fresh, and drops rows stale for long (dead instances'). */
  async refresh(): Promise<void> {
    const ids = [...this.focused.keys()].filter((c) => c.isOpen).map((c) => c.id);
    const now = new Date().toISOString();
    try {
      for (let i = 0; i < ids.length; i += REFRESH_BATCH)
        await this.db
          .updateTable('socket_focus')
          .set({ updatedAt: now })
          .where('connectionId', 'in', ids.slice(i, i + REFRESH_BATCH))
          .execute();
      const gone = new Date(Date.now() - 10 * FOCUS_STALE_MS).toISOString();
      await this.db.deleteFrom('socket_focus').where('updatedAt', '<', gone).execute();
    } catch (error) {
      this.logger.warn({ err: error }, 'realtime: focus not refreshed');
    }
  }
}
