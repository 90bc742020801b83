import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { serverModuleMocks, webappModuleMocks } from './isolated-tests';

const root = join(import.meta.dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.test\.tsx?$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

const mocksAModule = (file: string) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(root, file), 'utf8'));

it('every server test file that mocks a module runs isolated', () => {
  const files = ['server', 'shared', 'scripts'].flatMap(testFiles).filter(mocksAModule);
  expect(files.sort()).toEqual([...serverModuleMocks].sort());
});

it('every web app test file that mocks a module runs isolated', () => {
  const files = testFiles('webapp').filter(mocksAModule);
  expect(files.sort()).toEqual([...webappModuleMocks].sort());
});

// CI's PostgreSQL pass runs, of the web app's and extension's files, only those named
// *.server.test.* (scripts/test.mjs): a file that reaches a database must say so in its name.
const reachesADatabase = (file: string) =>
  /server\/testing|e2e\/harness\/app-server/.test(readFileSync(join(root, file), 'utf8'));

it("every web app or extension test file that reaches a database is named *.server.test.* and isn't isolated", () => {
  const files = ['webapp', 'extension'].flatMap(testFiles).filter(reachesADatabase);
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) expect(file).toMatch(/\.server\.test\.tsx?$/);
  for (const file of files) expect(webappModuleMocks).not.toContain(file);
});
