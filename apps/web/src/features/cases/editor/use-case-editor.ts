import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CaseDraft } from '@coulisses/shared/case/case.schema';
import { readApiError } from '../../../lib/api-client';
import { saveCaseDraft } from '../../../lib/admin-api/cases';
import { changedObjectFiles, readCaseObjects, type CaseFileMap, type CaseObjects } from './case-content';

/** How long the editor waits after the last change before it saves: a pause in typing. */
export const SAVE_AFTER_MS = 1_000;

export type SaveState =
  | { kind: 'saved'; at: string }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  /** Another editor saved first: nothing of this editor's changes was written. */
  | { kind: 'conflict' }
  | { kind: 'failed'; key?: string };

export interface CaseEditor {
  id: string;
  installed: boolean;
  files: CaseFileMap;
  objects: CaseObjects;
  revision: number;
  save: SaveState;
  /** Changes the structure or the texts: `change` edits a copy, and the files that differ are saved. */
  edit: (change: (objects: CaseObjects) => void) => void;
  /** Writes one file (a markdown text, an image in base64), or deletes it with null. */
  setFile: (path: string, content: string | null) => void;
  /** Saves now what waits to be saved; resolves once the draft holds it. */
  flush: () => Promise<boolean>;
}

/**
 * The draft of case `draft.id` being edited (docs/product.md#case-editor): the editor's own
 * copy of its files, saved a second after the author stops, only the files changed. A save
 * names the revision it changes; when another editor saved first, the server refuses it
 * (409 CASE_CHANGED) and the author is told, nothing overwritten on either side.
 */
export function useCaseEditor(draft: CaseDraft): CaseEditor {
  const [files, setFiles] = useState<CaseFileMap>(draft.files);
  const [save, setSave] = useState<SaveState>({ kind: 'saved', at: draft.savedAt });
  const revision = useRef(draft.revision);
  const [shownRevision, setShownRevision] = useState(draft.revision);
  // What waits to be saved, by path (null: deleted); a save in flight takes it whole.
  const pending = useRef<Record<string, string | null>>({});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<Promise<boolean>>(undefined);
  const conflicted = useRef(false);
  const objects = useMemo(() => readCaseObjects(files, draft.id), [files, draft.id]);
  const objectsRef = useRef(objects);
  objectsRef.current = objects;

  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    if (inFlight.current) await inFlight.current;
    const changes = pending.current;
    if (Object.keys(changes).length === 0 || conflicted.current) return !conflicted.current;
    pending.current = {};
    setSave({ kind: 'saving' });
    const sending = saveCaseDraft(draft.id, revision.current, changes).then(
      (saved) => {
        revision.current = saved.revision;
        setShownRevision(saved.revision);
        setSave(
          Object.keys(pending.current).length > 0
            ? { kind: 'unsaved' }
            : { kind: 'saved', at: saved.savedAt },
        );
        return true;
      },
      async (error: unknown) => {
        // What was not saved waits again, under what was changed since.
        pending.current = { ...changes, ...pending.current };
        const key = (await readApiError(error))?.key;
        if (key === 'CASE_CHANGED') {
          conflicted.current = true;
          setSave({ kind: 'conflict' });
        } else setSave({ kind: 'failed', ...(key ? { key } : {}) });
        return false;
      },
    );
    inFlight.current = sending;
    const done = await sending;
    inFlight.current = undefined;
    return done;
  }, [draft.id]);

  const schedule = useCallback(
    (changes: Record<string, string | null>) => {
      if (draft.installed) return;
      pending.current = { ...pending.current, ...changes };
      if (!conflicted.current) setSave({ kind: 'unsaved' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_AFTER_MS);
    },
    [draft.installed, flush],
  );

  const setFile = useCallback(
    (path: string, content: string | null) => {
      setFiles((current) => {
        const next = { ...current };
        if (content === null) delete next[path];
        else next[path] = content;
        return next;
      });
      schedule({ [path]: content });
    },
    [schedule],
  );

  const edit = useCallback(
    (change: (objects: CaseObjects) => void) => {
      const previous = objectsRef.current;
      const next = structuredClone(previous);
      change(next);
      const changed = changedObjectFiles(previous, next);
      if (Object.keys(changed).length === 0) return;
      setFiles((current) => ({ ...current, ...changed }));
      schedule(changed);
    },
    [schedule],
  );

  // Leaving the page saves what waits; the browser is asked to keep the tab while it does.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (Object.keys(pending.current).length > 0 || inFlight.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      void flush();
    };
  }, [flush]);

  return {
    id: draft.id,
    installed: draft.installed,
    files,
    objects,
    revision: shownRevision,
    save,
    edit,
    setFile,
    flush,
  };
}
