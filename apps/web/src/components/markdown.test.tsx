import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CaseHtmlContext, MarkdownText, RAW_HTML } from './markdown';

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

describe('MarkdownText passages', () => {
  afterEach(cleanup);

  const TEXT = `<div align="center">

**THÉÂTRE**\\
*founded in 1887*

</div>

# La Dame de cristal

> A quoted line

| Time | Badge |
|---|---|
| 20:55:12 | B-131 |
| 21:07:18 | B-099 |

- first item
- second item

---

Last words.`;

  const numbered = (index: number) => <button type="button">{`pin ${index}`}</button>;

  it('puts what a passage gets at the start of each paragraph, heading, list item and table row, in order', () => {
    const { container } = render(<MarkdownText passage={numbered}>{TEXT}</MarkdownText>);
    const pins = screen.getAllByRole('button').map((button) => button.textContent);
    expect(pins).toEqual(['pin 0', 'pin 1', 'pin 2', 'pin 3', 'pin 4', 'pin 5', 'pin 6', 'pin 7']);
    const holder = (index: number) => screen.getByRole('button', { name: `pin ${index}` }).parentElement;
    expect(holder(0)?.tagName).toBe('P');
    expect(holder(0)?.closest('div[align="center"]')).not.toBeNull();
    expect(holder(1)?.tagName).toBe('H1');
    expect(holder(2)?.closest('blockquote')).not.toBeNull();
    // A row's pin is in its first cell: a row holds only cells.
    expect(holder(3)?.tagName).toBe('TD');
    expect(holder(3)?.textContent).toContain('20:55:12');
    expect(holder(4)?.textContent).toContain('21:07:18');
    expect(holder(5)?.tagName).toBe('LI');
    expect(holder(7)?.textContent).toContain('Last words.');
    expect(container.querySelector('tr[data-passage="4"]')).not.toBeNull();
  });

  it('draws the text as it is without them', () => {
    render(<MarkdownText>{TEXT}</MarkdownText>);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'La Dame de cristal' })).toBeTruthy();
  });
});

describe('MarkdownText running text and headless tables', () => {
  afterEach(cleanup);

  it('keeps a code and a phone number whole in a paragraph, and the words around them', () => {
    const { container } = render(
      <MarkdownText>
        {'Le manteau INV-3318 est saisi. Appelez le 06 12 34 56 78 ou le +33 1 42 00 00 00, à 21 h.'}
      </MarkdownText>,
    );
    const kept = [...container.querySelectorAll('span.nobr')].map((span) => span.textContent);
    expect(kept).toEqual(['INV-3318', '06 12 34 56 78', '+33 1 42 00 00 00']);
    expect(container.querySelector('span.nobr')?.getAttribute('style')).toContain('white-space: nowrap');
    expect(container.textContent).toBe(
      'Le manteau INV-3318 est saisi. Appelez le 06 12 34 56 78 ou le +33 1 42 00 00 00, à 21 h.',
    );
  });

  it('leaves out a header row without a word, and keeps one that has words', () => {
    const { container } = render(
      <MarkdownText>
        {'| | |\n|---|---|\n| Mise en scène | V. Lambert |\n| Lumières | T. Marchal |'}
      </MarkdownText>,
    );
    expect(container.querySelector('thead')).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    cleanup();
    render(<MarkdownText>{LOG}</MarkdownText>);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });
});

describe("MarkdownText and a case's own HTML", () => {
  afterEach(cleanup);
  const hostile =
    '<div align="center"><em>Programme</em></div>\n\n<img src="x" onerror="window.hit = 1" alt="poster">\n\n<a href="javascript:alert(1)">go</a>\n\n![plan](data:image/png;base64,iVBORw0KGgo=)';

  it("sanitises a game master's case: no handler, no script link, its harmless HTML and images kept", () => {
    const { container } = render(<MarkdownText>{hostile}</MarkdownText>);
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('go').getAttribute('href')).toBeNull();
    expect(container.querySelector('div[align="center"] em')?.textContent).toBe('Programme');
    expect(screen.getByAltText('plan').getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('draws an installed case with its raw HTML as written', () => {
    const { container } = render(
      <CaseHtmlContext.Provider value={RAW_HTML}>
        <MarkdownText>{'<p class="stamp" onclick="x()">Classé</p>'}</MarkdownText>
      </CaseHtmlContext.Provider>,
    );
    expect(container.querySelector('p.stamp')?.textContent).toBe('Classé');
  });

  it('keeps the passages of a sanitised case numbered', () => {
    render(<MarkdownText passage={(index) => <span>{`#${index}`}</span>}>{'One.\n\nTwo.'}</MarkdownText>);
    expect(screen.getByText('#0').parentElement?.textContent).toBe('#0One.');
    expect(screen.getByText('#1').parentElement?.textContent).toBe('#1Two.');
  });
});
