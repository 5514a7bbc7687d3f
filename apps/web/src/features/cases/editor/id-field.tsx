import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaseEditorContext } from './case-editor-context';
import { useFieldState } from './case-fields';
import { CASE_ID_MAX, isCaseId } from './case-ids';

interface IdFieldProps {
  label: string;
  /** The id as the case holds it. */
  value: string;
  /** The ids of the other items of its kind: a rename to one of them is refused. */
  taken: Iterable<string>;
  /** Renames the item and every reference to it, in one edit. */
  onRename: (next: string) => void;
  /** Where the checks name it: 'scenario.json' and 'folders.0.id'. */
  file?: string;
  field: string;
}

/**
 * An item's id (content/README.md's ids rule), renamed when the author leaves the field or
 * presses Enter — not at each key, so that a half-typed id never renames every reference
 * (docs/product.md#case-editor). One that is not an id, or is another item's, says so and is
 * not kept; Escape gives the id back.
 */
export function IdField({ label, value, taken, onRename, file = 'scenario.json', field }: IdFieldProps) {
  const { t } = useTranslation();
  const { editor } = useCaseEditorContext();
  const state = useFieldState(file, field);
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // Renamed elsewhere (or by this field): the field shows the id as it now is.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  const typed = draft.trim();
  const others = new Set(taken);
  others.delete(value);
  const refusal =
    typed === value
      ? undefined
      : !isCaseId(typed)
        ? t('cases.editor.id.shape')
        : others.has(typed)
          ? t('cases.editor.id.taken', { id: typed })
          : undefined;
  const commit = () => {
    if (typed === value) return;
    if (refusal) setDraft(value);
    else onRename(typed);
  };
  return (
    <TextField
      {...state}
      label={label}
      value={draft}
      onChange={(event) => setDraft(event.target.value.toLowerCase().replace(/\s/g, '-'))}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
        if (event.key === 'Escape') setDraft(value);
      }}
      error={refusal !== undefined || state.error}
      helperText={[refusal, state.helperText].filter(Boolean).join(' · ') || t('cases.editor.id.hint')}
      slotProps={{
        htmlInput: {
          readOnly: editor.installed,
          spellCheck: false,
          autoCapitalize: 'none',
          autoComplete: 'off',
          maxLength: CASE_ID_MAX,
        },
      }}
      size="small"
      fullWidth
    />
  );
}
