import type { ScenarioLock, ScenarioTexts } from '../scenario/scenario.schema.js';
import type { ArrangedAnswer } from './arranged-answer.js';

/**
 * The answer that opens `lock`, as a player would send it: a code, a text answer (the first
 * accepted in `texts`), a choice's id, items in order, a mark at the centre of each place, the
 * pairs. How the author's trial opens the folders before the one they start at
 * (docs/product.md#case-editor).
 */
export function rightAnswer(lock: ScenarioLock, texts: ScenarioTexts): string | ArrangedAnswer {
  switch (lock.kind) {
    case 'code':
    case 'choice':
      return lock.answer;
    case 'text':
      return texts.locks[lock.id]?.answers?.[0] ?? '';
    case 'order':
      return [...lock.items];
    case 'spot':
      return lock.regions.map((region) => ({
        x: region.x + region.width / 2,
        y: region.y + region.height / 2,
      }));
    case 'match':
      return { ...lock.answer };
  }
}

/**
 * The answer of `lock` in words of `texts`' language, as the author reads it while trying the case: every accepted
 * form of a typed answer, a choice's label, the items in order, the places' names, the pairs.
 */
export function rightAnswerWords(lock: ScenarioLock, texts: ScenarioTexts): string[] {
  const words = texts.locks[lock.id];
  const label = (labels: Record<string, string> | undefined, id: string) => labels?.[id] ?? id;
  switch (lock.kind) {
    case 'code':
      return [lock.answer];
    case 'text':
      return [...(words?.answers ?? [])];
    case 'choice':
      return [label(words?.choices, lock.answer)];
    case 'order':
      return lock.items.map((item) => label(words?.items, item));
    case 'spot':
      return lock.regions.map((region) => label(words?.regions, region.id));
    case 'match':
      return lock.left.map(
        (left) => `${label(words?.left, left)} → ${label(words?.right, lock.answer[left] ?? '')}`,
      );
  }
}
