import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownText } from './markdown';

const LOG = `| Heure | Lecteur | Badge |
|---|---|---|
| 20:55:12 | Passerelle d'éclairage (pied d'échelle) | B-131 |
| 21:07:18 | Monte-charge — palier, couloir B (loges 1–6) | B-099 |`;

describe('MarkdownText tables', () => {
  afterEach(cleanup);

  it('keeps short columns on one line and lets long ones wrap between words only', () => {
    render(<MarkdownText>{LOG}</MarkdownText>);
    const [time, reader, badge] = screen.getAllByRole('columnheader');
    expect(time).toHaveProperty('className', 'cell-short');
    expect(reader).toHaveProperty('className', 'cell-text');
    expect(badge).toHaveProperty('className', 'cell-short');
    expect(screen.getByRole('cell', { name: 'B-099' }).className).toBe('cell-short');
  });

  it('wraps each word with a joiner (a hyphen, a dash, a colon) in a no-break span', () => {
    const { container } = render(<MarkdownText>{LOG}</MarkdownText>);
    const kept = [...container.querySelectorAll('span.nobr')].map((span) => span.textContent);
    expect(kept).toEqual(expect.arrayContaining(['20:55:12', 'B-131', 'Monte-charge', '1–6)', 'B-099']));
    // The words themselves are all still there, in order.
    expect(
      screen.getByRole('cell', { name: /^Monte-charge — palier, couloir B \(loges 1–6\)$/ }),
    ).toBeTruthy();
    expect(kept).not.toContain('—');
  });

  it('puts the table in a box of its own, outside the text around it', () => {
    const { container } = render(<MarkdownText>{`Before\n\n${LOG}\n\nAfter`}</MarkdownText>);
    expect(container.querySelector('.scroll-table .scroll-table__viewport > table')).not.toBeNull();
  });
});

describe('MarkdownText tables, spaced tokens', () => {
  afterEach(cleanup);

  it('keeps a number with its unit or its label on one line', () => {
    const table = `| Travail | Lieu |\n|---|---|\n| taille reprise de 2 cm, soie réf. 412 | loge n° 3, 21 h 00 |`;
    const { container } = render(<MarkdownText>{table}</MarkdownText>);
    const kept = [...container.querySelectorAll('span.nobr')].map((span) => span.textContent);
    expect(kept).toEqual(['2 cm', 'réf. 412', 'n° 3', '21 h 00']);
    expect(screen.getByRole('cell', { name: 'taille reprise de 2 cm, soie réf. 412' })).toBeTruthy();
  });
});
