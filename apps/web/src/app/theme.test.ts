import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { palette } from './palette';
import { theme, THEME_COLOURS } from './theme';

describe('the theme’s colours', () => {
  it('are, shade for shade, what MUI computes from their main colours', () => {
    // Only the main colours, and the texts chosen for them, as the theme gave them before
    // it wrote the shades out; MUI's own colours for the rest.
    const computed = createTheme({
      palette: {
        mode: 'dark',
        primary: { main: palette.curtain, contrastText: '#ffffff' },
        secondary: { main: palette.gold, contrastText: palette.ink },
        error: { main: '#ff8a80' },
      },
    }).palette;
    for (const name of Object.keys(THEME_COLOURS) as (keyof typeof THEME_COLOURS)[]) {
      expect({ [name]: theme.palette[name] }).toEqual({ [name]: computed[name] });
    }
  });
});
