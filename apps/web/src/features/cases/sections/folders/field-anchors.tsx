import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaseProblem } from '@coulisses/shared/scenario/check/case-files';
import { useProblemPlace, useProblemText } from '../../../../lib/problem-text';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { fieldId } from '../../editor/case-fields';

export interface FieldRef {
  file: string;
  field: string;
}

/**
 * A container of fields that a problem about the whole of it focuses (docs/product.md#case-editor):
 * one element per place the checks may name it by (scenario.json's `folders.2`, each
 * language's `folders.workshop`), each focusable by script only, and the problems found at
 * exactly those places said at its top.
 */
export function FieldAnchors({ places, children }: { places: readonly FieldRef[]; children: ReactNode }) {
  const { checks } = useCaseEditorContext();
  const problems = checks.problems.filter((problem) =>
    places.some((place) => place.file === problem.file && place.field === problem.field),
  );
  const inner = (
    <>
      {problems.length > 0 && <ProblemList problems={problems} />}
      {children}
    </>
  );
  return places.reduceRight<ReactNode>(
    (content, place) => (
      <Box
        id={fieldId(place.file, place.field)}
        tabIndex={-1}
        sx={{ '&:focus-visible': { outline: '2px solid', outlineOffset: 2 } }}
      >
        {content}
      </Box>
    ),
    inner,
  );
}

/**
 * Problems of one place, or, `placed`, of a whole file, each then said with its place in the
 * file (a line of an image's words).
 */
export function ProblemList({
  problems,
  placed = false,
}: {
  problems: readonly CaseProblem[];
  placed?: boolean;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const placeIn = useProblemPlace();
  const said = (problem: CaseProblem) => {
    const place = placed ? placeIn(problem) : '';
    return place
      ? t('cases.editor.checks.item', { place, problem: problemText(problem) })
      : problemText(problem);
  };
  return (
    <Alert severity="error" sx={{ mb: 1.5 }}>
      {problems.map((problem, index) => (
        <div key={index}>{said(problem)}</div>
      ))}
    </Alert>
  );
}
