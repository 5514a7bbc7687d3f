import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaseEditorContext } from './case-editor-context';
import { useFieldState } from './case-fields';

interface Figure {
  label: string;
  value: number | undefined;
  /** scenario.json's field, for its problems and a problem's link. */
  field: string;
  min?: number;
  max?: number;
  step?: number;
  /**
   * A count: only a whole number is saved, and one typed with decimals or out of bounds
   * (below `min`, 0 if not given) is said wrong at once, before the checks run.
   */
  whole?: boolean;
  /** What the figure does, in one line, under the field. */
  helper?: string;
}

/** Called with each number typed; an optional field emptied calls it with undefined. */
type NumberFieldProps = Figure &
  (
    | { optional?: false; onChange: (value: number) => void }
    | { optional: true; onChange: (value: number | undefined) => void }
  );

const shown = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * A number of scenario.json. What is typed stays as typed ("1." on the way to "1.5"), and
 * only a number is saved, out of bounds too — the checks then say so under it, as the case
 * would be refused; an emptied field that must hold a figure shows its last one again.
 */
export function NumberField(props: NumberFieldProps) {
  const { label, value, field, min, max, step, whole = false, helper } = props;
  const { t } = useTranslation();
  const { editor } = useCaseEditorContext();
  const state = useFieldState('scenario.json', field);
  const [text, setText] = useState(shown(value));
  const [stored, setStored] = useState(value);
  if (stored !== value) {
    // Changed elsewhere (a region dragged, a move): show the new number.
    setStored(value);
    if ((text.trim() === '' ? undefined : Number(text)) !== value) setText(shown(value));
  }
  const least = min ?? 0;
  const typed = Number(text);
  const outside =
    whole &&
    text.trim() !== '' &&
    (!Number.isInteger(typed) || typed < least || (max !== undefined && typed > max));
  const bounds =
    max === undefined
      ? t('cases.card.number.atLeast', { min: least })
      : t('cases.card.number.between', { min: least, max });
  return (
    <TextField
      {...state}
      label={label}
      type="number"
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        if (next.trim() === '') {
          if (props.optional) props.onChange(undefined);
          return;
        }
        const number = Number(next);
        if (whole ? Number.isInteger(number) : Number.isFinite(number)) props.onChange(number);
      }}
      onBlur={() => {
        if (text.trim() === '' && !props.optional) setText(shown(value));
      }}
      error={state.error || outside}
      helperText={state.helperText ?? (outside ? bounds : helper)}
      slotProps={{
        htmlInput: {
          min,
          max,
          step: step ?? (whole ? 1 : undefined),
          inputMode: whole ? 'numeric' : undefined,
          readOnly: editor.installed,
        },
      }}
      fullWidth
    />
  );
}
