import { expect, type Locator, type Page } from '@playwright/test';

/** Where one thing on screen lies, in CSS pixels of the viewport. */
interface Box {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** The ancestor that hides what overflows it and cuts this thing, if one does. */
  cutBy: string | null;
}

/** Half a pixel either way: a border drawn on a fraction of a pixel is no overlap. */
const SLACK = 0.5;

/**
 * The boxes of every element `locator` finds, named after `name` (and their rank when there
 * are several): each its element's box joined with its text's — a text may spill out of its
 * box — and what cuts it: an ancestor that hides its overflow and does not hold it whole.
 */
function boxesOf(name: string, locator: Locator): Promise<Box[]> {
  return locator.evaluateAll(
    (elements, { label, slack }) =>
      elements.map((element, index) => {
        const rects = [element.getBoundingClientRect()];
        if (element.textContent?.trim()) {
          const text = document.createRange();
          text.selectNodeContents(element);
          rects.push(text.getBoundingClientRect());
        }
        const box = {
          name: elements.length > 1 ? `${label} ${index + 1}` : label,
          left: Math.min(...rects.map((rect) => rect.left)),
          top: Math.min(...rects.map((rect) => rect.top)),
          right: Math.max(...rects.map((rect) => rect.right)),
          bottom: Math.max(...rects.map((rect) => rect.bottom)),
          cutBy: null as string | null,
        };
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const frame = parent.getBoundingClientRect();
          const held =
            box.left >= frame.left - slack &&
            box.top >= frame.top - slack &&
            box.right <= frame.right + slack &&
            box.bottom <= frame.bottom + slack;
          if (!held) {
            box.cutBy = `<${parent.tagName.toLowerCase()}${parent.dataset.testid ? ` ${parent.dataset.testid}` : ''}>`;
            break;
          }
        }
        return box;
      }),
    { label: name, slack: SLACK },
  );
}

const overlap = (a: Box, b: Box) =>
  a.left < b.right - SLACK &&
  b.left < a.right - SLACK &&
  a.top < b.bottom - SLACK &&
  b.top < a.bottom - SLACK;

const where = (box: Box) =>
  `${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)}`;

/** Everything the screen shows, measured as one frame draws it. */
async function problemsOf(
  page: Page,
  apart: Record<string, Locator>,
  inside: Record<string, Locator>,
): Promise<string[]> {
  const { width, height } = page.viewportSize()!;
  // The page fits its type to its boxes before a frame is drawn: measure as it is drawn.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const read = async (parts: Record<string, Locator>) =>
    Promise.all(
      Object.entries(parts).map(async ([name, locator]) => {
        const boxes = await boxesOf(name, locator);
        expect(boxes.length, `${name} is on screen`).toBeGreaterThan(0);
        return boxes;
      }),
    );
  const separate = (await read(apart)).flat();
  const held = (await read(inside)).flat();
  const problems: string[] = [];
  for (const box of [...separate, ...held]) {
    if (box.left < -SLACK || box.top < -SLACK || box.right > width + SLACK || box.bottom > height + SLACK)
      problems.push(`${box.name} leaves the ${width}×${height} screen (${where(box)})`);
    if (box.cutBy) problems.push(`${box.name} is cut by ${box.cutBy} (${where(box)})`);
  }
  separate.forEach((box, index) => {
    for (const other of separate.slice(index + 1)) {
      if (overlap(box, other))
        problems.push(`${box.name} (${where(box)}) overlaps ${other.name} (${where(other)})`);
    }
  });
  const scroll = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
  }));
  if (scroll.width > width || scroll.height > height)
    problems.push(`the page scrolls: ${scroll.width}×${scroll.height} on a ${width}×${height} screen`);
  return problems;
}

/**
 * What the room reads is all there: the `apart` parts each whole inside the screen, none
 * cut by the box it is in, none over another; the `inside` parts (what a part holds) whole
 * inside the screen and uncut. Nothing scrolls. A part that finds nothing fails: a renamed
 * test id must not pass in silence. Read again for a few seconds while it does not hold: a
 * clock that turns from 1:00:00 to 59:59 grows, and what is below it is fitted anew.
 */
export async function expectLaidOut(
  page: Page,
  { apart, inside = {} }: { apart: Record<string, Locator>; inside?: Record<string, Locator> },
): Promise<void> {
  const { width, height } = page.viewportSize()!;
  await expect(async () => {
    expect(await problemsOf(page, apart, inside), `the screen at ${width}×${height}`).toEqual([]);
  }).toPass({ timeout: 5_000 });
}
