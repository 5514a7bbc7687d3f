import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Scenario } from '@coulisses/shared/scenario/scenario.schema';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { fieldId } from '../../editor/case-fields';
import { NumberField } from '../../editor/number-field';

type Scoring = Scenario['scoring'];

/** Each figure of the scoring: where it lies, its bounds (the case's schema), and how to set it. */
const FIGURES: {
  key: string;
  max?: number;
  read: (scoring: Scoring) => number;
  write: (scoring: Scoring, value: number) => void;
}[] = [
  { key: 'lockPoints', read: (s) => s.lockPoints, write: (s, v) => (s.lockPoints = v) },
  { key: 'answerPoints', read: (s) => s.answerPoints, write: (s, v) => (s.answerPoints = v) },
  {
    key: 'pointsPerMinuteLeft',
    read: (s) => s.pointsPerMinuteLeft,
    write: (s, v) => (s.pointsPerMinuteLeft = v),
  },
  {
    key: 'wrongAttempts.free',
    read: (s) => s.wrongAttempts.free,
    write: (s, v) => (s.wrongAttempts.free = v),
  },
  {
    key: 'wrongAttempts.penaltySeconds',
    max: 3600,
    read: (s) => s.wrongAttempts.penaltySeconds,
    write: (s, v) => (s.wrongAttempts.penaltySeconds = v),
  },
];

/**
 * The case's scoring (docs/product.md, "Score" and "Penalties"): points per lock and per right
 * answer, the bonus per minute left, and the free wrong attempts and the cost of each after them.
 */
export function ScoringPart() {
  const { t } = useTranslation();
  const { editor } = useCaseEditorContext();
  const headingId = useId();
  const scoring = editor.objects.scenario.scoring;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h6" component="h3" id={headingId}>
        <span id={fieldId('scenario.json', 'scoring')} tabIndex={-1}>
          {t('cases.accusation.scoring.heading')}
        </span>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('cases.accusation.scoring.intro')}
      </Typography>
      <Stack spacing={2}>
        {FIGURES.map((figure) => {
          const name = figure.key.replace('wrongAttempts.', 'wrong.');
          return (
            <NumberField
              key={figure.key}
              label={t(`cases.accusation.scoring.${name}`)}
              helper={t(`cases.accusation.scoring.${name}Help`)}
              value={figure.read(scoring)}
              min={0}
              max={figure.max}
              onChange={(value) => editor.edit((objects) => figure.write(objects.scenario.scoring, value))}
              field={`scoring.${figure.key}`}
              whole
            />
          );
        })}
      </Stack>
    </Box>
  );
}
