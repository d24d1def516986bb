import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { userInfo } from 'node:os';
import { resolve, sep } from 'node:path';
import { expect, test } from './fixtures';
import { goOffline } from './offline';
import { E2E_NODE_URL, envPort } from './ports';

// The config blocks service workers elsewhere; here they are what is tested.
test.use({ serviceWorkers: 'allow' });

/**
 * The built site served by a real nginx under a sub-path, with the repo's own
 * deploy/nginx.conf: deep links must load the app, not a 404.
 */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const PORT = envPort('E2E_NGINX_PORT', 18480);
const ROOT = resolve('.tmp/nginx');
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BASE = `${ORIGIN}/explorer`;
/** The headers deploy/nginx.conf adds to every answer: a <meta> tag cannot carry them. */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

/**
 * nginx started as root serves as another user: the one its config names, else its built-in
 * default (`nobody` in Debian's nginx; `www-data` in /etc/nginx/nginx.conf). That user cannot read
 * a build under a private folder: from a checkout in root's home (mode 700) every page failed.
 * The test's nginx therefore runs its workers as whoever runs the test, who can read the build
 * wherever the checkout is; nginx takes the directive only when its master runs as root (other
 * users' workers are themselves anyway). Serving a copy from a world-readable temporary folder
 * would work too, but would put the build in a shared place and serve a copy of what was built.
 */
function workerUser(): string[] {
  return process.getuid?.() === 0 ? [`user ${userInfo().username};`] : [];
}

/** deploy/nginx.conf in a config of its own: this port, this build, logs and temp files here. */
function writeNginxConfig(): void {
  const site = readFileSync('deploy/nginx.conf', 'utf8')
    .replace('listen 8080;', `listen 127.0.0.1:${PORT};`)
    .replace('root /srv/www;', `root ${ROOT}/www;`);
  writeFileSync(
    `${ROOT}/nginx.conf`,
    [
      'daemon off;',
      ...workerUser(),
      'worker_processes 1;',
      `pid ${ROOT}/nginx.pid;`,
      `error_log ${ROOT}/logs/error.log;`,
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      `  access_log ${ROOT}/logs/access.log;`,
      `  client_body_temp_path ${ROOT}/tmp-body;`,
      `  proxy_temp_path ${ROOT}/tmp-proxy;`,
      `  fastcgi_temp_path ${ROOT}/tmp-fastcgi;`,
      `  uwsgi_temp_path ${ROOT}/tmp-uwsgi;`,
      `  scgi_temp_path ${ROOT}/tmp-scgi;`,
      site,
      '}',
    ].join('\n'),
  );
}

/** The first folder on the way to `dir` that other users cannot enter (e.g. a home of mode 700). */
function closedFolder(dir: string): string | undefined {
  const parts = dir.split(sep).filter(Boolean);
  for (let i = 1; i <= parts.length; i++) {
    const folder = sep + parts.slice(0, i).join(sep);
    const mode = statSync(folder).mode;
    if ((mode & 0o001) === 0) return `${folder} is mode ${(mode & 0o777).toString(8)}`;
  }
  return undefined;
}

/** What went wrong, in words, when nginx answers `status` for the app's index instead of 200. */
function whyNotServing(nginx: ChildProcess, status: number): string {
  const log = existsSync(`${ROOT}/logs/error.log`)
    ? readFileSync(`${ROOT}/logs/error.log`, 'utf8')
    : '';
  const said = `nginx answered ${status} for ${BASE}/`;
  if (!log.includes('Permission denied')) {
    return `${said}; its error log (${ROOT}/logs/error.log) ends: ${log.trim().split('\n').slice(-3).join(' | ')}`;
  }
  let user = 'its worker user';
  try {
    const name = execFileSync('ps', ['-o', 'user=', '--ppid', String(nginx.pid)], {
      encoding: 'utf8',
    }).trim();
    if (name) user = `its worker user (${name.split('\n')[0]})`;
  } catch {
    // ps is missing: the message names no user.
  }
  const closed = closedFolder(`${ROOT}/www`);
  return `${said}: ${user} cannot read ${ROOT}/www${closed ? ` (${closed})` : ''}. Run the test from a folder that user can read, or let nginx's workers run as you (the \`user\` directive).`;
}

