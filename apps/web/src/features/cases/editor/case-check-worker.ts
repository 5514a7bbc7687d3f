/// <reference lib="webworker" />
import { runCaseCheck, type CheckRequest } from './run-case-check';

// The checks run here, beside the page: the first pass over a large case takes seconds, and
// the author keeps typing meanwhile (docs/product.md#case-editor).
self.addEventListener('message', (event: MessageEvent<CheckRequest>) => {
  self.postMessage(runCaseCheck(event.data));
});
