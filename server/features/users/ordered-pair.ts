/** A pair is stored once, with userId1 < userId2 (the table's check constraint). */
export function orderedPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}
