import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { TEAM_SIZE_MAX, TEAM_SIZE_MIN } from '@coulisses/shared/team/team.schema';
import {
  createSessionSchema,
  DEBRIEF_RELEASES,
  DEFAULT_DEBRIEF_RELEASE,
  DEFAULT_DURATION_MINUTES,
  DEFAULT_PACING,
  DEFAULT_SCENARIO_ID,
  PACINGS,
  type CreateSession,
  type Session,
  type SessionStatus,
} from '@coulisses/shared/session/session.schema';
import type * as z from 'zod/mini';
import { useSnackbar } from '../../../lib/snackbar';
import { useScenarios } from '../../../lib/admin-api/scenarios';
import { useScenarioTitle } from '../hooks/use-scenario-title';
import { readFailure } from '../../../lib/read-failure';
import { FormDialog } from '../../../components/form-dialog';

type SessionFormInput = z.input<typeof createSessionSchema>;

/**
 * What a started session keeps as it was: its case, duration and pacing, read only. The
 * list holds its terms and their values only; what it means is said after it.
 */
function FixedSinceStart({ session }: { session: Session }) {
  const { t } = useTranslation();
  const titleOf = useScenarioTitle();
  const finished = session.status === 'finished';
  return (
    <Box sx={{ mb: 2 }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
        <Typography component="dt" color="text.secondary">
          {t('admin.sessions.scenario')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {titleOf(session.scenarioId)}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {t('admin.sessions.duration')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {session.durationMinutes}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {t('admin.sessions.pacing')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {t(`admin.sessions.pacings.${session.pacing}`)}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {t('admin.sessions.players')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {teamSizeLabel(t, session.teamSize)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t(finished ? 'admin.sessions.fixedSinceFinish' : 'admin.sessions.fixedSinceStart')}
      </Typography>
    </Box>
  );
}

/** The choices of how a session is played: solo (''), or in teams of at most 2 to 6. */
const TEAM_SIZE_CHOICES = [
  '',
  ...Array.from({ length: TEAM_SIZE_MAX - TEAM_SIZE_MIN + 1 }, (_, index) => String(TEAM_SIZE_MIN + index)),
];

const teamSizeLabel = (t: TFunction, teamSize: number | null) =>
  teamSize === null ? t('admin.sessions.solo') : t('admin.sessions.teamsOf', { count: teamSize });

/**
 * The statuses a session may be created in. Afterwards only the life-cycle buttons move
 * it (docs/product.md#session-life-cycle), so editing does not offer the status.
 */
const INITIAL_STATUSES: readonly SessionStatus[] = ['draft', 'open', 'running'];

/**
 * Creates a session, or edits one when `session` is given; a new one of the case
 * `scenarioId`, chosen in the library (docs/product.md#case-library), or of the default case.
 * Choosing a case sets the duration to the case's own; a duration typed afterwards is the game
 * master's and stays. `onSave` rejects with the
 * API's error when the server refuses: the dialog then says why, on the field concerned
 * when there is one. Once a session has started, its case, duration and pacing are fixed
 * (docs/product.md#session-life-cycle): the dialog shows them without offering to change them;
 * once it is finished, nothing but its name changes.
 */
export function SessionFormDialog({
  session,
  scenarioId,
  onCancel,
  onSave,
}: {
  session?: Session;
  /** The case of a new session, when it was chosen before the dialog opened. */
  scenarioId?: string;
  onCancel: () => void;
  onSave: (values: CreateSession) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  // On a phone the dialog takes the whole screen, as the dashboard's dialogs do (docs/product.md#phones).
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { data: scenarios } = useScenarios();
  const titleOf = useScenarioTitle();
  // Whether the game master typed the duration since the case was chosen: theirs, then.
  const durationTyped = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SessionFormInput, unknown, CreateSession>({
    resolver: zodResolver(createSessionSchema),
    mode: 'onTouched',
    defaultValues: {
      name: session?.name ?? '',
      durationMinutes: session?.durationMinutes ?? DEFAULT_DURATION_MINUTES,
      status: session?.status ?? 'open',
      scenarioId: session?.scenarioId ?? scenarioId ?? DEFAULT_SCENARIO_ID,
      debriefRelease: session?.debriefRelease ?? DEFAULT_DEBRIEF_RELEASE,
      pacing: session?.pacing ?? DEFAULT_PACING,
      teamSize: session?.teamSize ?? null,
    },
  });

  /** The duration a case is played in, as its author wrote it. */
  const durationOf = (id: string) => scenarios?.find((scenario) => scenario.id === id)?.durationMinutes;

  // A new session starts on a case that can be played, should the default one not be, and
  // in that case's own time, unless the game master typed theirs before the list came.
  useEffect(() => {
    if (session || !scenarios) return;
    const valid = scenarios.filter((scenario) => scenario.valid);
    let chosen = getValues('scenarioId');
    if (valid[0] && !valid.some((scenario) => scenario.id === chosen)) {
      chosen = valid[0].id;
      setValue('scenarioId', chosen);
    }
    const duration = scenarios.find((scenario) => scenario.id === chosen)?.durationMinutes;
    if (duration !== undefined && !durationTyped.current) setValue('durationMinutes', duration);
  }, [session, scenarios, getValues, setValue]);

  const save = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      const { refusal, message } = await readFailure(error, t, t('admin.saveFailed'));
      if (refusal?.key === 'VALIDATION' && refusal.fields?.includes('scenarioId')) {
        setError('scenarioId', { message: 'admin.sessions.scenarioUnavailable' }, { shouldFocus: true });
      } else if (message) {
        showError(message);
      }
    }
  });

  // The current case stays listed, even when the list is not there (yet).
  const current = session?.scenarioId ?? scenarioId ?? DEFAULT_SCENARIO_ID;
  // Finished, even before it ever ran, it is as fixed as a started one, and more: only its name changes.
  const started = session?.startedAt || session?.status === 'finished' ? session : undefined;
  const finished = session?.status === 'finished' ? session : undefined;
  const options = scenarios?.some((scenario) => scenario.id === current)
    ? scenarios
    : [...(scenarios ?? []), { id: current, valid: true, durationMinutes: undefined }];
  return (
    <FormDialog
      title={t(session ? 'admin.sessions.editTitle' : 'admin.sessions.createTitle')}
      submitLabel={t('common.save')}
      busy={isSubmitting}
      onSubmit={save}
      onCancel={onCancel}
      fullScreen={fullScreen}
      dividers
      testId="session-form-dialog"
    >
      <TextField
        {...register('name')}
        label={t('admin.sessions.name')}
        required
        autoFocus
        error={Boolean(errors.name)}
        helperText={errors.name?.message ? t(errors.name.message) : ' '}
      />
      {started ? (
        <FixedSinceStart session={started} />
      ) : (
        <>
          <TextField
            {...register('scenarioId', {
              onChange: (event: { target: { value: string } }) => {
                const duration = durationOf(event.target.value);
                durationTyped.current = false;
                if (duration !== undefined)
                  setValue('durationMinutes', duration, { shouldValidate: true, shouldDirty: true });
              },
            })}
            select
            label={t('admin.sessions.scenario')}
            error={Boolean(errors.scenarioId)}
            helperText={errors.scenarioId?.message ? t(errors.scenarioId.message) : ' '}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {options.map((scenario) => (
              <option key={scenario.id} value={scenario.id} disabled={!scenario.valid}>
                {!scenario.valid
                  ? t('admin.sessions.scenarioInvalid', { title: titleOf(scenario.id) })
                  : scenario.durationMinutes === undefined
                    ? titleOf(scenario.id)
                    : t('admin.sessions.scenarioOption', {
                        title: titleOf(scenario.id),
                        duration: t('admin.scenarios.minutes', { count: scenario.durationMinutes }),
                      })}
              </option>
            ))}
          </TextField>
          <TextField
            {...register('durationMinutes', {
              valueAsNumber: true,
              onChange: () => {
                durationTyped.current = true;
              },
            })}
            label={t('admin.sessions.duration')}
            type="number"
            slotProps={{ htmlInput: { min: 5, max: 600, step: 5 } }}
            error={Boolean(errors.durationMinutes)}
            helperText={errors.durationMinutes?.message ? t(errors.durationMinutes.message) : ' '}
          />
          <TextField
            {...register('pacing')}
            select
            label={t('admin.sessions.pacing')}
            helperText={t('admin.sessions.pacingHint')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {PACINGS.map((pacing) => (
              <option key={pacing} value={pacing}>
                {t(`admin.sessions.pacings.${pacing}`)}
              </option>
            ))}
          </TextField>
          <TextField
            {...register('teamSize', {
              setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
            })}
            select
            label={t('admin.sessions.players')}
            helperText={
              errors.teamSize?.message ? t(errors.teamSize.message) : t('admin.sessions.playersHint')
            }
            error={Boolean(errors.teamSize)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {TEAM_SIZE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {teamSizeLabel(t, choice === '' ? null : Number(choice))}
              </option>
            ))}
          </TextField>
        </>
      )}
      <TextField
        // A finished session's is shown as it stays (docs/product.md#session-life-cycle): not
        // a field of the form, whose value stays the session's own.
        {...(finished
          ? { defaultValue: finished.debriefRelease, disabled: true, name: 'debriefRelease' }
          : register('debriefRelease'))}
        select
        label={t('admin.sessions.debriefRelease')}
        helperText={t('admin.sessions.debriefReleaseHint')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {DEBRIEF_RELEASES.map((release) => (
          <option key={release} value={release}>
            {t(`admin.sessions.debriefReleases.${release}`)}
          </option>
        ))}
      </TextField>
      {!session && (
        <TextField
          {...register('status')}
          select
          label={t('admin.sessions.initialStatus')}
          helperText={t('admin.sessions.initialStatusHint')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {INITIAL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`admin.status.${status}`)}
            </option>
          ))}
        </TextField>
      )}
    </FormDialog>
  );
}
