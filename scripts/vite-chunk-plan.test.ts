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

// An entry, two signed-in pages sharing their layout, a public page, and a drawer no page loads first.
const CHUNKS = [
  chunk('index-1.js', ['/main.tsx', '/api.ts'], ['react-1.js'], 900, true),
  chunk('react-1.js', ['/react.js'], [], 2000),
  chunk('Shell-1.js', ['/Shell.tsx'], ['store-1.js', 'icon-1.js']),
  chunk('store-1.js', ['/store.ts'], [], 10),
  chunk('icon-1.js', ['/icon.ts'], [], 5),
  chunk('Home-1.js', ['/Home.tsx'], ['card-1.js']),
  chunk('Group-1.js', ['/Group.tsx'], ['card-1.js']),
  chunk('card-1.js', ['/card.tsx', '/body.tsx'], ['icon-1.js'], 300),
  chunk('Login-1.js', ['/Login.tsx'], ['icon-1.js']),
  chunk('Drawer-1.js', ['/Drawer.tsx'], ['store-1.js']),
];
const PAGES = [['/Shell.tsx', '/Home.tsx'], ['/Shell.tsx', '/Group.tsx'], ['/Login.tsx']];

describe('the chunk plan', () => {
  const plan = chunkPlan(CHUNKS, PAGES);

  it('puts the chunks the same pages load on a first visit into one, named after the biggest', () => {
    // Both timelines load the shell, its store and the card: one file.
    expect(['/Shell.tsx', '/store.ts', '/card.tsx', '/body.tsx'].map((id) => plan.get(id))).toEqual([
      'card',
      'card',
      'card',
      'card',
    ]);
    expect(plan.get('/Home.tsx')).toBe('Home');
    expect(plan.get('/Group.tsx')).toBe('Group');
  });

  it('adds no byte to any page: a chunk a sign-in page shares with the timelines stays apart', () => {
    expect(plan.get('/icon.ts')).toBe('icon');
    expect(plan.get('/Login.tsx')).toBe('Login');
  });

  it("leaves the entry's chunks and what no page loads first as they were", () => {
    expect(plan.get('/main.tsx')).toBe('index');
    expect(plan.get('/api.ts')).toBe('index');
    expect(plan.get('/react.js')).toBe('react');
    expect(plan.get('/Drawer.tsx')).toBe('Drawer');
  });

  it('names two groups of the same name apart', () => {
    const twice = chunkPlan([chunk('a-1.js', ['/a.ts']), chunk('a-2.js', ['/b.ts'])], [['/a.ts'], ['/b.ts']]);
    expect([twice.get('/a.ts'), twice.get('/b.ts')]).toEqual(['a', 'a2']);
  });
});
