import { describe, expect, it } from 'vitest';
import { DEFAULT_NODE_URL, normalizeNodeUrl, resolveNodeUrl } from './node-url';

describe('normalizeNodeUrl', () => {
  it('accepts http and https URLs and trims slashes and spaces', () => {
    expect(normalizeNodeUrl('  https://node.example.com/ ')).toBe('https://node.example.com');
    expect(normalizeNodeUrl('http://127.0.0.1:8888')).toBe('http://127.0.0.1:8888');
    expect(normalizeNodeUrl('https://host/api/')).toBe('https://host/api');
  });

  it('refuses other schemes, relative paths and credentials', () => {
    expect(normalizeNodeUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeNodeUrl('ftp://host')).toBeNull();
    expect(normalizeNodeUrl('/v1/chain')).toBeNull();
    expect(normalizeNodeUrl('not a url')).toBeNull();
    expect(normalizeNodeUrl('https://user:pw@host')).toBeNull();
    expect(normalizeNodeUrl('')).toBeNull();
  });
});

describe('resolveNodeUrl', () => {
  const none = { linkParam: null, saved: null, config: null, build: null };

  it('falls back to the local dev node', () => {
    expect(resolveNodeUrl(none)).toEqual({ url: DEFAULT_NODE_URL, source: 'default' });
  });

  it('follows link → saved → config → build order', () => {
    const all = {
      linkParam: 'https://a.example',
      saved: 'https://b.example',
      config: 'https://c.example',
      build: 'https://d.example',
    };
    expect(resolveNodeUrl(all).source).toBe('link');
    expect(resolveNodeUrl({ ...all, linkParam: null }).url).toBe('https://b.example');
    expect(resolveNodeUrl({ ...all, linkParam: null, saved: null }).source).toBe('config');
    expect(resolveNodeUrl({ ...none, build: 'https://d.example' }).source).toBe('build');
  });

  it('skips invalid candidates instead of using them', () => {
    expect(
      resolveNodeUrl({ ...none, linkParam: 'javascript:alert(1)', saved: 'https://b.example' }),
    ).toEqual({ url: 'https://b.example', source: 'saved' });
  });
});
