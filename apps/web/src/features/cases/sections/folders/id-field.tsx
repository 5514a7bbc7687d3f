import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { useFieldState } from '../../editor/case-fields';
import { isCaseId } from './case-ids';

/**
 * An id the author may rename (docs/product.md#case-editor): typed freely, and renamed —
 * with every reference to it — when the field is left or Enter is pressed, if it is an id
 * and no other item has it. Escape gives the id back.
 */
export function IdField({
  label,
  value,
  file,
  field,
  taken,
  onRename,
}: {
  label: string;
  value: string;
  /** Where the checks name it: 'scenario.json', 'folders.0.id'. */
  file: string;
  field: string;
  /** Whether another item already has this id. */
  taken: (id: string) => boolean;
  onRename: (id: string) => void;
}) {
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
  const refusal =
    typed === value
      ? undefined
      : !isCaseId(typed)
        ? t('cases.folders.id.shape')
        : taken(typed)
          ? t('cases.folders.id.taken', { id: typed })
          : undefined;
  const commit = () => {
    if (!refusal && typed !== value) onRename(typed);
  };
  return (
    <TextField
      {...state}
      label={label}
      value={draft}
      onChange={(event) => setDraft(event.target.value.toLowerCase())}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') setDraft(value);
      }}
      error={refusal !== undefined || state.error}
      helperText={[refusal, state.helperText].filter(Boolean).join(' · ') || t('cases.folders.id.hint')}
      slotProps={{
        htmlInput: { readOnly: editor.installed, spellCheck: false, autoCapitalize: 'none', maxLength: 64 },
      }}
      size="small"
      fullWidth
    />
  );
}
