import { describe, expect, it } from 'vitest';
import { palette } from '../../../../app/palette';
import { MEMBER_COLOURS, memberColour } from './member-colour';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The surfaces a dot is drawn on: the stage, a paper, an open folder, and the palest — a
 * dialog's paper lifted by MUI's elevation overlay (16 % white over velvet).
 */
const SURFACES = [palette.night, palette.velvet, '#2c1816', '#433639'];

describe('memberColour', () => {
  it('gives each of six members a colour of their own', () => {
    const colours = [0, 1, 2, 3, 4, 5].map(memberColour);
    expect(new Set(colours).size).toBe(6);
    expect(colours).toEqual([...MEMBER_COLOURS]);
  });

  it('reads at 3:1 at least on every surface of the dark theme', () => {
    for (const colour of MEMBER_COLOURS) {
      for (const surface of SURFACES) {
        expect(contrast(colour, surface), `${colour} on ${surface}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('goes round past six and never fails on an odd index', () => {
    expect(memberColour(6)).toBe(memberColour(0));
    expect(memberColour(-1)).toBe(memberColour(5));
    expect(memberColour(Number.NaN)).toBe(memberColour(0));
  });
});
