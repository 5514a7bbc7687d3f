import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { useFieldState } from '../../editor/case-fields';

interface NumberFieldProps {
  label: string;
  value: number;
  min: number;
  max?: number;
  onChange: (value: number) => void;
  file: string;
  field: string;
  /** What the figure does, in one line, under the field. */
  explanation?: string;
}

/**
 * A whole number of the case. Each whole number typed is saved, out of bounds too — the
 * checks then say so under it, as the case would be refused — and an empty field waits for
 * its figure.
 */
export function NumberField({
  label,
  value,
  min,
  max,
  onChange,
  file,
  field,
  explanation,
}: NumberFieldProps) {
  const { t } = useTranslation();
  const { editor } = useCaseEditorContext();
  const state = useFieldState(file, field);
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(String(value));
  }
  const typed = Number(draft);
  const outside =
    draft.trim() !== '' && (!Number.isInteger(typed) || typed < min || (max !== undefined && typed > max));
  const bounds =
    max === undefined
      ? t('cases.card.number.atLeast', { min })
      : t('cases.card.number.between', { min, max });
  return (
    <TextField
      {...state}
      label={label}
      type="number"
      value={draft}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        const number = Number(text);
        if (text.trim() !== '' && Number.isInteger(number)) {
          setShown(number);
          onChange(number);
        }
      }}
      error={state.error || outside}
      helperText={state.helperText ?? (outside ? bounds : explanation)}
      disabled={editor.installed}
      slotProps={{ htmlInput: { min, max, step: 1, inputMode: 'numeric' } }}
    />
  );
}
