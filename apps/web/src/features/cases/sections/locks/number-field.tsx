import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { useFieldState } from '../../editor/case-fields';

interface NumberFieldProps {
  label: string;
  value: number | undefined;
  /** Called with each number typed; undefined when an optional field is emptied. */
  onChange: (value: number | undefined) => void;
  /** scenario.json's field, for its problems and a problem's link. */
  field: string;
  optional?: boolean;
  min?: number;
  max?: number;
  step?: number;
  helper?: string;
}

const shown = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * A number of scenario.json. What is typed stays as typed ("1." on the way to "1.5"), and
 * only a number is saved; an emptied required field keeps its last number.
 */
export function NumberField({
  label,
  value,
  onChange,
  field,
  optional = false,
  min,
  max,
  step,
  helper,
}: NumberFieldProps) {
  const { editor } = useCaseEditorContext();
  const state = useFieldState('scenario.json', field);
  const [text, setText] = useState(shown(value));
  const [stored, setStored] = useState(value);
  if (stored !== value) {
    // Changed elsewhere (a region dragged, a move): show the new number.
    setStored(value);
    if ((text.trim() === '' ? undefined : Number(text)) !== value) setText(shown(value));
  }
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
          if (optional) onChange(undefined);
          return;
        }
        const number = Number(next);
        if (Number.isFinite(number)) onChange(number);
      }}
      onBlur={() => {
        if (text.trim() === '' && !optional) setText(shown(value));
      }}
      helperText={state.helperText ?? helper}
      slotProps={{ htmlInput: { min, max, step, readOnly: editor.installed } }}
      fullWidth
    />
  );
}
