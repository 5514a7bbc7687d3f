import { useEffect, useRef, useState } from 'react';
import type { CaseChecks } from './case-editor-context';
import type { CaseFileMap } from './case-content';
import { runCaseCheck, type CheckAnswer, type CheckRequest } from './run-case-check';

/** How long the checks wait after a change: a pause between two keys. */
export const CHECK_AFTER_MS = 250;

function startWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  try {
    return new Worker(new URL('./case-check-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return undefined;
  }
}

/**
 * The checks of the draft, run again after each pause in the author's typing
 * (docs/product.md#case-editor), in a worker where the browser has one: only the answer to the
 * latest change is kept.
 */
export function useCaseChecks(id: string, files: CaseFileMap): CaseChecks {
  const [checks, setChecks] = useState<CaseChecks>({
    problems: [],
    warnings: [],
    checking: true,
    answered: false,
  });
  const worker = useRef<Worker | undefined>(undefined);
  const sequence = useRef(0);

  useEffect(() => {
    const started = startWorker();
    worker.current = started;
    const answer = (event: MessageEvent<CheckAnswer>) => {
      if (event.data.sequence !== sequence.current) return;
      setChecks({
        problems: event.data.problems,
        warnings: event.data.warnings,
        checking: false,
        answered: true,
      });
    };
    started?.addEventListener('message', answer);
    return () => {
      started?.removeEventListener('message', answer);
      started?.terminate();
      worker.current = undefined;
    };
  }, []);

  useEffect(() => {
    sequence.current += 1;
    const request: CheckRequest = { sequence: sequence.current, id, files: { ...files } };
    setChecks((current) => (current.checking ? current : { ...current, checking: true }));
    const timer = setTimeout(() => {
      if (worker.current) {
        worker.current.postMessage(request);
        return;
      }
      const { problems, warnings } = runCaseCheck(request);
      if (request.sequence === sequence.current)
        setChecks({ problems, warnings, checking: false, answered: true });
    }, CHECK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [id, files]);

  return checks;
}
