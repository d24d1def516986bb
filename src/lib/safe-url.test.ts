import { describe, expect, it } from 'vitest';
import { safeExternalUrl } from './safe-url';

describe('safeExternalUrl', () => {
  it('keeps http and https URLs', () => {
    expect(safeExternalUrl(' https://example.com/bp.json ')).toBe('https://example.com/bp.json');
    expect(safeExternalUrl('http://example.com')).toBe('http://example.com/');
  });

  it.each([
    'javascript:window.__pwned=1',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    '/account/alice',
    'https://user:pw@example.com',
    'example.com',
    '',
  ])('refuses %j', (value) => {
    expect(safeExternalUrl(value)).toBeNull();
  });
});
