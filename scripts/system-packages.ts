import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A program the test suite runs that is not an npm package, and the Debian package it comes in. */
export interface SystemProgram {
  /** What it is, for messages. */
  label: string;
  /** Where Debian installs it, first match wins. */
  paths: readonly string[];
  /** The Debian package that provides it. */
  debianPackage: string;
  /** An environment variable that names it instead (checked, never installed). */
  pathVariable?: string;
}

export const CHROMIUM: SystemProgram = {
  label: 'Chromium',
  paths: ['/usr/bin/chromium'],
  debianPackage: 'chromium',
  pathVariable: 'CHROMIUM_PATH',
};

/**
 * The same Debian Chromium without its windowing browser UI, which Playwright itself runs for
 * headless tests when it can download its own: a new page and its load cost the full browser's
 * UI process about 1 s of CPU more (1.8 s against 0.76 s per context, page and load here), and
 * the suite opens hundreds on two cores.
 */
export const CHROMIUM_HEADLESS_SHELL: SystemProgram = {
  label: 'Chromium headless shell',
  paths: ['/usr/bin/chromium-headless-shell'],
  debianPackage: 'chromium-headless-shell',
};

/** nginx serves the built site in the static-hosting end-to-end test (deploy/nginx.conf). */
export const NGINX: SystemProgram = {
  label: 'nginx',
  paths: ['/usr/sbin/nginx', '/usr/bin/nginx'],
  debianPackage: 'nginx',
};

/** What ensurePrograms needs of the machine; tests pass a fake one. */
export interface Machine {
  env: Record<string, string | undefined>;
  exists(path: string): boolean;
  isRoot: boolean;
  hasAptGet: boolean;
  /** Runs a command to completion; throws when it fails. */
  run(cmd: string, args: readonly string[]): void;
  log(message: string): void;
}

export function thisMachine(): Machine {
  return {
    env: process.env,
    exists: existsSync,
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    hasAptGet: ['/usr/bin/apt-get', '/bin/apt-get'].some((p) => existsSync(p)),
    run: (cmd, args) =>
      execFileSync(cmd, args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }),
    log: (message) => console.log(message),
  };
}

function instruction(missing: readonly SystemProgram[]): string {
  const names = missing.map((p) => p.label).join(' and ');
  const packages = missing.map((p) => p.debianPackage).join(' ');
  const vars = missing.flatMap((p) => (p.pathVariable ? [`set ${p.pathVariable}`] : []));
  return (
    `${names} ${missing.length > 1 ? 'are' : 'is'} missing and could not be installed here: ` +
    `run \`apt-get install -y ${packages}\` as root${vars.length ? ` (or ${vars.join(', ')})` : ''}, ` +
    'then `npm test` again.'
  );
}

function find(program: SystemProgram, machine: Machine): string | undefined {
  return program.paths.find((p) => machine.exists(p));
}

/**
 * Finds each program, installing the missing ones from Debian with apt-get (as root), the way a
 * fresh machine gets what `npm test` needs without a separate set-up step. Returns each
 * program's path by label; throws one message naming what to install when that cannot be done.
 */
export function ensurePrograms(
  programs: readonly SystemProgram[],
  machine: Machine = thisMachine(),
): Map<string, string> {
  const found = new Map<string, string>();
  const missing: SystemProgram[] = [];
  for (const program of programs) {
    const fromEnv = program.pathVariable ? machine.env[program.pathVariable] : undefined;
    if (fromEnv) {
      if (!machine.exists(fromEnv)) {
        throw new Error(`${program.pathVariable}=${fromEnv} does not exist.`);
      }
      found.set(program.label, fromEnv);
      continue;
    }
    const path = find(program, machine);
    if (path) found.set(program.label, path);
    else missing.push(program);
  }
  if (missing.length === 0) return found;
  if (!machine.isRoot || !machine.hasAptGet) throw new Error(instruction(missing));
  const packages = missing.map((p) => p.debianPackage);
  machine.log(`Not found: ${packages.join(', ')}; installing with apt-get install -y …`);
  try {
    machine.run('apt-get', ['update', '-qq']);
    machine.run('apt-get', ['install', '-y', '-qq', ...packages]);
  } catch {
    throw new Error(instruction(missing));
  }
  for (const program of missing) {
    const path = find(program, machine);
    if (!path) throw new Error(instruction([program]));
    found.set(program.label, path);
  }
  return found;
}

/**
 * The browser of the end-to-end tests: CHROMIUM_PATH when set, else Debian's Chromium headless
 * shell (installed when missing and possible), else `fallback`, the full Chromium. A machine
 * without the shell package still runs the tests, in the full browser.
 */
export function endToEndBrowser(fallback: string, machine: Machine = thisMachine()): string {
  const fromEnv = CHROMIUM.pathVariable ? machine.env[CHROMIUM.pathVariable] : undefined;
  if (fromEnv) return fromEnv;
  try {
    return ensurePrograms([CHROMIUM_HEADLESS_SHELL], machine).get(CHROMIUM_HEADLESS_SHELL.label)!;
  } catch {
    machine.log(
      `No ${CHROMIUM_HEADLESS_SHELL.debianPackage} here: the end-to-end tests use ${fallback}.`,
    );
    return fallback;
  }
}
