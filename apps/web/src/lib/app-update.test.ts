import { describe, expect, it, vi } from 'vitest';
import { applyUpdate } from './app-update';

const container = (controller: unknown = { state: 'activated' }) =>
  Object.assign(new EventTarget(), { controller }) as unknown as ServiceWorkerContainer;
const worker = (state: ServiceWorkerState = 'installed') =>
  ({ state, postMessage: vi.fn() }) as unknown as ServiceWorker & { postMessage: ReturnType<typeof vi.fn> };

describe('reloading into a new version', () => {
  it('asks the waiting version to take over, and reloads once it controls the page', () => {
    const reload = vi.fn();
    const page = container();
    const next = worker();
    applyUpdate(next, page, reload);
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads at once when another tab already let the new version in', () => {
    const reload = vi.fn();
    const next = worker('activated');
    applyUpdate(next, container(next), reload);
    expect(reload).toHaveBeenCalledOnce();
    expect(next.postMessage).not.toHaveBeenCalled();
  });
});
