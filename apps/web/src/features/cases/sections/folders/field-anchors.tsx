import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { CaseProblem } from '@coulisses/shared/scenario/check/case-files';
import { useProblemText } from '../../../../lib/problem-text';
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

export function ProblemList({ problems }: { problems: readonly CaseProblem[] }) {
  const problemText = useProblemText();
  return (
    <Alert severity="error" sx={{ mb: 1.5 }}>
      {problems.map((problem, index) => (
        <div key={index}>{problemText(problem)}</div>
      ))}
    </Alert>
  );
}
