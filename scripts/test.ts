/**
 * `npm test`: typecheck, lint, format check, unused code and dependencies (knip), unit and
 * integration tests (Vitest), a production build, and the Playwright end-to-end suite in Debian's
 * Chromium against the built app and the dev node (one test also serves the build with nginx).
 * On a fresh machine it first installs Chromium and nginx from Debian when it can. Ends with one
 * summary line of passed and failed tests.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { E2E_NODE_URL } from '../e2e/ports.ts';
import { CHROMIUM, endToEndBrowser, ensurePrograms, NGINX } from './system-packages.ts';

const results = '.tmp/test-results';
const failedSteps: string[] = [];
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const stepHeader = (label: string, cmd: string, args: string[]) =>
  `\n▶ ${label}: ${cmd} ${args.join(' ')}`;

/** Prints the step's closing line, and keeps a failed step for the summary. */
function endStep(label: string, ok: boolean, started: number) {
  console.log(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
  if (!ok) failedSteps.push(label);
}

function run(label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(stepHeader(label, cmd, args));
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  endStep(label, r.status === 0, started);
}

let chromium: string;
try {
  // The full Chromium too: the benchmark and Lighthouse measure in it.
  chromium = endToEndBrowser(ensurePrograms([CHROMIUM, NGINX]).get(CHROMIUM.label) ?? '');
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
}

/**
 * Runs steps side by side, each printing its output in one piece when it ends. The static checks
 * are each mostly one thread: on two cores, together they take the time of the longest (lint),
 * not of all four.
 */
async function runTogether(steps: [label: string, cmd: string, args: string[]][]) {
  const started = Date.now();
  console.log(`\n▶ ${steps.map(([label]) => label).join(', ')}, side by side`);
  await Promise.all(
    steps.map(
      ([label, cmd, args]) =>
        new Promise<void>((resolve) => {
          const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          const output: Buffer[] = [];
          let ended = false;
          child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
          const done = (ok: boolean, why = '') => {
            if (ended) return;
            ended = true;
            console.log(stepHeader(label, cmd, args));
            process.stdout.write(Buffer.concat(output));
            if (why) console.log(why);
            endStep(label, ok, started);
            resolve();
          };
          child.on('error', (error) => done(false, error.message));
          child.on('close', (code) => done(code === 0));
        }),
    ),
  );
}

await runTogether([
  ['typecheck', 'npx', ['tsc', '-b']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['unused code and dependencies', 'npx', ['knip']],
]);
run('unit and integration', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/vitest.json`,
]);
// The e2e build talks to the e2e dev node (see playwright.config.ts), for history too (its /v2).
run('build', 'npx', ['vite', 'build', '--logLevel', 'warn'], {
  VITE_NODE_URL: E2E_NODE_URL,
  VITE_HISTORY_URL: E2E_NODE_URL,
});
run('end-to-end', 'npx', ['playwright', 'test'], {
  CHROMIUM_PATH: chromium,
  PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/playwright.json`,
});

let passed = 0;
let failed = 0;
const vitestFile = `${results}/vitest.json`;
if (existsSync(vitestFile)) {
  const v = JSON.parse(readFileSync(vitestFile, 'utf8')) as {
    numPassedTests?: number;
    numFailedTests?: number;
  };
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
}
const pwFile = `${results}/playwright.json`;
if (existsSync(pwFile)) {
  const p = JSON.parse(readFileSync(pwFile, 'utf8')) as {
    stats?: { expected?: number; unexpected?: number; flaky?: number };
  };
  passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
  failed += p.stats?.unexpected ?? 0;
}

if (failedSteps.length > 0) console.error(`\nFailed steps: ${failedSteps.join(', ')}`);
if (failedSteps.length > 0 && failed === 0) failed = failedSteps.length;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
