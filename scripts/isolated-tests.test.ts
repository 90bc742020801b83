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
