/**
 * `npm run bench [-- --quick] [-- --only=<name>]`: runs each benchmark in sequence, prints
 * its table, and writes bench/results/latest.json and latest.md. Every figure is read
 * against a baseline measured in the same run; nothing here passes or fails.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { accountExportBench } from './account-export';
import { applicantsBench } from './applicants';
import { assistantBench } from './assistant';
import { audienceBench } from './audience';
import { chatBench } from './chat';
import { chatWriteBench } from './chat-write';
import { csvImportBench } from './csv-import';
import { esignBench } from './esign';
import { groundingBench } from './grounding';
import { httpBench } from './http';
import { cleanupAll, installExitHandlers } from './lib/cleanup';
import type { Bench, BenchReport } from './lib/report';
import { renderMarkdown, renderText } from './lib/table';
import { messageSearchBench } from './message-search';
import { reconnectStormBench } from './reconnect-storm';
import { searchBench } from './search';
import { sidePanelBench } from './sidepanel';
import { timelineBench } from './timeline';
import { webBench } from './web';
import { wsFanoutBench } from './ws-fanout';

const BENCHES: Bench[] = [
  httpBench,
  wsFanoutBench,
  reconnectStormBench,
  searchBench,
  messageSearchBench,
  csvImportBench,
  esignBench,
  timelineBench,
  chatBench,
  chatWriteBench,
  audienceBench,
  applicantsBench,
  assistantBench,
  groundingBench,
  sidePanelBench,
  webBench,
  accountExportBench,
];
/** A full run takes about 5-6 minutes on 2 cores (1M timeline posts); past this something hangs. */
const DEADLINE_MS = { full: 14 * 60_000, quick: 3 * 60_000 };

function parseArgs(argv: string[]): { quick: boolean; only?: string } {
  const quick = argv.includes('--quick');
  const only = argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const unknown = argv.filter((a) => a !== '--quick' && !a.startsWith('--only='));
  if (unknown.length) usage(`unknown argument ${unknown.join(' ')}`);
  if (only !== undefined && !BENCHES.some((b) => b.name === only)) usage(`no benchmark named "${only}"`);
  return { quick, only };
}

function usage(problem: string): never {
  console.error(`bench: ${problem}\nusage: npm run bench -- [--quick] [--only=<name>]`);
  for (const b of BENCHES) console.error(`  ${b.name.padEnd(10)} ${b.describe}`);
  process.exit(2);
}

async function main(): Promise<void> {
  const { quick, only } = parseArgs(process.argv.slice(2));
  installExitHandlers(quick ? DEADLINE_MS.quick : DEADLINE_MS.full);
  const started = Date.now();
  const reports: BenchReport[] = [];
  const failures: { name: string; error: string }[] = [];
  for (const bench of BENCHES.filter((b) => !only || b.name === only)) {
    console.log(`\n== ${bench.name}${quick ? ' (quick)' : ''}: ${bench.describe}`);
    try {
      const report = await bench.run({ quick });
      reports.push(report);
      for (const table of report.tables) console.log(`\n${renderText(table)}`);
    } catch (error) {
      // One broken benchmark should not hide the others' figures.
      console.error(`bench ${bench.name} failed:`, error);
      failures.push({ name: bench.name, error: String(error instanceof Error ? error.stack : error) });
    }
    await cleanupAll();
  }
  const seconds = (Date.now() - started) / 1000;
  write({ quick, only, seconds, reports, failures });
  console.log(`\nbench: done in ${seconds.toFixed(0)} s; results in bench/results/latest.json and latest.md`);
  process.exitCode = failures.length ? 1 : 0;
}

function write(run: {
  quick: boolean;
  only?: string;
  seconds: number;
  reports: BenchReport[];
  failures: { name: string; error: string }[];
}): void {
  const dir = fileURLToPath(new URL('./results/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const machine = {
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    platform: process.platform,
  };
  const at = new Date().toISOString();
  const json = {
    at,
    machine,
    quick: run.quick,
    only: run.only ?? null,
    seconds: run.seconds,
    benches: Object.fromEntries(run.reports.map((r) => [r.name, r.data])),
    failures: run.failures,
  };
  writeFileSync(`${dir}latest.json`, `${JSON.stringify(json, null, 2)}\n`);
  const md = [
    `# Rapport bench, ${at}${run.quick ? ' (quick)' : ''}`,
    '',
    `Node ${machine.node}, ${machine.cpus} cores (${machine.cpuModel}), ${run.seconds.toFixed(0)} s. Ratios compare with a baseline measured in the same run; absolute figures depend on the machine.`,
    ...run.reports.flatMap((r) => r.tables.map((t) => `\n${renderMarkdown(t)}`)),
    ...run.failures.map((f) => `\n**${f.name} failed:** \`${f.error.split('\n')[0]}\``),
    '',
  ];
  writeFileSync(`${dir}latest.md`, md.join('\n'));
}

main()
  .catch(async (error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanupAll();
    // Pools, timers or the database may keep the loop alive; the run is over.
    process.exit(process.exitCode ?? 0);
  });
