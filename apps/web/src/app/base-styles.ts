/**
 * What every page's text needs before anything is drawn, MUI or not: the bundled typefaces
 * with their sized stand-ins (docs/decisions/0021-fallback-fonts-sized-like-the-web-fonts.md),
 * the theme's tokens as CSS variables, and the app's global rules.
 */
import '@fontsource/eb-garamond/600.css';
import '@fontsource/source-sans-3/400.css';
import '@fontsource/source-sans-3/600.css';
import './font-fallbacks.css';
import './theme-variables.css';
import './global.css';
