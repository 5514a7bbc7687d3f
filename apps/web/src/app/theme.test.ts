import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { THEME_COLOURS } from './palette';
import { theme } from './theme';

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
