import { useCallback } from 'react';
import type { LockKind } from '@coulisses/shared/scenario/scenario.schema';
import type { CaseObjects } from '../../editor/case-content';
import { useCaseEditorContext } from '../../editor/case-editor-context';
import type { LockOf } from './lock-model';

/** scenario.json's field of lock `index`, as the checks name it: `locks.2.answer`. */
export const lockField = (index: number, rest?: string) =>
  rest === undefined ? `locks.${index}` : `locks.${index}.${rest}`;

/** Whether a problem at `file`'s `field` belongs to lock `index`, `id` (scenario.json by index, the texts by id). */
export const lockHolds = (index: number, id: string) => (file: string, field: string) => {
  const prefix =
    file === 'scenario.json' ? lockField(index) : /^texts\.\w+\.json$/.test(file) ? `locks.${id}` : undefined;
  return prefix !== undefined && (field === prefix || field.startsWith(`${prefix}.`));
};

/**
 * Lock `index` of kind `kind` and a way to change it: `change` edits a copy of the case
 * in the editor, and runs only while the lock is still of that kind.
 */
export function useKindLock<K extends LockKind>(index: number, kind: K) {
  const { editor } = useCaseEditorContext();
  const found = editor.objects.scenario.locks[index];
  const lock = found?.kind === kind ? (found as LockOf<K>) : undefined;
  const edit = useCallback(
    (change: (lock: LockOf<K>, objects: CaseObjects) => void) =>
      editor.edit((objects) => {
        const target = objects.scenario.locks[index];
        if (target?.kind === kind) change(target as LockOf<K>, objects);
      }),
    [editor, index, kind],
  );
  return { lock, edit, editor };
}
