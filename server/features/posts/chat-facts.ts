import { type CompiledQuery, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { JobApplicantTable } from '../../db/schema';
import { type DialectName, failUnless } from '../../db/dialect';
import { pairingMatches } from './audience';
import type { AuthorRow } from './hydrate';

/**
 * What a chat batch last read about its senders (chat-batch.ts): their memberships (with a job
 * applicant's status), their relationships and their author cards. A batch whose senders are
 * all known writes at once, without the read's round trip (on PostgreSQL about a third of a
 * batch's time, and of PostgreSQL's CPU a message), and checks what it assumed inside its
 * transaction instead: its first statement compares every fact with the rows as they are now
 * and fails the transaction when one changed (a member removed, a relationship ended, a name
 * edited). Then nothing of the batch is written, its facts are forgotten, and it is read and
 * written again as any batch. The database stays the only authority: a fact is never trusted
 * past the statement that checks it, on this instance or another.
 */
export type MemberFact = {
  groupId: string;
  userId: string;
  status: JobApplicantTable['status'] | null;
  aiEnabled: number | null;
};
export type PairingFact = { id: string; userId1: string; userId2: string };

/** Facts kept per kind, at most; the oldest go first. */
export const MAX_CHAT_FACTS = 10_000;

const pairKey = (a: string, b: string) => `${a}\u0000${b}`;

class Bounded<V> {
  readonly #entries = new Map<string, V>();
  get(key: string): V | undefined {
    return this.#entries.get(key);
  }
  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > MAX_CHAT_FACTS) this.#entries.delete(this.#entries.keys().next().value as string);
  }
  delete(key: string): void {
    this.#entries.delete(key);
  }
}

/** A batch's senders as chat-batch.ts names them: each author with the group or the one person written to. */
export type Sender = { authorId: string; groupId: string | null; named: string | null };

export type KnownFacts = { members: MemberFact[]; pairings: PairingFact[]; authors: Map<string, AuthorRow> };

export class ChatFacts {
  readonly #members = new Bounded<MemberFact>();
  /** By author and the person or pairing named. */
  readonly #pairings = new Bounded<PairingFact>();
  readonly #authors = new Bounded<AuthorRow>();
  /** Batches written on known facts, and those a changed fact (or a taken key or id) sent back to be read. */
  readonly stats = { known: 0, changed: 0 };

  /** What was read for these senders; a sender refused (no membership, no relationship) leaves nothing. */
  remember(senders: Sender[], read: KnownFacts): void {
    for (const { authorId, groupId, named } of senders) {
      const author = read.authors.get(authorId);
      if (author) this.#authors.set(authorId, author);
      if (groupId) {
        const member = read.members.find((m) => m.groupId === groupId && m.userId === authorId);
        if (member) this.#members.set(pairKey(groupId, authorId), member);
      } else if (named) {
        const pairing = read.pairings.find((p) => pairingMatches(p, authorId, named));
        if (pairing) this.#pairings.set(pairKey(authorId, named), pairing);
      }
    }
  }

  /** The facts of every sender, or null when one is not known. */
  known(senders: Sender[]): KnownFacts | null {
    const members = new Map<string, MemberFact>();
    const pairings = new Map<string, PairingFact>();
    const authors = new Map<string, AuthorRow>();
    for (const { authorId, groupId, named } of senders) {
      const author = this.#authors.get(authorId);
      if (!author) return null;
      authors.set(authorId, author);
      if (groupId) {
        const member = this.#members.get(pairKey(groupId, authorId));
        if (!member) return null;
        members.set(pairKey(groupId, authorId), member);
      } else if (named) {
        const pairing = this.#pairings.get(pairKey(authorId, named));
        if (!pairing) return null;
        pairings.set(pairing.id, pairing);
      } else return null;
    }
    return { members: [...members.values()], pairings: [...pairings.values()], authors };
  }

  forget(senders: Sender[]): void {
    for (const { authorId, groupId, named } of senders) {
      this.#authors.delete(authorId);
      if (groupId) this.#members.delete(pairKey(groupId, authorId));
      if (named) this.#pairings.delete(pairKey(authorId, named));
    }
  }
}

/** Text compared with what may be NULL: NULL reads as '' (a card's empty avatar is no avatar). */
const text = (column: RawBuilder<unknown>, value: string | null) => sql`coalesce(${column}, '') = ${value ?? ''}`;

/**
 * The statement that checks known facts in the batch's transaction: it fails (failUnless) unless
 * each membership, relationship and author card is still as known.
 */
export function checkFacts(db: Db, dialect: DialectName, facts: KnownFacts): CompiledQuery {
  const checks: RawBuilder<unknown>[] = [];
  for (const m of facts.members)
    checks.push(sql`exists (select 1 from "group_member" gm left join "job_applicant" ja
      on ja."groupId" = gm."groupId" and ja."userId" = gm."userId"
      where gm."groupId" = ${m.groupId} and gm."userId" = ${m.userId}
      and ${text(sql.ref('ja.status'), m.status)} and coalesce(ja."aiEnabled", -1) = ${m.aiEnabled ?? -1})`);
  for (const p of facts.pairings)
    checks.push(sql`exists (select 1 from "pairing" p where p.id = ${p.id} and p.status = 'connected'
      and p."userId1" = ${p.userId1} and p."userId2" = ${p.userId2})`);
  for (const a of facts.authors.values())
    checks.push(sql`exists (select 1 from "user" u where u.id = ${a.id}
      and ${text(sql.ref('u.firstName'), a.firstName)} and ${text(sql.ref('u.lastName'), a.lastName)}
      and ${text(sql.ref('u.avatar'), a.avatar)} and ${text(sql.ref('u.headline'), a.headline)}
      and ${text(sql.ref('u.profileAlias'), a.profileAlias)} and ${text(sql.ref('u.status'), a.status)})`);
  return sql`select ${failUnless(dialect, sql.join(checks, sql` and `))} as checked`.compile(db);
}
