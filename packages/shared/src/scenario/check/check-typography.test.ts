import { describe, expect, it } from 'vitest';
import { NOT_PROSE } from '../../typography/typography.js';
import { markdownProse, readableStrings, svgProse } from './check-typography.js';

const visible = (prose: string) => prose.replaceAll(NOT_PROSE, '');

describe('the prose of a case file', () => {
  it('keeps what a player reads of markdown, and blanks code, tags, link targets, URLs and table rules', () => {
    const markdown = [
      '![L’écrin vide](images/empty-case.fr.svg)',
      '<div align="center">',
      '| Heure | Fait |',
      '|---|:---:|',
      "Voir `l'index` et https://example.com/a'b ou [le plan](plan.md 'titre').",
      '</div>',
    ].join('\n');
    const prose = markdownProse(markdown);
    expect(prose.length).toBe(markdown.length);
    expect(prose.split('\n')).toHaveLength(6);
    expect(visible(prose)).toBe(
      ['![L’écrin vide]', '', '| Heure | Fait |', '', 'Voir  et  ou [le plan].', ''].join('\n'),
    );
  });

  it('keeps the words of an SVG, not its tags, attributes or styles', () => {
    const svg = `<svg font-family="'DejaVu Sans'"><style>.a{font:'x'}</style><title>Plan</title><text x="1">Loge 3</text></svg>`;
    expect(visible(svgProse(svg))).toBe('PlanLoge 3');
  });

  it('reads every string of the texts but the accepted answers, by path', () => {
    const texts = { title: 'T', locks: { door: { prompt: 'P', hints: ['H'], answers: ["d'Arc"] } } };
    expect(readableStrings(texts)).toEqual([
      ['title', 'T'],
      ['locks.door.prompt', 'P'],
      ['locks.door.hints.0', 'H'],
    ]);
  });
});
