// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { pageSnapshotOf } from './page-snapshot';

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

it('keeps the page’s own markup: headings, values, links', () => {
  const root = page(
    '<main><h1>Block 1,000</h1><a href="/account/alice" data-page-anchor="">alice</a>' +
      '<span class="font-mono">00abc</span></main>',
  );
  expect(pageSnapshotOf(root)).toBe(root.innerHTML);
});

it('hides what lives in place, with its own styles kept, and drops passing notices', () => {
  const root = page(
    '<header><a data-live="" href="/settings">Online · chain ee54e577</a>' +
      '<select><option value="light">Light</option><option value="system" selected>System</option></select></header>' +
      '<div role="status" data-live="remove">You are offline.</div>' +
      '<main><time data-live="" style="color: red">3 min. ago</time>' +
      '<details open><summary>Raw</summary><pre>{}</pre></details>' +
      '<dialog open>Requests</dialog><p>Block 1,000</p></main>',
  );
  const kept = page(pageSnapshotOf(root));

  for (const el of kept.querySelectorAll('[data-live], select')) {
    expect((el as HTMLElement).style.visibility).toBe('hidden');
    expect(el.getAttribute('aria-hidden')).toBe('true');
  }
  expect(kept.querySelectorAll('[data-live], select')).toHaveLength(3);
  expect((kept.querySelector('time') as HTMLElement).style.color).toBe('red');
  expect(kept.textContent).not.toContain('You are offline.');
  expect(kept.querySelector('dialog')).toBeNull();
  expect(kept.querySelector('details')?.hasAttribute('open')).toBe(false);
  expect(kept.textContent).toContain('Block 1,000');
});

it('leaves the page on screen as it was', () => {
  const html =
    '<a data-live="">Online</a><div data-live="remove">Offline</div><details open></details>';
  const root = page(html);
  const before = root.innerHTML;
  pageSnapshotOf(root);
  expect(root.innerHTML).toBe(before);
  expect(root.querySelector('details')?.hasAttribute('open')).toBe(true);
});

it('writes text from the node as text, never as markup', () => {
  const root = page('');
  const memo = root.appendChild(document.createElement('span'));
  memo.textContent = '<img src=x onerror=alert(1)>';
  const kept = page(pageSnapshotOf(root));
  expect(kept.querySelector('img')).toBeNull();
  expect(kept.textContent).toBe('<img src=x onerror=alert(1)>');
});
