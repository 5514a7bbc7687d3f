import { createTheme, type Theme } from '@mui/material/styles';
// The other faces, their stand-ins and the theme's variables: app/base-styles.ts.
import '@fontsource/eb-garamond/500.css';
import { SANS_STACK, SERIF_STACK } from './fonts';
import { CORNER_RADIUS, palette, TEXT_COLOURS, THEME_COLOURS } from './palette';

/**
 * The focus ring's shape; its colour is `--focus-ring`, set per surface below. Gold when
 * the variable is not (yet) set: an unset variable would give the text's own colour, ink
 * on the dark stage.
 */
const RING_COLOUR = `var(--focus-ring, ${palette.gold})`;
const FOCUS_RING = { outline: `3px solid ${RING_COLOUR}`, outlineOffset: '2px' };
const INSET = { outlineOffset: '-3px' };
/**
 * A control pressed is tinted with its own text colour, as MUI's ripple was, without the
 * ripple's measuring and drawing inside the tap (docs/decisions/0027-a-tap-paints-before-it-asks.md).
 * At 12 % its text keeps 4.5:1 on the palest surface, a dialog's paper.
 */
const PRESSED = {
  '&:active:not(.Mui-disabled)': {
    backgroundImage: 'linear-gradient(color-mix(in srgb, currentColor 12%, transparent) 0 0)',
  },
};

/**
 * docs/product.md#look-and-feel: a theatre at night — curtain red and near-black, warm gold
 * as the accent (app/palette.ts). Both fonts carry Greek glyphs and are bundled (no
 * third-party host).
 */
export const theme = createTheme({
  palette: {
    mode: 'dark',
    ...THEME_COLOURS,
    background: { default: palette.night, paper: palette.velvet },
    text: TEXT_COLOURS,
  },
  shape: { borderRadius: CORNER_RADIUS },
  typography: {
    fontFamily: SANS_STACK,
    h1: { fontFamily: SERIF_STACK, fontWeight: 600 },
    h2: { fontFamily: SERIF_STACK, fontWeight: 600 },
    h3: { fontFamily: SERIF_STACK, fontWeight: 600 },
    h4: { fontFamily: SERIF_STACK, fontWeight: 600 },
    h5: { fontFamily: SERIF_STACK, fontWeight: 600 },
    h6: { fontFamily: SERIF_STACK, fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // MUI's buttons, links-as-buttons, tabs, folders, radios and switches take the focus
    // through ButtonBase, which removes the browser's outline: the ring goes back on. They
    // have no ripple: a pressed control is tinted instead (PRESSED).
    MuiButtonBase: {
      // Without the touch ripple's handlers too, which would draw the button again at a press.
      defaultProps: { disableRipple: true, disableTouchRipple: true },
      styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING, ...PRESSED } },
    },
    // Inside boxes that clip what overflows them (the tabs' scroller, menus, dialogs' lists,
    // the folders' rounded paper), the ring is drawn just inside the control.
    MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': INSET } } },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': INSET } } },
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': INSET } } },
    MuiAccordionSummary: { styleOverrides: { root: { '&.Mui-focusVisible': INSET } } },
    // Gold, not curtain red, for text and outlines on the dark stage: red text on near-black
    // falls under 4.5:1, gold stays above 9:1.
    MuiButton: { defaultProps: { disableElevation: true, color: 'secondary' } },
    MuiLink: { defaultProps: { color: 'secondary' } },
    MuiDialog: { defaultProps: { fullWidth: true, maxWidth: 'xs' } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'dense', color: 'secondary' } },
    // A focused field's border is its focus ring: the ring's colour, 2 px (MUI's default).
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          '&.Mui-focused:not(.Mui-error) .MuiOutlinedInput-notchedOutline': {
            borderColor: RING_COLOUR,
          },
        },
      },
    },
    MuiCssBaseline: {
      styleOverrides: {
        // One focus ring for every control (docs/decisions/0012-accessibility-baseline.md):
        // 3 px, outside the control, in a colour that keeps 3:1 against what surrounds it.
        // Gold on the stage's dark surfaces: 9.9:1 on night, 9.3:1 on velvet, 5.7:1 on a
        // dialog's lightened paper (the palest dark surface). Ink on the light ones (a
        // case document's paper 15.7:1, the gold snackbar 9.3:1), which set `--focus-ring`.
        ':root': { '--focus-ring': palette.gold },
        '.case-document, .light-surface': { '--focus-ring': palette.ink },
        ':focus-visible': FOCUS_RING,
        // A scrolling pane fills its dialog or box, which would clip a ring drawn outside.
        '[role="region"]:focus-visible': INSET,
        // A field's ring is its own border, in the ring's colour and 2 px thick when focused
        // (MuiOutlinedInput below): a second ring around the text inside would cross the label.
        '.MuiInputBase-input:focus-visible, .MuiSelect-select:focus-visible': { outline: 'none' },
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

/** The theme for less motion, made on first use: most readers never ask for it. */
let still: Theme | undefined;

/**
 * docs/product.md#accessibility: for a reader who asks the system for less motion, the
 * same theme without its transitions' durations. The stylesheet already cuts CSS animations
 * to nothing; these durations are also the time a dialog, a folder or a notice waits before
 * it counts as open or closed, so they go to zero too, and nothing waits on a fade.
 */
export const stillTheme = (): Theme =>
  (still ??= createTheme(theme, {
    transitions: {
      duration: {
        shortest: 0,
        shorter: 0,
        short: 0,
        standard: 0,
        complex: 0,
        enteringScreen: 0,
        leavingScreen: 0,
      },
    },
  }));
