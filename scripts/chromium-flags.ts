/**
 * The command-line flags of every Chromium this project starts: the end-to-end tests'
 * (playwright.config.ts), the bench's (bench/browser.ts, and the browsers bench/history.ts starts
 * without Playwright) and Lighthouse's (bench/lighthouse.ts, which adds `--headless=new`).
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  // Chromium will not start as root with its sandbox (and a container often lacks what it needs).
  '--no-sandbox',
  // No GPU on these machines: software rendering from the start.
  '--disable-gpu',
  // Every server is local HTTP/1.1; no QUIC probes beside it.
  '--disable-quic',
  // No requests, timers or first-run work of the browser's own beside what is measured.
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
