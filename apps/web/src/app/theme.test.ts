import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { THEME_COLOURS } from './palette';
import { stillTheme, theme } from './theme';

describe('the theme’s colours', () => {
  it('are, shade for shade, what MUI computes from their main colours', () => {
    // Only the main colours, and the texts chosen for them, as the theme gave them before
    // it wrote the shades out; MUI's own colours for the rest.
    const { primary, secondary, error } = THEME_COLOURS;
    const computed = createTheme({
      palette: {
        mode: 'dark',
        primary: { main: primary.main, contrastText: primary.contrastText },
        secondary: { main: secondary.main, contrastText: secondary.contrastText },
        error: { main: error.main },
      },
    }).palette;
    for (const name of Object.keys(THEME_COLOURS) as (keyof typeof THEME_COLOURS)[]) {
      expect({ [name]: theme.palette[name] }).toEqual({ [name]: computed[name] });
    }
  });
});

describe('the theme for less motion', () => {
  it('has the same colours and no transition time', () => {
    expect(stillTheme().palette).toEqual(theme.palette);
    expect(Object.values(stillTheme().transitions.duration)).toEqual(
      Object.values(theme.transitions.duration).map(() => 0),
    );
    expect(Object.values(theme.transitions.duration).some((duration) => duration > 0)).toBe(true);
  });
});
