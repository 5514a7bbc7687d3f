import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLang, isLanguage, type Language } from '@coulisses/shared/languages';
import {
  PIN_VALUE_KINDS,
  pinReferenceSchema,
  type CasePerson,
  type PinReference,
  type PinValueKind,
} from '@coulisses/shared/team/pin.schema';
import { LanguageOptions } from '../../../../components/language-options';
import { useTeamBoard } from './board-context';

type Kind = 'person' | 'value' | 'text';
const KINDS: readonly Kind[] = ['value', 'person', 'text'];

/**
 * What a member pins by hand (docs/product.md#team-board): a person of the case, a value as
 * it is written (a code, a time, a badge number), or a note in the language they choose.
 * The shared schema checks it before it leaves.
 */
export function PinForm({ people, onPinned }: { people: readonly CasePerson[]; onPinned: () => void }) {
  const { t, i18n } = useTranslation();
  const board = useTeamBoard();
  const kindLabel = useId();
  const [kind, setKind] = useState<Kind>('value');
  const [personId, setPersonId] = useState('');
  const [value, setValue] = useState('');
  const [valueKind, setValueKind] = useState<PinValueKind>('code');
  const [text, setText] = useState('');
  const [language, setLanguage] = useState<Language>(isLanguage(i18n.language) ? i18n.language : 'fr');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const reference = (): unknown => {
    if (kind === 'person') return { kind, personId: personId || people[0]?.id };
    if (kind === 'value') return { kind, value, valueKind };
    return { kind, text, language };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = pinReferenceSchema.safeParse(reference());
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSending(true);
    const pinned = await board?.pin(parsed.data satisfies PinReference);
    setSending(false);
    if (!pinned) return;
    setValue('');
    setText('');
    onPinned();
  };

  const fieldError = error ? t(error, { defaultValue: t('errors.VALIDATION') }) : undefined;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ mt: 1.5, display: 'grid', gap: 1.5 }}
      data-testid="pin-form"
    >
      <FormControl>
        <FormLabel id={kindLabel}>{t('game.board.addKind')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={kindLabel}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as Kind);
            setError(undefined);
          }}
        >
          {KINDS.map((each) => (
            <FormControlLabel
              key={each}
              value={each}
              control={<Radio size="small" />}
              label={t(`game.board.kind.${each}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {kind === 'person' && (
        <TextField
          select
          size="small"
          label={t('game.board.kind.person')}
          value={personId || people[0]?.id || ''}
          onChange={(event) => setPersonId(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {t('game.board.personOption', { name: person.name, role: person.role })}
            </option>
          ))}
        </TextField>
      )}
      {kind === 'value' && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={t('game.board.valueKindLabel')}
            value={valueKind}
            onChange={(event) => setValueKind(event.target.value as PinValueKind)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {PIN_VALUE_KINDS.map((each) => (
              <option key={each} value={each}>
                {t(`game.board.valueKind.${each}`)}
              </option>
            ))}
          </TextField>
          <TextField
            size="small"
            sx={{ flex: '1 1 12rem' }}
            label={t('game.board.valueLabel')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={fieldError !== undefined}
            helperText={fieldError ?? t('game.board.valueHelp')}
            autoComplete="off"
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
        </Box>
      )}
      {kind === 'text' && (
        <>
          <TextField
            multiline
            minRows={2}
            maxRows={6}
            label={t('game.board.textLabel')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={fieldError !== undefined}
            helperText={fieldError ?? t('game.board.textHelp')}
            slotProps={{ htmlInput: { lang: htmlLang(language) } }}
          />
          <TextField
            select
            size="small"
            label={t('game.board.textLanguage')}
            value={language}
            onChange={(event) => isLanguage(event.target.value) && setLanguage(event.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <LanguageOptions />
          </TextField>
        </>
      )}
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={sending || (kind === 'person' && people.length === 0)}
        >
          {t('game.board.pin')}
        </Button>
      </Box>
    </Box>
  );
}
