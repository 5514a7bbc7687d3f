import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (name: string) => fs.readFileSync(path.resolve(import.meta.dirname, '../..', name), 'utf8');

// docs/decisions/0028-react-renders-what-ships.md: two pages, the app and /register, one head.
describe('the two pages', () => {
  it('share their head (the run-time settings the server fills in, the preloads, the icons)', () => {
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    expect(head(read('register.html'))).toBe(head(read('index.html')));
  });

  it('each start their own entry in the same body', () => {
    const body = (html: string) =>
      html
        .slice(html.indexOf('<body>'))
        .replace(/ *<!--[^]*?-->\n/g, '')
        .replace(/src="[^"]+"/, 'src="…"');
    expect(body(read('register.html'))).toBe(body(read('index.html')));
    expect(read('index.html')).toContain('src="/src/main.tsx"');
    expect(read('register.html')).toContain('src="/src/register/main.tsx"');
  });
});
