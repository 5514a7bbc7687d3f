/**
 * docs/product.md#look-and-feel: a theatre at night — curtain red and near-black, warm gold
 * as the accent. Apart from the theme, so that the build (the web app manifest in
 * vite.config.ts) reads the same colours.
 */
export const palette = {
  night: '#14090b',
  velvet: '#1f1013',
  curtain: '#a31d2c',
  gold: '#e0b24a',
  paper: '#f4ecdf',
  ink: '#1b1212',
};

/** Dark text on a light colour, as MUI's dark mode writes it. */
const DARK_TEXT = 'rgba(0, 0, 0, 0.87)';

/**
 * The theme's colours, each with its lighter and darker shade and the text that goes on
 * it, written out as MUI computes them from the main colour: computed, they took a visible
 * share of the script's start on a slow phone (docs/product.md#performance-budgets; bench/frontend.mjs). theme.test.ts checks that they are
 * still what MUI computes; a new main colour takes its shades from that test's failure.
 * Here rather than in the theme, so that the pages drawn without MUI (/register) take the
 * same colours as CSS variables (THEME_VARIABLES).
 */
export const THEME_COLOURS = {
  primary: {
    main: palette.curtain,
    light: 'rgb(181, 74, 86)',
    dark: 'rgb(114, 20, 30)',
    contrastText: '#ffffff',
  },
  secondary: {
    main: palette.gold,
    light: 'rgb(230, 193, 110)',
    dark: 'rgb(156, 124, 51)',
    contrastText: palette.ink,
  },
  error: { main: '#ff8a80', light: 'rgb(255, 161, 153)', dark: 'rgb(178, 96, 89)', contrastText: DARK_TEXT },
  // MUI's own for a dark theme.
  warning: { main: '#ffa726', light: '#ffb74d', dark: '#f57c00', contrastText: DARK_TEXT },
  info: { main: '#29b6f6', light: '#4fc3f7', dark: '#0288d1', contrastText: DARK_TEXT },
  success: { main: '#66bb6a', light: '#81c784', dark: '#388e3c', contrastText: DARK_TEXT },
};

/** The text on the stage's dark surfaces: first, and secondary (hints, captions). */
export const TEXT_COLOURS = { primary: '#f6efe6', secondary: '#d9cbbb' };

/** The corners of papers, fields and buttons, in pixels. */
export const CORNER_RADIUS = 10;

/**
 * The theme's tokens as CSS custom properties, for what is drawn without MUI: /register's
 * form (docs/decisions/0028-react-renders-what-ships.md). vite.config.ts writes them into
 * app/theme-variables.css, so that one list of colours serves both.
 */
export const THEME_VARIABLES: Record<string, string> = {
  '--night': palette.night,
  '--velvet': palette.velvet,
  '--paper': palette.paper,
  '--ink': palette.ink,
  '--gold': THEME_COLOURS.secondary.main,
  '--gold-dark': THEME_COLOURS.secondary.dark,
  '--on-gold': THEME_COLOURS.secondary.contrastText,
  '--error': THEME_COLOURS.error.main,
  '--text': TEXT_COLOURS.primary,
  '--text-secondary': TEXT_COLOURS.secondary,
  '--radius': `${CORNER_RADIUS}px`,
};
