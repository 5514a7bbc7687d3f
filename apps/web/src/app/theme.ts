import { createTheme } from '@mui/material/styles';
import '@fontsource/eb-garamond/500.css';
import '@fontsource/eb-garamond/600.css';
import '@fontsource/source-sans-3/400.css';
import '@fontsource/source-sans-3/600.css';
import { palette } from './palette';

/**
 * DESIGN.md "Look and feel": a theatre at night — curtain red and near-black, warm gold
 * as the accent (app/palette.ts). Both fonts carry Greek glyphs and are bundled (no
 * third-party host).
 */
export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: palette.curtain, contrastText: '#ffffff' },
    secondary: { main: palette.gold, contrastText: palette.ink },
    background: { default: palette.night, paper: palette.velvet },
    text: { primary: '#f6efe6', secondary: '#d9cbbb' },
    error: { main: '#ff8a80' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Source Sans 3", "Segoe UI", system-ui, sans-serif',
    h1: { fontFamily: '"EB Garamond", Georgia, serif', fontWeight: 600 },
    h2: { fontFamily: '"EB Garamond", Georgia, serif', fontWeight: 600 },
    h3: { fontFamily: '"EB Garamond", Georgia, serif', fontWeight: 600 },
    h4: { fontFamily: '"EB Garamond", Georgia, serif', fontWeight: 600 },
    h5: { fontFamily: '"EB Garamond", Georgia, serif', fontWeight: 600 },
    h6: { fontFamily: '"EB Garamond", Georgia, serif', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // Gold, not curtain red, for text and outlines on the dark stage: red text on near-black
    // falls under 4.5:1, gold stays above 9:1.
    MuiButton: { defaultProps: { disableElevation: true, color: 'secondary' } },
    MuiLink: { defaultProps: { color: 'secondary' } },
    MuiDialog: { defaultProps: { fullWidth: true, maxWidth: 'xs' } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'dense', color: 'secondary' } },
    MuiCssBaseline: {
      styleOverrides: {
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            transitionDuration: '0.01ms !important',
          },
        },
      },
    },
  },
});
