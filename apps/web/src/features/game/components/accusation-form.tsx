import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEPARATE_CHOICE } from './separate-choice';
import { useBackCloses } from '../../../hooks/use-back-closes';
import type { AccusationView } from '@coulisses/shared/game/game.schema';
import { useHoldUpdate } from '../../../lib/app-update';

/**
 * The final accusation (docs/product.md#accusation): who, how, why, one choice each. Sending it ends the
 * game, so it asks once more before it goes.
 */
export function AccusationForm({
  accusation,
  inTeam = false,
  onAccuse,
}: {
  accusation: AccusationView;
  /** In a team, the accusation is proposed to the others first (docs/product.md#team-accusation). */
  inTeam?: boolean;
  onAccuse: (answers: Record<string, string>) => Promise<void>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const confirmId = useId();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // Back closes the confirmation, and stays in the game.
  useBackCloses(confirming, () => setConfirming(false));
  const complete = accusation.questions.every((question) => answers[question.id]);
  // A half-made accusation lives on this page only: the new version's reload waits.
  useHoldUpdate(Object.keys(answers).length > 0);

  const send = async () => {
    setBusy(true);
    // Closed before the answer comes: the ending that replaces this form takes the focus,
    // and a dialog still open would hold it.
    setConfirming(false);
    try {
      await onAccuse(answers);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      data-testid="accusation"
      id="accusation"
      tabIndex={-1}
      sx={{ p: { xs: 2, sm: 3 }, mt: 3, border: 1, borderColor: 'secondary.main' }}
    >
      <Typography id={titleId} variant="h5" component="h2" gutterBottom>
        {t('game.accusation.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{accusation.intro}</Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (complete) setConfirming(true);
        }}
      >
        {accusation.questions.map((question) => (
          <FormControl key={question.id} component="fieldset" sx={{ mb: 2, display: 'block' }}>
            {/* Focused, the question keeps its colour: the theme's red would read as an error. */}
            <FormLabel
              component="legend"
              sx={{ color: 'text.primary', fontWeight: 600, '&.Mui-focused': { color: 'text.primary' } }}
            >
              {question.prompt}
            </FormLabel>
            <RadioGroup
              name={`accusation-${question.id}`}
              value={answers[question.id] ?? ''}
              onChange={(event) => setAnswers({ ...answers, [question.id]: event.target.value })}
            >
              {question.choices.map((choice) => (
                <FormControlLabel
                  key={choice.id}
                  value={choice.id}
                  control={<Radio color="secondary" />}
                  label={choice.label}
                  sx={SEPARATE_CHOICE}
                />
              ))}
            </RadioGroup>
          </FormControl>
        ))}
        <Button type="submit" variant="contained" size="large" disabled={!complete}>
          {t(inTeam ? 'game.proposal.submit' : 'game.accusation.submit')}
        </Button>
        {!complete && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('game.accusation.incomplete')}
          </Typography>
        )}
      </Box>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby={confirmId}
        // Confirmed, the focus goes to the ending, not back to this form's button.
        disableRestoreFocus={busy}
      >
        {/* In a team the button only proposes: the title says so, not that the accusation is made now. */}
        <DialogTitle id={confirmId}>
          {t(inTeam ? 'game.proposal.confirmTitle' : 'game.accusation.confirmTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t(inTeam ? 'game.proposal.confirmText' : 'game.accusation.confirmText')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('game.accusation.cancel')}</Button>
          <Button variant="contained" disabled={busy} onClick={() => void send()}>
            {t(inTeam ? 'game.proposal.send' : 'game.accusation.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
