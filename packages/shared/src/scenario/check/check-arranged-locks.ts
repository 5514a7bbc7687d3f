import {
  MATCH_PAIRS,
  ORDER_ITEMS,
  SPOT_GRID,
  SPOT_REGIONS,
  type ScenarioLock,
  type ScenarioTexts,
  type SpotRegion,
} from '../scenario.schema.js';
import { SPOT_TOLERANCE } from '../../game/lock-judge.js';
import type { Report } from './case-files.js';

const FILE = 'scenario.json';

const duplicates = (ids: readonly string[]) => ids.filter((id, index) => ids.indexOf(id) !== index);

/**
 * The rules of an order, spot or match lock that its schema cannot say (content/README.md):
 * how many items, lists of one length, pairs made once each, and places that can be marked —
 * on the image, apart from each other, and each holding a cell of the grid a player without a
 * tap marks by.
 */
export function checkArrangedLock(lock: ScenarioLock, field: string, report: Report): void {
  if (lock.kind === 'order') {
    const count = lock.items.length;
    if (count < ORDER_ITEMS.min || count > ORDER_ITEMS.max)
      report(FILE, `${field}.items`, 'orderItemCount', { ...ORDER_ITEMS, given: count });
    for (const id of new Set(duplicates(lock.items)))
      report(FILE, `${field}.items`, 'duplicateItem', { item: id });
  }
  if (lock.kind === 'match') checkMatch(lock, field, report);
  if (lock.kind === 'spot') checkSpot(lock, field, report);
}

function checkMatch(lock: Extract<ScenarioLock, { kind: 'match' }>, field: string, report: Report) {
  const { left, right, answer } = lock;
  if (left.length !== right.length)
    report(FILE, `${field}.right`, 'matchListLengths', { left: left.length, right: right.length });
  if (left.length < MATCH_PAIRS.min || left.length > MATCH_PAIRS.max)
    report(FILE, `${field}.left`, 'matchPairCount', { ...MATCH_PAIRS, given: left.length });
  for (const id of new Set(duplicates(left))) report(FILE, `${field}.left`, 'duplicateItem', { item: id });
  for (const id of new Set(duplicates(right))) report(FILE, `${field}.right`, 'duplicateItem', { item: id });
  for (const id of left)
    if (!Object.hasOwn(answer, id)) report(FILE, `${field}.answer`, 'unpairedItem', { item: id });
  const paired: string[] = [];
  for (const [id, pair] of Object.entries(answer)) {
    if (!left.includes(id)) report(FILE, `${field}.answer.${id}`, 'notInLeftList', { item: id });
    else if (!right.includes(pair)) report(FILE, `${field}.answer.${id}`, 'notInRightList', { item: pair });
    else paired.push(pair);
  }
  for (const id of new Set(duplicates(paired))) report(FILE, `${field}.answer`, 'pairedTwice', { item: id });
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const widened = (region: SpotRegion, tolerance: number): Box => ({
  left: region.x - tolerance,
  top: region.y - tolerance,
  right: region.x + region.width + tolerance,
  bottom: region.y + region.height + tolerance,
});

const overlap = (a: Box, b: Box) =>
  a.left <= b.right && b.left <= a.right && a.top <= b.bottom && b.top <= a.bottom;

function checkSpot(lock: Extract<ScenarioLock, { kind: 'spot' }>, field: string, report: Report) {
  const { regions } = lock;
  const tolerance = lock.tolerance ?? SPOT_TOLERANCE;
  const grid = lock.grid ?? SPOT_GRID;
  if (regions.length < SPOT_REGIONS.min || regions.length > SPOT_REGIONS.max)
    report(FILE, `${field}.regions`, 'spotRegionCount', { ...SPOT_REGIONS, given: regions.length });
  for (const id of new Set(duplicates(regions.map((region) => region.id))))
    report(FILE, `${field}.regions`, 'duplicateRegion', { region: id });
  const boxes = regions.map((region) => widened(region, tolerance));
  regions.forEach((region, index) => {
    const at = `${field}.regions.${index}`;
    if (region.x + region.width > 100 || region.y + region.height > 100)
      report(FILE, at, 'regionOffImage', { region: region.id });
    for (let other = 0; other < index; other += 1) {
      if (overlap(boxes[index]!, boxes[other]!))
        report(FILE, at, 'regionsOverlap', { region: region.id, other: regions[other]!.id, tolerance });
    }
    // A player without a tap marks a cell's centre: each place must hold one.
    const box = boxes[index]!;
    const holdsCell = Array.from({ length: grid.columns * grid.rows }, (_, cell) => ({
      x: ((cell % grid.columns) + 0.5) * (100 / grid.columns),
      y: (Math.floor(cell / grid.columns) + 0.5) * (100 / grid.rows),
    })).some(({ x, y }) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom);
    if (!holdsCell)
      report(FILE, at, 'regionWithoutCell', { region: region.id, columns: grid.columns, rows: grid.rows });
  });
}

type OnlyCode = 'onlyOrderLockHas' | 'onlyMatchLockHas' | 'onlySpotLockHas' | 'onlyChoiceLockHas';

/** The words of an order, spot or match lock in one language: each item, list and place named, none unknown. */
export function checkArrangedTexts(
  lock: ScenarioLock,
  text: ScenarioTexts['locks'][string],
  file: string,
  field: string,
  report: Report,
): void {
  const labels = (key: 'items' | 'left' | 'right' | 'regions', ids: readonly string[]) => {
    const given = text[key];
    for (const id of ids) if (!given?.[id]) report(file, `${field}.${key}.${id}`, 'missingTranslation');
    for (const id of Object.keys(given ?? {}))
      if (!ids.includes(id))
        report(file, `${field}.${key}.${id}`, key === 'regions' ? 'unknownRegionText' : 'unknownItemText');
  };
  const only = (key: keyof typeof text, code: OnlyCode) => {
    if (text[key] !== undefined) report(file, `${field}.${key}`, code, { key, kind: lock.kind });
  };
  if (lock.kind === 'order') labels('items', lock.items);
  else only('items', 'onlyOrderLockHas');
  if (lock.kind === 'match') {
    labels('left', lock.left);
    labels('right', lock.right);
    if (!text.columns) report(file, `${field}.columns`, 'missingTranslation');
  } else {
    only('left', 'onlyMatchLockHas');
    only('right', 'onlyMatchLockHas');
    only('columns', 'onlyMatchLockHas');
  }
  if (lock.kind === 'spot') {
    labels(
      'regions',
      lock.regions.map((region) => region.id),
    );
    if (!text.image) report(file, `${field}.image`, 'missingTranslation');
  } else {
    only('regions', 'onlySpotLockHas');
    only('image', 'onlySpotLockHas');
  }
  if (lock.kind !== 'choice') only('choices', 'onlyChoiceLockHas');
}
