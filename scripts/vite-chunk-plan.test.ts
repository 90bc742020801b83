import { describe, expect, it } from 'vitest';
import { chunkPlan, type PlanChunk } from './vite-chunk-plan';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  size = 100,
  isEntry = false,
): PlanChunk => ({
  fileName,
  name: fileName.replace(/-.*$/, ''),
  moduleIds,
  imports,
  isEntry,
  size,
});

// An entry, two signed-in pages sharing their layout, a sign-in page, and a drawer no page loads first.
const CHUNKS = [
  chunk('index-1.js', ['/main.tsx', '/api.ts'], ['react-1.js'], 90_000, true),
  chunk('react-1.js', ['/react.js'], [], 200_000),
  chunk('Shell-1.js', ['/Shell.tsx'], ['store-1.js', 'icon-1.js', 'help-1.js'], 30_000),
  chunk('store-1.js', ['/store.ts'], [], 400),
  chunk('icon-1.js', ['/icon.ts'], [], 300),
  chunk('help-1.js', ['/help.ts'], [], 9_000),
  chunk('Home-1.js', ['/Home.tsx'], ['card-1.js'], 20_000),
  chunk('Group-1.js', ['/Group.tsx'], ['card-1.js', 'members-1.js'], 20_000),
  chunk('card-1.js', ['/card.tsx', '/body.tsx'], ['icon-1.js'], 25_000),
  chunk('members-1.js', ['/members.ts'], [], 2_000),
  chunk('Login-1.js', ['/Login.tsx'], ['icon-1.js', 'help-1.js'], 5_000),
  chunk('Drawer-1.js', ['/Drawer.tsx'], ['store-1.js'], 3_000),
];
const PAGES = [['/Shell.tsx', '/Home.tsx'], ['/Shell.tsx', '/Group.tsx'], ['/Login.tsx']];

/** What each page loads on a first visit besides the entry's chunks: files and raw bytes, chunks grouped as `plan` says. */
function loads(plan: ReadonlyMap<string, string> | null): { files: number; size: number }[] {
  const nameOf = (c: PlanChunk) => (plan ? (plan.get(c.moduleIds[0] ?? '') ?? c.fileName) : c.fileName);
  const byFile = new Map(CHUNKS.map((c) => [c.fileName, c]));
  const holder = new Map(CHUNKS.flatMap((c) => c.moduleIds.map((id) => [id, c] as const)));
  return PAGES.map((modules) => {
    const seen = new Set<PlanChunk>();
    const stack = modules.map((id) => holder.get(id));
    for (let c = stack.pop(); c !== undefined || stack.length > 0; c = stack.pop()) {
      if (!c || seen.has(c)) continue;
      seen.add(c);
      // A chunk's group loads whole: every chunk of the same name comes too, with its imports.
      for (const other of CHUNKS) if (nameOf(other) === nameOf(c)) stack.push(other);
      stack.push(...c.imports.map((file) => byFile.get(file)));
    }
    const loaded = [...seen].filter((c) => !c.isEntry && c.fileName !== 'react-1.js');
    return { files: new Set(loaded.map(nameOf)).size, size: loaded.reduce((sum, c) => sum + c.size, 0) };
  });
}

describe('the chunk plan', () => {
  const plan = chunkPlan(CHUNKS, PAGES);

  it('puts the chunks the same pages load on a first visit into one, named after the biggest', () => {
    // Both timelines load the shell, its store and the card: one file.
    expect(['/Shell.tsx', '/store.ts', '/card.tsx', '/body.tsx'].map((id) => plan.get(id))).toEqual([
      'Shell',
      'Shell',
      'Shell',
      'Shell',
    ]);
  });

  it('joins a small chunk to one loaded on some of the same pages, within a few KB more for any page', () => {
    // The group's member list goes with the group's screen; the icon and the help text, which
    // the sign-in page shares with the timelines, go with the sign-in screen (a little more for
    // the timelines), not with the shell (30 KB more for the sign-in page).
    expect(plan.get('/members.ts')).toBe('Group');
    expect(plan.get('/icon.ts')).toBe(plan.get('/Login.tsx'));
    expect(plan.get('/help.ts')).toBe(plan.get('/Login.tsx'));
    const before = loads(null);
    const after = loads(plan);
    after.forEach((page, at) => {
      expect(page.files).toBeLessThanOrEqual(before[at]?.files ?? 0);
      expect(page.size - (before[at]?.size ?? 0)).toBeLessThanOrEqual(8_000);
    });
    expect(after.map((page) => page.files)).toEqual([3, 3, 1]);
  });

  it("leaves the entry's chunks and what no page loads first as they were", () => {
    expect(plan.get('/main.tsx')).toBe('index');
    expect(plan.get('/api.ts')).toBe('index');
    expect(plan.get('/react.js')).toBe('react');
    expect(plan.get('/Drawer.tsx')).toBe('Drawer');
    expect(plan.get('/Home.tsx')).toBe('Home');
  });

  it('names two groups of the same name apart', () => {
    const twice = chunkPlan([chunk('a-1.js', ['/a.ts']), chunk('a-2.js', ['/b.ts'])], [['/a.ts'], ['/b.ts']]);
    expect([twice.get('/a.ts'), twice.get('/b.ts')]).toEqual(['a', 'a2']);
  });
});
