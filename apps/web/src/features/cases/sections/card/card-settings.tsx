import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES, type ScenarioCard } from '@coulisses/shared/scenario/scenario.schema';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { useFieldState } from '../../editor/case-fields';
import { imageDataUri } from '../../editor/image-data';
import { LocalisedTextField } from '../../editor/localised-text-field';
import { NumberField } from '../../editor/number-field';
import { coverChoices } from './cover-images';

const THUMBNAIL = { width: 72, height: 48, objectFit: 'cover', borderRadius: 0.5, flexShrink: 0 } as const;

/**
 * The case's card in the library (docs/product.md#case-library), optional: its pitch, its
 * cover and the cover's description, how hard it is, and who plays it. Turned off and on again
 * in one visit, it comes back as it was.
 */
export function CardSettings() {
  const { t } = useTranslation();
  const { editor } = useCaseEditorContext();
  const { scenario } = editor.objects;
  const card = scenario.card;
  const [lastCard, setLastCard] = useState<ScenarioCard>();
  const choices = coverChoices(editor.files, scenario.languages);
  const coverState = useFieldState('scenario.json', 'card.cover');
  const difficultyState = useFieldState('scenario.json', 'card.difficulty');
  const locked = editor.installed;
  const change = (update: (card: ScenarioCard) => void) =>
    editor.edit((objects) => {
      if (objects.scenario.card) update(objects.scenario.card);
    });

  const toggle = (on: boolean) => {
    if (!on && card) setLastCard(card);
    editor.edit((objects) => {
      if (on)
        objects.scenario.card = lastCard ?? {
          cover: choices[0]?.path ?? '',
          difficulty: 'medium',
          solo: true,
        };
      else delete objects.scenario.card;
    });
  };

  const options =
    card && card.cover !== '' && !choices.some((choice) => choice.path === card.cover)
      ? [...choices, { path: card.cover, preview: card.cover }]
      : choices;
  const preview =
    card && imageDataUri(options.find((each) => each.path === card.cover)?.preview ?? '', editor.files);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={card !== undefined}
            onChange={(event) => toggle(event.target.checked)}
            disabled={locked}
          />
        }
        label={t('cases.card.card.show')}
      />
      {card && (
        <>
          <LocalisedTextField label={t('cases.card.card.pitch')} path={['pitch']} maxLength={160} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              {...coverState}
              select
              label={t('cases.card.card.cover')}
              value={card.cover}
              onChange={(event) => change((draft) => (draft.cover = event.target.value))}
              helperText={
                coverState.helperText ??
                (choices.length === 0 ? t('cases.card.card.noImage') : t('cases.card.card.coverHelp'))
              }
              disabled={locked}
              sx={{ flex: 1, minWidth: 0 }}
            >
              {options.map((choice) => {
                const source = imageDataUri(choice.preview, editor.files);
                return (
                  <MenuItem key={choice.path} value={choice.path}>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                      {source && (
                        <Box
                          component="img"
                          src={source}
                          alt=""
                          sx={{ ...THUMBNAIL, width: 36, height: 24 }}
                        />
                      )}
                      <Typography noWrap>{choice.path}</Typography>
                    </Stack>
                  </MenuItem>
                );
              })}
            </TextField>
            {preview && (
              <Box component="img" src={preview} alt={t('cases.card.card.coverPreview')} sx={THUMBNAIL} />
            )}
          </Stack>
          <LocalisedTextField label={t('cases.card.card.coverText')} path={['cover']} multiline />
          <TextField
            {...difficultyState}
            select
            label={t('cases.card.card.difficulty')}
            value={card.difficulty}
            onChange={(event) =>
              change((draft) => (draft.difficulty = event.target.value as ScenarioCard['difficulty']))
            }
            disabled={locked}
            sx={{ maxWidth: { sm: 240 } }}
          >
            {DIFFICULTIES.map((difficulty) => (
              <MenuItem key={difficulty} value={difficulty}>
                {t(`cases.card.card.difficulties.${difficulty}`)}
              </MenuItem>
            ))}
          </TextField>
          <PlayersFields card={card} change={change} />
        </>
      )}
    </Stack>
  );
}

/** Who plays it: solo, in teams of `min` to `max` (2–6), or both. */
function PlayersFields({
  card,
  change,
}: {
  card: ScenarioCard;
  change: (update: (card: ScenarioCard) => void) => void;
}) {
  const { t } = useTranslation();
  const { editor } = useCaseEditorContext();
  const locked = editor.installed;
  const teams = card.teams;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={card.solo}
              onChange={(event) => change((draft) => (draft.solo = event.target.checked))}
              disabled={locked}
            />
          }
          label={t('cases.card.card.solo')}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={teams !== undefined}
              onChange={(event) =>
                change((draft) => {
                  if (event.target.checked) draft.teams = { min: 2, max: 6 };
                  else delete draft.teams;
                })
              }
              disabled={locked}
            />
          }
          label={t('cases.card.card.teams')}
        />
      </Stack>
      {teams && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NumberField
            label={t('cases.card.card.teamsMin')}
            value={teams.min}
            min={2}
            max={Math.min(6, teams.max)}
            onChange={(min) => change((draft) => draft.teams && (draft.teams.min = min))}
            field="card.teams.min"
            whole
          />
          <NumberField
            label={t('cases.card.card.teamsMax')}
            value={teams.max}
            min={Math.max(2, teams.min)}
            max={6}
            onChange={(max) => change((draft) => draft.teams && (draft.teams.max = max))}
            field="card.teams.max"
            whole
          />
        </Stack>
      )}
    </Stack>
  );
}
