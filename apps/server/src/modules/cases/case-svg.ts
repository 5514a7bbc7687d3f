import { SaxesParser } from 'saxes';
import type { SaxesAttributeNS, SaxesTagNS } from 'saxes';
import { ApiError } from '../../http-error.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/**
 * Elements refused wherever they are and whatever their namespace: they run script, embed a
 * page or another document, or (SVG Tiny's handler and listener) bind script to events.
 */
const REFUSED_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'frame',
  'frameset',
  'handler',
  'listener',
]);

/** Animation elements: they may set any attribute, an href or an event handler included. */
const ANIMATIONS = new Set(['set', 'animate', 'animatemotion', 'animatetransform', 'animatecolor']);

/** The one kind of URI an SVG may load: an image of its own, inline. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|webp);base64,[a-z0-9+/=\s]*$/i;

/** CSS functions that load a resource without url(), and expression() of old IE. */
const CSS_LOADERS = /(?:image-set|image|src|cross-fade|expression)\s*\(/i;

const unsafe = (path: string, why: string) => new ApiError(422, 'CASE_IMAGE_UNSAFE', `${path}: ${why}`);

const mismatch = (path: string, why: string) => new ApiError(415, 'CASE_IMAGE_MISMATCH', `${path}: ${why}`);

/**
 * Browsers drop ASCII whitespace and control characters from a URL's scheme ("java\tscript:"),
 * so they are dropped here before looking for one.
 */
function hasScriptScheme(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const squeezed = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  return squeezed.includes('javascript:') || squeezed.includes('vbscript:');
}

/** Why a url(...) in CSS or a presentation attribute is refused: only url(#id) stays inside. */
function externalUrl(css: string): string | undefined {
  for (const match of css.matchAll(/url\s*\(\s*(['"]?)([^'")]*)/gi)) {
    const target = (match[2] ?? '').trim();
    if (!target.startsWith('#')) return `url(${target}) loads from outside the image`;
  }
  return undefined;
}

/** Why CSS (a style attribute or a <style> element) is refused, or undefined. */
function cssProblem(css: string): string | undefined {
  // An escape can spell url( or @import in a way no plain search sees.
  if (css.includes('\\')) return 'a CSS escape (backslash) in a style';
  if (/@import/i.test(css)) return '@import in a style';
  if (CSS_LOADERS.test(css)) return 'a CSS function that loads a resource';
  return externalUrl(css);
}

function hrefProblem(value: string): string | undefined {
  const target = value.trim();
  if (target.startsWith('#') || DATA_IMAGE.test(target)) return undefined;
  return `a reference to ${target.slice(0, 80)} outside the image`;
}

function attributeProblem(attribute: SaxesAttributeNS): string | undefined {
  const { local, name, value, uri } = attribute;
  // Namespace declarations name a namespace; nothing is loaded from them.
  if (uri === XMLNS_NS) return undefined;
  const lower = local.toLowerCase();
  if (lower.startsWith('on')) return `an event handler attribute ${name}`;
  if (hasScriptScheme(value)) return `a script URI in ${name}`;
  if (lower === 'href' || lower === 'src') return hrefProblem(value);
  // Presentation attributes are CSS values: fill="url(http://…)" loads too.
  if (lower === 'style') return cssProblem(value);
  if (value.includes('\\')) return `a backslash in ${name}, which CSS could read as an escape`;
  return externalUrl(value);
}

function animationProblem(tag: SaxesTagNS): string | undefined {
  const target = tag.attributes['attributeName']?.value.trim().toLowerCase() ?? '';
  const local = target.slice(target.indexOf(':') + 1);
  if (local === 'href' || local === 'src' || local === 'style' || local.startsWith('on')) {
    return `an animation of ${target}`;
  }
  return undefined;
}

function elementProblem(tag: SaxesTagNS): string | undefined {
  const local = tag.local.toLowerCase();
  if (REFUSED_ELEMENTS.has(local)) return `a <${tag.name}> element`;
  if (ANIMATIONS.has(local)) {
    const problem = animationProblem(tag);
    if (problem) return problem;
  }
  for (const attribute of Object.values(tag.attributes)) {
    const problem = attributeProblem(attribute);
    if (problem) return `${problem} on <${tag.name}>`;
  }
  return undefined;
}

/**
 * Walks an SVG with a real XML parser and refuses, rather than cleans, whatever could run
 * script or load anything from outside the image: a case's bytes stay exactly as uploaded,
 * so that an exported case is the imported one, byte for byte. Throws CASE_IMAGE_MISMATCH
 * for text that is not well-formed XML with an <svg> root, CASE_IMAGE_UNSAFE otherwise.
 */
export function vetSvgText(path: string, text: string): void {
  const parser = new SaxesParser({ xmlns: true, position: false });
  let depth = 0;
  let style = '';
  let styleDepth = 0;
  parser.on('xmldecl', (decl) => {
    if (decl.encoding && decl.encoding.toLowerCase() !== 'utf-8') {
      throw mismatch(path, `declares the encoding ${decl.encoding}; an SVG must be UTF-8`);
    }
  });
  // A DTD can declare entities: an external one reads a file (XXE), nested ones multiply
  // (billion laughs). No SVG needs one.
  parser.on('doctype', () => {
    throw unsafe(path, 'a DOCTYPE (a DTD may declare entities)');
  });
  // <?xml-stylesheet href="…"?> loads a style sheet from anywhere.
  parser.on('processinginstruction', (pi) => {
    throw unsafe(path, `a processing instruction <?${pi.target}?>`);
  });
  parser.on('opentag', (tag) => {
    if (depth === 0 && (tag.local !== 'svg' || tag.uri !== SVG_NS)) {
      throw mismatch(path, `the root element is <${tag.name}>, not an SVG <svg>`);
    }
    depth += 1;
    const problem = elementProblem(tag);
    if (problem) throw unsafe(path, problem);
    if (styleDepth === 0 && tag.local.toLowerCase() === 'style') styleDepth = depth;
  });
  parser.on('closetag', () => {
    if (depth === styleDepth) {
      const problem = cssProblem(style);
      if (problem) throw unsafe(path, problem);
      style = '';
      styleDepth = 0;
    }
    depth -= 1;
  });
  const collect = (chunk: string) => {
    if (styleDepth > 0) style += chunk;
  };
  parser.on('text', collect);
  parser.on('cdata', collect);
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw mismatch(path, `not well-formed XML (${(error as Error).message})`);
  }
}
