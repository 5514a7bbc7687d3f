import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { useFieldState } from '../../editor/case-fields';
import { ID_MAX_LENGTH, idInput, idProblem } from './case-ids';

interface IdFieldProps {
  label: string;
  /** The id as the case holds it. */
  value: string;
  /** The other ids of its kind: a rename to one of them is refused. */
  taken: readonly string[];
  /** Renames the item and every reference to it, in one edit. */
  onRename: (next: string) => void;
  /** Where the checks name it: 'scenario.json', 'people.0.id'. */
  file: string;
  field: string;
}

/**
 * An item's id, renamed when the author leaves the field or presses Enter — not at each key,
 * so that a half-typed id never renames every reference (docs/product.md#case-editor). One
 * that is not an id, or is another item's, says so and is not kept.
 */
export function IdField({ label, value, taken, onRename, file, field }: IdFieldProps) {
  const { t } = useTranslation();
  const { editor } = useCaseEditorContext();
  const state = useFieldState(file, field);
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // A rename from elsewhere (an undo, the people's list) shows here.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  const problem = draft === value ? undefined : idProblem(draft, value, taken);
  const commit = () => {
    if (draft === value) return;
    if (problem) setDraft(value);
    else onRename(draft);
  };
  return (
    <TextField
      {...state}
      label={label}
      value={draft}
      size="small"
      onChange={(event) => setDraft(idInput(event.target.value))}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
      error={state.error || problem !== undefined}
      helperText={problem ? t(`cases.card.id.${problem}`) : state.helperText}
      disabled={editor.installed}
      slotProps={{
        htmlInput: {
          maxLength: ID_MAX_LENGTH,
          spellCheck: false,
          autoCapitalize: 'none',
          autoComplete: 'off',
        },
      }}
    />
  );
}
