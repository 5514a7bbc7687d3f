import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  MESSAGE_BODY_MAX,
  sendMessageSchema,
  type Message,
  type SendMessage,
  type SendMessageInput,
} from '@coulisses/shared/message/message.schema';
import type { PlayerProgress } from '@coulisses/shared/session/dashboard.schema';
import { useSendMessage } from '../../../lib/admin-api/messages';
import { teamsOf } from './format';
import { readFailure } from '../../../lib/read-failure';

/** The recipient field's value for a team: its id after this prefix. */
const TEAM_CHOICE = 'team:';

/** A recipient chosen from elsewhere (the player path's shortcut); `at` makes each choice new. */
export interface RecipientPreset {
  playerId: string;
  at: number;
}

/**
 * docs/product.md#messages: a message or a hint, to the whole session or to one player. The shared
 * schema validates it here as on the server; its error keys are translated.
 */
export function MessageForm({
  sessionId,
  players,
  preset,
  onSent,
}: {
  sessionId: string;
  players: PlayerProgress[];
  preset: RecipientPreset | undefined;
  onSent: (message: Message) => void;
}) {
  const { t } = useTranslation();
  const kindLabel = useId();
  const sendMessage = useSendMessage(sessionId);
  const [failure, setFailure] = useState<string | undefined>();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SendMessageInput, unknown, SendMessage>({
    resolver: zodResolver(sendMessageSchema),
    mode: 'onTouched',
    defaultValues: { kind: 'message', body: '', playerId: '' },
  });
  const body = useWatch({ control, name: 'body' }) ?? '';

  useEffect(() => {
    if (!preset) return;
    setValue('playerId', preset.playerId);
    // After the dialog that asked for it has given the focus back to its opener.
    const timer = window.setTimeout(() => setFocus('body'), 0);
    return () => window.clearTimeout(timer);
  }, [preset, setValue, setFocus]);

  const submit = async (values: SendMessage) => {
    setFailure(undefined);
    try {
      // An empty recipient is the whole session: the API wants no playerId then; a team's
      // choice names the team (docs/product.md#teams).
      const chosen = values.playerId ?? '';
      const message = await sendMessage.mutateAsync({
        ...values,
        playerId: chosen.startsWith(TEAM_CHOICE) ? undefined : chosen || undefined,
        teamId: chosen.startsWith(TEAM_CHOICE) ? chosen.slice(TEAM_CHOICE.length) : undefined,
      });
      reset({ kind: values.kind, body: '', playerId: values.playerId ?? '' });
      onSent(message);
    } catch (error) {
      const { message } = await readFailure(error, t, t('admin.messages.failed'));
      if (message) setFailure(message);
    }
  };

  const recipients = [...players].sort((a, b) => a.mail.localeCompare(b.mail));
  const teams = teamsOf(players);
  const tooLong = body.length > MESSAGE_BODY_MAX;
  return (
    <Box component="form" onSubmit={handleSubmit(submit)} noValidate aria-labelledby="message-form-title">
      <Typography id="message-form-title" variant="h6" component="h2" gutterBottom>
        {t('admin.messages.formTitle')}
      </Typography>
      <TextField
        {...register('playerId')}
        select
        label={t('admin.messages.recipient')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('admin.messages.everyone')}</option>
        {teams.length > 0 && (
          <optgroup label={t('admin.messages.teamsGroup')}>
            {teams.map((team) => (
              <option key={team.id} value={`${TEAM_CHOICE}${team.id}`}>
                {t('admin.messages.teamOption', { name: team.name })}
              </option>
            ))}
          </optgroup>
        )}
        <optgroup label={t('admin.messages.playersGroup')}>
          {recipients.map((player) => (
            <option key={player.playerId} value={player.playerId}>
              {player.mail}
            </option>
          ))}
        </optgroup>
      </TextField>
      <FormControl component="fieldset" margin="dense">
        <FormLabel component="legend" id={kindLabel} color="secondary">
          {t('admin.messages.kind')}
        </FormLabel>
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <RadioGroup row aria-labelledby={kindLabel} {...field}>
              <FormControlLabel
                value="message"
                control={<Radio color="secondary" />}
                label={t('admin.messages.kinds.message')}
              />
              <FormControlLabel
                value="hint"
                control={<Radio color="secondary" />}
                label={t('admin.messages.kinds.hint')}
              />
            </RadioGroup>
          )}
        />
      </FormControl>
      <TextField
        {...register('body')}
        label={t('admin.messages.body')}
        required
        multiline
        minRows={3}
        maxRows={10}
        error={Boolean(errors.body)}
        helperText={
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>{errors.body?.message ? t(errors.body.message) : ''}</span>
            <Box
              component="span"
              sx={{ color: tooLong ? 'error.main' : undefined, whiteSpace: 'nowrap' }}
              data-testid="body-counter"
            >
              {t('admin.messages.counter', { length: body.length, max: MESSAGE_BODY_MAX })}
            </Box>
          </Box>
        }
      />
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 1 }}>
        {t('admin.messages.send')}
      </Button>
    </Box>
  );
}
