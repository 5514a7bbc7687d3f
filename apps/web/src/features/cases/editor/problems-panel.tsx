import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CaseProblem } from '@coulisses/shared/scenario/check/case-files';
import { useProblemPlace, useProblemText } from '../../../lib/problem-text';
import { useCaseEditorContext } from './case-editor-context';

/** Where a problem is, as the author reads it: the file, and the place inside it when there is one. */
function usePlaceOf(): (problem: CaseProblem) => string {
  const placeIn = useProblemPlace();
  return (problem) => {
    const place = placeIn(problem);
    return place ? `${problem.file} · ${place}` : problem.file;
  };
}

/**
 * Stands for the place in an item's words, which are cut around it to make the place a link:
 * a character no problem's words hold (an excerpt of the case is shown without it).
 */
const PLACE = '\u0000';

/** A problem, its place a link to its field: the words around them are the language's. */
function ProblemItem({ problem }: { problem: CaseProblem }) {
  const { t } = useTranslation();
  const { reveal } = useCaseEditorContext();
  const problemText = useProblemText();
  const placeOf = usePlaceOf();
  const item = t('cases.editor.checks.item', { place: PLACE, problem: problemText(problem) });
  const cut = item.indexOf(PLACE);
  const [before, after] = cut < 0 ? ['', item] : [item.slice(0, cut), item.slice(cut + PLACE.length)];
  return (
    <li>
      {before}
      <Link
        component="button"
        type="button"
        onClick={() => reveal(problem.file, problem.field)}
        sx={{ textAlign: 'start', minHeight: 24, verticalAlign: 'baseline' }}
      >
        {placeOf(problem)}
      </Link>
      {after}
    </li>
  );
}

function ProblemList({ problems, label }: { problems: readonly CaseProblem[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: 2.5, maxHeight: 320, overflowY: 'auto' }}>
      {problems.map((problem, index) => (
        <ProblemItem key={`${problem.file} ${problem.field} ${index}`} problem={problem} />
      ))}
    </Box>
  );
}

/** The checks' last answer, kept while the next one is worked out; none before the first. */
function useLastAnswer() {
  const { checks } = useCaseEditorContext();
  return checks.answered ? checks : undefined;
}

/**
 * What the checks found in the draft (docs/product.md#case-editor), as the author types: each
 * problem a link to its field, which opens its tab and takes the focus. A draft with problems
 * is saved, not published; warnings do not stop the publication.
 */
export function ProblemsPanel() {
  const { t } = useTranslation();
  const { checks } = useCaseEditorContext();
  const answer = useLastAnswer();
  const { problems, warnings } = checks;
  // The count is said once per answer: a check under way keeps the last one on screen, and
  // marks the part busy rather than saying "checking" between two answers.
  return (
    <Box
      component="section"
      aria-labelledby="case-problems-heading"
      aria-busy={checks.checking}
      sx={{ display: 'grid', gap: 1 }}
    >
      <Typography id="case-problems-heading" variant="h6" component="h2" tabIndex={-1}>
        {t('cases.editor.checks.title')}
      </Typography>
      <Typography role="status" color="text.secondary">
        {answer
          ? problems.length === 0
            ? t('cases.editor.checks.none')
            : t('cases.editor.checks.problems', { count: problems.length })
          : t('cases.editor.checks.checking')}
      </Typography>
      {problems.length > 0 && (
        <ProblemList problems={problems} label={t('cases.editor.checks.problemList')} />
      )}
      {warnings.length > 0 && (
        <Alert severity="warning">
          <Typography component="p" sx={{ mb: 0.5 }}>
            {t('cases.editor.checks.warnings', { count: warnings.length })}
          </Typography>
          <ProblemList problems={warnings} label={t('cases.editor.checks.warningList')} />
        </Alert>
      )}
    </Box>
  );
}

/**
 * Where the checks stand, under the case's name on a screen too narrow for the panel beside
 * the tabs (docs/product.md#case-editor): the panel is then below a long part, and the author
 * would not see a problem appear. A link to the panel; the panel alone announces changes.
 */
export function ChecksShortcut() {
  const { t } = useTranslation();
  const answer = useLastAnswer();
  if (!answer) return null;
  const { problems, warnings } = answer;
  const said =
    problems.length > 0
      ? t('cases.editor.checks.problems', { count: problems.length })
      : warnings.length > 0
        ? t('cases.editor.checks.warnings', { count: warnings.length })
        : t('cases.editor.checks.none');
  return (
    <Link
      href="#case-problems-heading"
      color={problems.length > 0 ? 'error' : 'inherit'}
      onClick={(event) => {
        event.preventDefault();
        const heading = document.getElementById('case-problems-heading');
        heading?.scrollIntoView({ block: 'start' });
        heading?.focus();
      }}
      sx={{ display: { xs: 'inline-block', lg: 'none' }, mt: 0.5, minHeight: 24 }}
    >
      {said}
    </Link>
  );
}
