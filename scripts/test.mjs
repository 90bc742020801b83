// `npm test`: everything CI runs, in order, with one summary at the end.
//   typecheck · lint · unit and API tests (server, web app, extension) · build · end-to-end in Chromium
// DATABASE_URL=postgres://… runs the same suite against PostgreSQL.
// Flags: --skip-e2e, --only-e2e; --database-only runs only what depends on the database
// (unit and API tests, end-to-end on the build already made): CI's second pass, on PostgreSQL.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './lib.mjs';

const args = new Set(process.argv.slice(2));
const reportDir = join(root, '.test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const steps = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';

/**
 * One failed test in a line: its file, name, first error line, and the line of the test file
 * where it failed (from the stack), since CI keeps only the end of the log.
 */
function failureLine(fileName, test) {
  const message = test.failureMessages?.[0] ?? '';
  const relative = fileName.startsWith(root) ? fileName.slice(root.length).replace(/^\//, '') : fileName;
  const escaped = relative.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const at = new RegExp(`${escaped}:(\\d+):\\d+`).exec(message)?.[1];
  return `${relative}${at ? `:${at}` : ''} › ${test.fullName}: ${message.split('\n')[0].slice(0, 300)}`;
}

async function step(name, command, commandArgs, report) {
  const started = Date.now();
  console.log(`\n━━ ${name} ━━`);
  const code = await run(command, commandArgs);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let counts = '';
  if (report && existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += skipped;
    for (const file of r.testResults ?? [])
      for (const t of file.assertionResults ?? []) if (t.status === 'failed') failures.push(failureLine(file.name, t));
    counts = `${r.numPassedTests} passed, ${r.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`;
  }
  steps.push({ name, ok: code === 0, seconds, counts });
  return code === 0;
}

const vitest = (projects, file, filters = []) => [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  ...filters,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reportDir, file)}`,
];

const databaseOnly = args.has('--database-only');
if (!args.has('--only-e2e')) {
  if (!databaseOnly) {
    await step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
    await step('lint', 'npx', ['biome', 'check', '.']);
  }
  if (databaseOnly) {
    // The second pass runs what reaches a database: the server's files, and the web app's
    // files that drive a real server (named *.server.test.*, held by scripts/test-names.test.ts).
    // The web app's and extension's other files test a browser against fakes: the same on
    // either database, they ran in the first pass.
    await step(
      `unit and API tests (${database})`,
      'npx',
      vitest(['server', 'server-mocks'], 'unit.json'),
      join(reportDir, 'unit.json'),
    );
    await step(
      `web app against the server (${database})`,
      'npx',
      vitest(['webapp'], 'unit-web.json', ['.server.test.']),
      join(reportDir, 'unit-web.json'),
    );
  } else {
    await step(
      `unit and API tests (${database})`,
      'npx',
      vitest(['server', 'server-mocks', 'webapp', 'webapp-mocks', 'extension'], 'unit.json'),
      join(reportDir, 'unit.json'),
    );
  }
}
if (!args.has('--skip-e2e')) {
  const built = databaseOnly
    ? existsSync(join(root, 'dist/server/main.js')) && existsSync(join(root, 'dist-ext/chrome-mv3/manifest.json'))
    : (await step('build web app and server', 'npm', ['run', '--silent', 'build'])) &&
      (await step('build extension', 'npx', ['wxt', 'build'])) &&
      (await step('build extension (Firefox)', 'npx', ['wxt', 'build', '-b', 'firefox']));
  if (!built && databaseOnly)
    steps.push({
      name: 'the build to test (run without --database-only first)',
      ok: false,
      seconds: '0.0',
      counts: '',
    });
  if (built)
    await step(`end-to-end in Chromium (${database})`, 'npx', vitest(['e2e'], 'e2e.json'), join(reportDir, 'e2e.json'));
}

console.log('\n━━ Summary ━━');
for (const s of steps) console.log(`${s.ok ? '✔' : '✖'} ${s.name.padEnd(44)} ${s.seconds.padStart(6)} s  ${s.counts}`);
const failedSteps = steps.filter((s) => !s.ok).length;
// Named again here, since CI keeps only the end of the log.
for (const f of failures) console.log(`FAILED (${database}): ${f}`);
console.log(
  `\nTests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failedSteps ? 1 : 0);
