import { describe, expect, it } from 'vitest';
import { CHROMIUM, endToEndBrowser, ensurePrograms, NGINX, type Machine } from './system-packages';

/** A Debian machine with only the given files; apt-get installs what a package provides. */
function machine(files: string[], opts: { isRoot?: boolean; aptFails?: boolean } = {}) {
  const present = new Set(files);
  const ran: string[] = [];
  const provides: Record<string, string> = {
    chromium: '/usr/bin/chromium',
    'chromium-headless-shell': '/usr/bin/chromium-headless-shell',
    nginx: '/usr/sbin/nginx',
  };
  const m: Machine = {
    env: {},
    exists: (p) => present.has(p),
    isRoot: opts.isRoot ?? true,
    hasAptGet: true,
    run: (cmd, args) => {
      ran.push([cmd, ...args].join(' '));
      if (opts.aptFails) throw new Error('E: Unable to locate package');
      if (args[0] === 'install') for (const pkg of args.slice(3)) present.add(provides[pkg] ?? '');
    },
    log: () => undefined,
  };
  return { m, ran };
}

describe('what npm test needs from Debian', () => {
  it('installs nginx and Chromium with apt-get on a fresh machine that has neither', () => {
    const { m, ran } = machine([]);
    const found = ensurePrograms([CHROMIUM, NGINX], m);
    expect(ran).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium nginx']);
    expect(found.get('nginx')).toBe('/usr/sbin/nginx');
    expect(found.get('Chromium')).toBe('/usr/bin/chromium');
  });

  it('installs nothing when both are there', () => {
    const { m, ran } = machine(['/usr/bin/chromium', '/usr/sbin/nginx']);
    ensurePrograms([CHROMIUM, NGINX], m);
    expect(ran).toEqual([]);
  });

  it('says what to install when it cannot install (not root)', () => {
    const { m, ran } = machine(['/usr/bin/chromium'], { isRoot: false });
    expect(() => ensurePrograms([CHROMIUM, NGINX], m)).toThrow(
      'nginx is missing and could not be installed here: run `apt-get install -y nginx` as root',
    );
    expect(ran).toEqual([]);
  });

  it('says what to install when apt-get fails', () => {
    const { m } = machine([], { aptFails: true });
    expect(() => ensurePrograms([CHROMIUM, NGINX], m)).toThrow(
      /Chromium and nginx are missing .* `apt-get install -y chromium nginx` as root \(or set CHROMIUM_PATH\)/,
    );
  });

  it('takes CHROMIUM_PATH as given, and refuses one that does not exist', () => {
    const { m } = machine(['/opt/chrome', '/usr/sbin/nginx']);
    m.env['CHROMIUM_PATH'] = '/opt/chrome';
    expect(ensurePrograms([CHROMIUM, NGINX], m).get('Chromium')).toBe('/opt/chrome');
    m.env['CHROMIUM_PATH'] = '/nope';
    expect(() => ensurePrograms([CHROMIUM], m)).toThrow('CHROMIUM_PATH=/nope does not exist.');
  });
});

describe('the browser of the end-to-end tests', () => {
  it("is Debian's headless shell, installed beside the full Chromium when missing", () => {
    const { m, ran } = machine(['/usr/bin/chromium']);
    expect(endToEndBrowser('/usr/bin/chromium', m)).toBe('/usr/bin/chromium-headless-shell');
    expect(ran).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium-headless-shell']);
  });

  it('is the full Chromium when the shell cannot be installed', () => {
    const { m } = machine(['/usr/bin/chromium'], { aptFails: true });
    expect(endToEndBrowser('/usr/bin/chromium', m)).toBe('/usr/bin/chromium');
    const notRoot = machine(['/usr/bin/chromium'], { isRoot: false });
    expect(endToEndBrowser('/usr/bin/chromium', notRoot.m)).toBe('/usr/bin/chromium');
    expect(notRoot.ran).toEqual([]);
  });

  it('is CHROMIUM_PATH when set, with nothing installed', () => {
    const { m, ran } = machine(['/opt/chrome']);
    m.env['CHROMIUM_PATH'] = '/opt/chrome';
    expect(endToEndBrowser('/opt/chrome', m)).toBe('/opt/chrome');
    expect(ran).toEqual([]);
  });
});
