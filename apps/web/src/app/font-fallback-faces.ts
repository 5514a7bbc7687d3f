/**
 * The local fonts that stand in for the web fonts (app/fonts.ts), face by face: which local
 * font, under which names, and which published metrics (@capsizecss/metrics) size it like
 * the web font. Read at build time only, by vite.config.ts
 * (docs/decisions/0021-fallback-fonts-sized-like-the-web-fonts.md).
 */
import { SANS_FALLBACK_FAMILIES, SERIF_FALLBACK_FAMILIES } from './fonts.ts';

/** A local font that stands in for a web font at one of its weights. */
export interface LocalStandIn {
  /** The web font's weight it stands in for, as loaded by app/theme.ts. */
  weight: 400 | 500 | 600;
  /** @capsizecss/metrics entries: the web font's at that weight, and the local font's. */
  metrics: { webFont: string; local: string };
  /** The local font's full and PostScript names (`local()`), its metric-compatible clones after it. */
  names: readonly string[];
}

export interface FallbackFamily {
  family: string;
  faces: readonly LocalStandIn[];
}

// Arial and its metric-compatible clones (Liberation Sans on Linux, Arimo on ChromeOS), then
// Roboto (Android); Times New Roman and its clones, then Noto Serif (Android).
const ARIAL = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'];
const ARIAL_BOLD = [
  'Arial Bold',
  'Arial-BoldMT',
  'Liberation Sans Bold',
  'LiberationSans-Bold',
  'Arimo Bold',
];
const TIMES = ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Tinos'];
const TIMES_BOLD = [
  'Times New Roman Bold',
  'TimesNewRomanPS-BoldMT',
  'Liberation Serif Bold',
  'LiberationSerif-Bold',
  'Tinos Bold',
];

export const SANS_FALLBACKS: readonly FallbackFamily[] = [
  {
    family: SANS_FALLBACK_FAMILIES[0],
    faces: [
      { weight: 400, metrics: { webFont: 'sourceSans3', local: 'arial' }, names: ARIAL },
      { weight: 600, metrics: { webFont: 'sourceSans3/600', local: 'arial/700' }, names: ARIAL_BOLD },
    ],
  },
  {
    family: SANS_FALLBACK_FAMILIES[1],
    faces: [
      {
        weight: 400,
        metrics: { webFont: 'sourceSans3', local: 'roboto' },
        names: ['Roboto', 'Roboto-Regular'],
      },
      {
        weight: 600,
        metrics: { webFont: 'sourceSans3/600', local: 'roboto/700' },
        names: ['Roboto Bold', 'Roboto-Bold'],
      },
    ],
  },
];

export const SERIF_FALLBACKS: readonly FallbackFamily[] = [
  {
    family: SERIF_FALLBACK_FAMILIES[0],
    faces: [
      { weight: 500, metrics: { webFont: 'eBGaramond/500', local: 'timesNewRoman' }, names: TIMES },
      { weight: 600, metrics: { webFont: 'eBGaramond/600', local: 'timesNewRoman/700' }, names: TIMES_BOLD },
    ],
  },
  {
    family: SERIF_FALLBACK_FAMILIES[1],
    faces: [
      {
        weight: 500,
        metrics: { webFont: 'eBGaramond/500', local: 'notoSerif' },
        names: ['Noto Serif', 'NotoSerif'],
      },
      {
        weight: 600,
        metrics: { webFont: 'eBGaramond/600', local: 'notoSerif/700' },
        names: ['Noto Serif Bold', 'NotoSerif-Bold'],
      },
    ],
  },
];
