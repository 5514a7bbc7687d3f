import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offerUpdate, resetAppUpdate, useHoldUpdate } from '../lib/app-update';
import { renderTranslated } from '../test/render-translated';
import { UpdatePrompt } from './update-prompt';

/** A new version's worker, installed and waiting. */
const waitingWorker = () =>
  ({ state: 'installed', postMessage: vi.fn() }) as unknown as ServiceWorker & {
    postMessage: ReturnType<typeof vi.fn>;
  };

beforeEach(() => {
  // The page is controlled by the version in use.
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(new EventTarget(), { controller: { state: 'activated' } }),
  });
});

afterEach(() => {
  cleanup();
  act(() => resetAppUpdate());
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const prompt = () => screen.queryByText('A new version of Coulisses is available.');

/** A field whose text lives on the page only, as a lock's answer does. */
function AnswerField() {
  const [answer, setAnswer] = useState('1887');
  useHoldUpdate(answer !== '');
  return <input aria-label="Answer" value={answer} onChange={(event) => setAnswer(event.target.value)} />;
}

describe('the update prompt', () => {
  it('appears when a new version waits, and asks it to take over on Reload', async () => {
    await renderTranslated(<UpdatePrompt />);
    expect(prompt()).toBeNull();
    const worker = waitingWorker();
    act(() => offerUpdate(worker));
    expect(prompt()).not.toBeNull();
    expect(worker.postMessage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('can be dismissed, and comes back with the next version', async () => {
    await renderTranslated(<UpdatePrompt />);
    const first = waitingWorker();
    act(() => offerUpdate(first));
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(first.postMessage).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(prompt()).toBeNull());
    act(() => offerUpdate(waitingWorker()));
    expect(prompt()).not.toBeNull();
  });

  it('waits while something typed would be lost, and while the player types', async () => {
    await renderTranslated(
      <>
        <AnswerField />
        <UpdatePrompt />
      </>,
    );
    act(() => offerUpdate(waitingWorker()));
    expect(prompt()).toBeNull();
    // Nothing typed any more, but the focus is still in the field: not now either.
    const field = screen.getByRole('textbox', { name: 'Answer' });
    await userEvent.clear(field);
    expect(document.activeElement).toBe(field);
    expect(prompt()).toBeNull();
    act(() => field.blur());
    await vi.waitFor(() => expect(prompt()).not.toBeNull());
  });
});