/** Waits until nginx serves the app's index; says why it does not (it exited, or it refuses). */
async function waitUntilServing(nginx: ChildProcess): Promise<void> {
  let exited: string | undefined;
  nginx.once(
    'exit',
    (code, signal) => (exited = `nginx exited (${code ?? signal}) before serving`),
  );
  let status: number | undefined;
  for (let i = 0; i < 50 && !exited; i++) {
    try {
      const res = await fetch(`${BASE}/`);
      if (res.ok) return;
      status = res.status;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (exited) throw new Error(`${exited}: see ${ROOT}/logs/error.log and the output above`);
  if (status !== undefined) throw new Error(whyNotServing(nginx, status));
  throw new Error(`nginx did not answer on ${BASE}/ within 5 s`);
}

test.describe('static hosting under a sub-path (nginx)', () => {
  test.describe.configure({ mode: 'serial' });
  let nginx: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    if (!NGINX)
      throw new Error(
        'nginx is missing: `npm test` installs it, or run `apt-get install -y nginx`.',
      );
    rmSync(ROOT, { recursive: true, force: true });
    mkdirSync(`${ROOT}/logs`, { recursive: true });
    execFileSync(
      'npx',
      [
        'vite',
        'build',
        '--base',
        '/explorer/',
        '--outDir',
        `${ROOT}/www/explorer`,
        '--logLevel',
        'warn',
      ],
      { stdio: 'inherit', env: { ...process.env, VITE_NODE_URL: E2E_NODE_URL } },
    );
    writeNginxConfig();
    nginx = spawn(NGINX, ['-c', `${ROOT}/nginx.conf`, '-p', ROOT], { stdio: 'inherit' });
    await waitUntilServing(nginx);
  });

  test.afterAll(() => {
    nginx?.kill('SIGQUIT');
  });

  test('serves the CSP and loads the dashboard', async ({ page }) => {
    const res = await page.goto(`${BASE}/`);
    expect(res?.status()).toBe(200);
    const csp = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('connect-src *');
    await expect(page.getByRole('link', { name: 'CyberWay Explorer' })).toBeVisible();
  });

  test('opens a deep link to a block', async ({ page }) => {
    const res = await page.goto(`${BASE}/block/5`);
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(`${BASE}/block/5`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('5');
    // The producer's link (a plain anchor the app follows itself) stays under the sub-path and
    // opens the account in the same page, without loading the site again.
    await page.evaluate(() => sessionStorage.setItem('same-page', String(performance.timeOrigin)));
    const producer = page
      .getByRole('main')
      .locator(`a[href^="${new URL(BASE).pathname}/account/"]`)
      .first();
    const name = (await producer.textContent()) ?? '';
    await producer.click();
    await expect(page).toHaveURL(`${BASE}/account/${name}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    expect(await page.evaluate(() => String(performance.timeOrigin))).toBe(
      await page.evaluate(() => sessionStorage.getItem('same-page')),
    );
  });

  test('opens a deep link to an account table query', async ({ page }) => {
    await page.goto(`${BASE}/account/cyber.token/tables/stat?scope=CYBER`);
    await expect(page).toHaveURL(/\/explorer\/account\/cyber\.token\/tables\/stat\?scope=CYBER$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
  });

  test('opens a deep link to the peers page and keeps links under the sub-path', async ({
    page,
  }) => {
    await page.goto(`${BASE}/peers`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Peers/);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blocks' })
      .click();
    await expect(page).toHaveURL(`${BASE}/blocks`);
  });

  test('sends the security headers on every kind of path, and caches only hashed assets', async () => {
    const asset = readdirSync(`${ROOT}/www/explorer/assets`).find((f) => f.endsWith('.js'));
    const page = 'no-cache';
    // [what, path, status, Cache-Control]
    const paths: [string, string, number, string | null][] = [
      ['the index', '/explorer/', 200, page],
      ['a deep link', '/explorer/block/5', 200, page],
      ['a hashed asset', `/explorer/assets/${asset}`, 200, 'public, max-age=31536000, immutable'],
      ['the service worker', '/explorer/sw.js', 200, page],
      ['config.json', '/explorer/config.json', 200, page],
      ['the 404.html fallback', '/explorer/404.html', 200, page],
      ['a missing asset', '/explorer/assets/missing.js', 404, null],
      ['the redirect', '/explorer', 301, null],
    ];
    const wrong: string[] = [];
    for (const [kind, path, status, cache] of paths) {
      const res = await fetch(`${ORIGIN}${path}`, { method: 'HEAD', redirect: 'manual' });
      const expected = { ...SECURITY_HEADERS, 'cache-control': cache };
      if (res.status !== status) wrong.push(`${kind} ${path}: status ${res.status}`);
      for (const [name, value] of Object.entries(expected)) {
        const got = res.headers.get(name);
        if (got !== value) wrong.push(`${kind} ${path}: ${name} ${got ?? 'missing'}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('serves the service worker uncached, scoped to the sub-path, and opens offline', async ({
    page,
    context,
  }) => {
    const sw = await fetch(`${BASE}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    await page.goto(`${BASE}/block/5`);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${BASE}/`);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await goOffline(context);
    const res = await page.goto(`${BASE}/producers`);
    expect(res?.fromServiceWorker()).toBe(true);
    await expect(page).toHaveURL(`${BASE}/producers`);
    await expect(page.getByRole('status', { name: 'Offline' })).toContainText('You are offline');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Producers/);
  });
});
