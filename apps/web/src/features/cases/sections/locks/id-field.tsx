import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { useFieldState } from '../../editor/case-fields';
import { isCaseId } from './lock-model';

interface IdFieldProps {
  label: string;
  value: string;
  /** The ids it must not take: its neighbours'. */
  taken: readonly string[];
  /** Renames it everywhere it is named, in one edit. */
  onRename: (to: string) => void;
  /** scenario.json's field, for its problems and a problem's link. */
  field: string;
}

/**
 * An id of the case (content/README.md's ids rule). Renaming renames every reference to it
 * at once, so it happens when the author leaves the field (or presses Enter), and only to an
 * id that is well formed and free: a half-typed id never reaches the files.
 */
export function IdField({ label, value, taken, onRename, field }: IdFieldProps) {
  const { t } = useTranslation();
  const { editor } = useCaseEditorContext();
  const state = useFieldState('scenario.json', field);
  const [draft, setDraft] = useState(value);
  const [stored, setStored] = useState(value);
  if (stored !== value) {
    setStored(value);
    setDraft(value);
  }
  const refusal =
    draft === value
      ? undefined
      : !isCaseId(draft)
        ? t('cases.locks.id.invalid')
        : taken.includes(draft)
          ? t('cases.locks.id.taken')
          : undefined;
  const commit = () => {
    if (draft !== value && refusal === undefined) onRename(draft);
  };
  return (
    <TextField
      {...state}
      label={label}
      value={draft}
      onChange={(event) => setDraft(event.target.value.trim())}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') setDraft(value);
      }}
      error={state.error || refusal !== undefined}
      helperText={refusal ?? state.helperText ?? t('cases.locks.id.help')}
      slotProps={{ htmlInput: { readOnly: editor.installed, spellCheck: false, autoCapitalize: 'none' } }}
      fullWidth
    />
  );
}
