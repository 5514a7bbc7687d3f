import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCK_KINDS, type LockKind } from '@coulisses/shared/scenario/scenario.schema';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import { useFieldState } from '../../editor/case-fields';
import { LocalisedTextField } from '../../editor/localised-text-field';
import { IdField } from '../../editor/id-field';
import { NumberField } from '../../editor/number-field';
import { changeKind, hasAnswer, renameLock } from './lock-model';
import { LockOpensField } from './lock-opens-field';
import { lockField } from './use-lock';

/**
 * The fields every lock has (content/README.md `locks[]`): its kind, id, the folder it is
 * found in and those it opens, its free attempts, and its title and prompt in every language.
 */
export function LockCommonFields({
  index,
  onRenamed,
}: {
  index: number;
  onRenamed: (from: string, to: string) => void;
}) {
  const { t } = useTranslation();
  const { editor } = useCaseEditorContext();
  const { scenario, texts } = editor.objects;
  const lock = scenario.locks[index];
  const [kindAsked, setKindAsked] = useState<LockKind>();
  const kindState = useFieldState('scenario.json', lockField(index, 'kind'));
  const inState = useFieldState('scenario.json', lockField(index, 'in'));
  if (!lock) return null;
  const own = texts[scenario.languages[0] ?? 'fr'];
  const folderTitle = (id: string) => own?.folders[id]?.title?.trim() || id;
  const knownIn = scenario.folders.some((folder) => folder.id === lock.in);

  const setKind = (kind: LockKind) => editor.edit((objects) => changeKind(objects, index, kind));
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <TextField
        {...kindState}
        select
        label={t('cases.locks.kind')}
        value={lock.kind}
        onChange={(event) => {
          const kind = event.target.value as LockKind;
          if (hasAnswer(lock, editor.objects)) setKindAsked(kind);
          else setKind(kind);
        }}
        helperText={kindState.helperText ?? t(`cases.locks.kindHelp.${lock.kind}`)}
        disabled={editor.installed}
        fullWidth
      >
        {LOCK_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`cases.locks.kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      <IdField
        // A new id from elsewhere (a move) starts the field afresh.
        key={lock.id}
        label={t('cases.locks.id.label')}
        value={lock.id}
        taken={scenario.locks.filter((_, other) => other !== index).map((other) => other.id)}
        field={lockField(index, 'id')}
        onRename={(to) => {
          editor.edit((objects) => renameLock(objects, index, to));
          onRenamed(lock.id, to);
        }}
      />
      <TextField
        {...inState}
        select
        label={t('cases.locks.in')}
        value={lock.in}
        onChange={(event) =>
          editor.edit((objects) => {
            const target = objects.scenario.locks[index];
            if (target) target.in = event.target.value;
          })
        }
        helperText={inState.helperText ?? t('cases.locks.inHelp')}
        disabled={editor.installed}
        fullWidth
      >
        {!knownIn && <MenuItem value={lock.in}>{lock.in || '—'}</MenuItem>}
        {scenario.folders.map((folder) => (
          <MenuItem key={folder.id} value={folder.id}>
            {folderTitle(folder.id)}
          </MenuItem>
        ))}
      </TextField>
      <NumberField
        label={t('cases.locks.freeAttempts')}
        value={lock.freeAttempts}
        optional
        min={0}
        max={100}
        step={1}
        field={lockField(index, 'freeAttempts')}
        helper={t('cases.locks.freeAttemptsHelp', { count: scenario.scoring.wrongAttempts.free })}
        onChange={(value) =>
          editor.edit((objects) => {
            const target = objects.scenario.locks[index];
            if (!target) return;
            if (value === undefined) delete target.freeAttempts;
            else target.freeAttempts = Math.max(0, Math.round(value));
          })
        }
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <LockOpensField index={index} />
      </Box>
      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2 }}>
        <LocalisedTextField
          label={t('cases.locks.title')}
          path={['locks', lock.id, 'title']}
          maxLength={80}
        />
        <LocalisedTextField label={t('cases.locks.prompt')} path={['locks', lock.id, 'prompt']} multiline />
      </Box>
      {kindAsked && (
        <ConfirmDialog
          title={t('cases.locks.kindChange.title')}
          confirmLabel={t('cases.locks.kindChange.confirm')}
          onCancel={() => setKindAsked(undefined)}
          onConfirm={async () => {
            setKind(kindAsked);
            setKindAsked(undefined);
          }}
        >
          {t('cases.locks.kindChange.text', {
            from: t(`cases.locks.kinds.${lock.kind}`),
            to: t(`cases.locks.kinds.${kindAsked}`),
          })}
        </ConfirmDialog>
      )}
    </Box>
  );
}
