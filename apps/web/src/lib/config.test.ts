import { describe, expect, it } from 'vitest';
import { readApiBase, readJoinBase } from './config';

function page(metas: Record<string, string>): Document {
  const doc = document.implementation.createHTMLDocument('t');
  for (const [name, content] of Object.entries(metas)) {
    const meta = doc.createElement('meta');
    meta.name = name;
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

const at = (href: string) => new URL(href) as unknown as Location;

describe('run-time configuration from index.html', () => {
  it('reads the API base without a trailing slash, empty for the same origin', () => {
    expect(readApiBase(page({ 'coulisses-api-base': 'https://api.example.org/' }))).toBe(
      'https://api.example.org',
    );
    expect(readApiBase(page({ 'coulisses-api-base': '' }))).toBe('');
  });

  it('makes join links from the public URL when one is configured', () => {
    const doc = page({
      'coulisses-public-url': 'https://play.example.org',
      'coulisses-lan-url': 'http://10.0.0.5:8080',
    });
    expect(readJoinBase(doc, at('http://localhost:8080/admin'))).toBe('https://play.example.org');
  });

  it('uses the LAN address for a game master on localhost, else their own address', () => {
    const doc = page({ 'coulisses-public-url': '', 'coulisses-lan-url': 'http://10.0.0.5:8080' });
    expect(readJoinBase(doc, at('http://localhost:8080/admin'))).toBe('http://10.0.0.5:8080');
    expect(readJoinBase(doc, at('http://10.0.0.5:8080/admin'))).toBe('http://10.0.0.5:8080');
    expect(readJoinBase(doc, at('https://coulisses.example.org/admin'))).toBe(
      'https://coulisses.example.org',
    );
  });
});
