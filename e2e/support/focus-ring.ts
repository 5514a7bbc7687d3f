import type { Page } from '@playwright/test';

export interface FocusRing {
  /** The focused element, as a reader of the failure needs it: tag, role, name. */
  element: string;
  /** How the focus shows: the outline's (or a field's border's) style and width. */
  style: string;
  width: number;
  ring: string;
  background: string;
  /** The WCAG contrast ratio of the ring's colour against the colour around it. */
  ratio: number;
}

/**
 * Measures the focus indicator of the element that has the focus, in the page: its colour
 * from getComputedStyle, against the background it is drawn on — the element's ancestors'
 * background colours (and MUI's uniform elevation overlays) composited from the page down,
 * the element's own included when the ring is drawn inside it. A text field's indicator is
 * its focused border; a radio's, its round wrapper's outline.
 */
export function measureFocusRing(page: Page): Promise<FocusRing> {
  return page.evaluate(async () => {
    // React marks a focused field on its next render: measure once it has painted.
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    type Rgba = [number, number, number, number];
    const parse = (colour: string): Rgba | undefined => {
      const match = /rgba?\(([^)]+)\)/.exec(colour);
      if (!match) return undefined;
      const parts = match[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    /** What is painted behind `until` (itself included or not), from the page down. */
    const backdrop = (until: Element, inclusive: boolean): Rgba => {
      const chain: Element[] = [];
      for (
        let node: Element | null = inclusive ? until : until.parentElement;
        node;
        node = node.parentElement
      )
        chain.unshift(node);
      let colour: Rgba = [255, 255, 255, 1];
      for (const node of chain) {
        const style = getComputedStyle(node);
        const fill = parse(style.backgroundColor);
        if (fill && fill[3] > 0) colour = over(fill, colour);
        // MUI's dark-mode elevation: a uniform gradient of translucent white over the paper.
        const overlay = [...style.backgroundImage.matchAll(/rgba?\([^)]+\)/g)].map((m) => m[0]);
        if (
          style.backgroundImage.startsWith('linear-gradient') &&
          overlay.length &&
          new Set(overlay).size === 1
        )
          colour = over(parse(overlay[0]!)!, colour);
      }
      return colour;
    };

    const active = document.activeElement as HTMLElement;
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.getAttribute('role') ? ` role=${element.getAttribute('role')}` : ''}> “${(
        element.getAttribute('aria-label') ??
        (element as HTMLElement).innerText ??
        ''
      )
        .trim()
        .slice(0, 60)}”${element.id ? ` #${element.id}` : ''}`;

    const field = active.closest('.MuiOutlinedInput-root');
    const radio = active.closest('.MuiRadio-root, .MuiCheckbox-root, .MuiSwitch-switchBase');
    if (field) {
      const border = getComputedStyle(field.querySelector('.MuiOutlinedInput-notchedOutline')!);
      const ring = parse(border.borderTopColor)!;
      const background = backdrop(field, true);
      return {
        element: describe(active),
        style: border.borderTopStyle,
        width: parseFloat(border.borderTopWidth),
        ring: border.borderTopColor,
        background: `rgb(${background.slice(0, 3).map(Math.round).join(', ')})`,
        ratio: contrast(over(ring, background), background),
      };
    }
    const target = radio ?? active;
    const style = getComputedStyle(target);
    const ring = parse(style.outlineColor)!;
    const background = backdrop(target, parseFloat(style.outlineOffset) < 0);
    return {
      element: describe(active),
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      ring: style.outlineColor,
      background: `rgb(${background.slice(0, 3).map(Math.round).join(', ')})`,
      ratio: contrast(over(ring, background), background),
    };
  });
}
