import { useMemo } from 'react';
import type { CaseProblem } from '@coulisses/shared/scenario/check/case-files';
import { useProblemText } from '../../../lib/problem-text';
import { useCaseEditorContext } from './case-editor-context';

/**
 * The element id of a field of the case, by the file and field its checks name
 * (docs/product.md#case-editor): a problem's link finds its field by it.
 */
export const fieldId = (file: string, field: string) =>
  `case-field-${`${file}--${field}`.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/**
 * The problems the checks found at this field of this file; with `within`, at the fields
 * inside it as well (a lock's problems, for its heading).
 */
export function useFieldProblems(file: string, field: string, within = false): CaseProblem[] {
  const { checks } = useCaseEditorContext();
  return useMemo(
    () =>
      checks.problems.filter(
        (problem) =>
          problem.file === file &&
          (problem.field === field || (within && (field === '' || problem.field.startsWith(`${field}.`)))),
      ),
    [checks.problems, file, field, within],
  );
}

/** Whether a problem's link asked for a field this part of the editor holds: it then opens. */
export function useRevealed(holds: (file: string, field: string) => boolean): boolean {
  const { revealed } = useCaseEditorContext();
  return revealed !== undefined && holds(revealed.file, revealed.field);
}

/** The element a problem's link focuses: its field's, or the nearest one around it. */
export function findFieldElement(file: string, field: string): HTMLElement | null {
  const parts = field.split('.');
  for (let length = parts.length; length >= 0; length -= 1) {
    const found = document.getElementById(fieldId(file, parts.slice(0, length).join('.')));
    if (found) return found;
  }
  return null;
}

/**
 * The props that tie an input to a field of the case: its id, for a problem's link, and the
 * problems the checks found there, shown under it. Spread them on a TextField.
 */
export function useFieldState(file: string, field: string) {
  const problems = useFieldProblems(file, field);
  const problemText = useProblemText();
  return {
    id: fieldId(file, field),
    error: problems.length > 0,
    helperText: problems.length > 0 ? problems.map(problemText).join(' · ') : undefined,
  };
}
