import { randomUUID } from 'node:crypto';
import type { BenchServer } from './rapport';

/**
 * Seeded people with realistic names for the search benchmark: a fixed pseudo-random
 * sequence, so two runs search the same population. Rows go straight into "user" in
 * batches; the search index follows through its triggers (SQLite) or generated column
 * (PostgreSQL), as it does for sign-ups.
 */
export const FIRST_NAMES = (
  'James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan Joseph ' +
  'Jessica Thomas Sarah Charles Karen Christopher Lisa Daniel Nancy Matthew Betty Anthony Margaret Mark Sandra ' +
  'Donald Ashley Steven Kimberly Paul Emily Andrew Donna Joshua Michelle Kenneth Carol Kevin Amanda Brian Dorothy ' +
  'George Melissa Timothy Deborah Ronald Stephanie Edward Rebecca Jason Sharon Jeffrey Laura Ryan Cynthia Jacob ' +
  'Kathleen Gary Amy Nicholas Angela Eric Shirley Jonathan Anna Stephen Brenda Larry Pamela Justin Emma Scott ' +
  'Nicole Brandon Helen Benjamin Samantha Samuel Katherine Gregory Christine Alexander Debra Frank Rachel ' +
  'Patrick Carolyn Raymond Janet Jack Catherine Dennis Maria Jerry Heather Tyler Diane Aaron Ruth Jose Julie ' +
  'Adam Olivia Nathan Joyce Henry Virginia Zoë Åsa José François Søren Ada'
).split(' ');

export const LAST_NAMES = (
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson ' +
  'Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis ' +
  'Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera ' +
  'Campbell Mitchell Carter Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart ' +
  'Morris Morales Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim ' +
  'Cox Ward Richardson Watson Brooks Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo ' +
  'Sanders Patel Myers Long Ross Foster Jimenez Powell Jenkins Perry Russell Sullivan Bell Coleman Butler ' +
  'Henderson Barnes Gonzales Fisher Vasquez Simmons Romero Jordan Patterson Alexander Hamilton Graham Reynolds ' +
  'Griffin Wallace Moreno West Cole Hayes Bryant Herrera Gibson Ellis Tran Medina Aguilar Stevens Murray Ford ' +
  'Castro Marshall Owens Harrison Fernandez McDonald Woods Washington Kennedy Wells Lovelace Ångström Müller'
).split(' ');

const ROLES = 'Engineer Recruiter Designer Analyst Founder Consultant Manager Director Architect Scientist'.split(' ');
const FIELDS = 'software data product sales marketing finance talent security cloud research'.split(' ');

/** A small deterministic generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

const CHUNK = 500;

/** Inserts `count` people numbered from `from`; returns the e-mail of every 1000th for exact lookups. */
export async function insertPeople(server: BenchServer, from: number, count: number): Promise<string[]> {
  const random = seededRandom(from + 1);
  const iso = new Date().toISOString();
  const emails: string[] = [];
  for (let start = 0; start < count; start += CHUNK * 10) {
    await server.services.db.transaction().execute(async (trx) => {
      for (let i = start; i < Math.min(count, start + CHUNK * 10); i += CHUNK) {
        const rows = Array.from({ length: Math.min(CHUNK, count - i) }, (_, j) => {
          const n = from + i + j;
          const firstName = pick(random, FIRST_NAMES);
          const lastName = pick(random, LAST_NAMES);
          const email = `p${n}@people.bench.test`;
          if (n % 1000 === 0) emails.push(email);
          return {
            id: randomUUID(),
            name: `${firstName} ${lastName}`,
            email,
            emailVerified: server.dialect === 'postgres' ? false : 0,
            image: null,
            createdAt: iso,
            updatedAt: iso,
            firstName,
            lastName,
            avatar: null,
            headline: `${pick(random, ROLES)} in ${pick(random, FIELDS)}`,
            bio: null,
            profileAlias: `p${n}`,
            phone: null,
            city: null,
            state: null,
            country: null,
            userType: 'user',
            status: n % 50 === 0 ? 'deleted' : 'active',
            meetingLink: null,
            calendarLink: null,
          };
        });
        await trx.insertInto('user').values(rows).execute();
      }
    });
  }
  return emails;
}
