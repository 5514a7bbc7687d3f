import { lazy, Suspense } from 'react';
import { useWaitingWorker } from '../lib/app-update';

// Loaded once a new version waits, not with every page (docs/product.md#performance-budgets).
const UpdatePrompt = lazy(() =>
  import('./update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);

/** docs/product.md#updates: the update prompt, mounted once a new version is installed and waiting. */
export function UpdatePromptHost() {
  const worker = useWaitingWorker();
  if (worker === undefined) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
