import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SnackbarProvider } from '../../../lib/snackbar';
import { renderTranslated } from '../../../test/render-translated';
import { useGameError } from './use-game-error';

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

afterEach(() => {
  cleanup();
  online = true;
});

function Attempt() {
  const explain = useGameError();
  // What fetch throws when the network is gone.
  return <button onClick={() => void explain(new TypeError('Failed to fetch'))}>Try</button>;
}

async function failedCall() {
  await renderTranslated(
    <SnackbarProvider>
      <Attempt />
    </SnackbarProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Try' }));
  return (await screen.findByRole('alert')).textContent;
}

describe('a game call that could not reach the server', () => {
  it('says the device is offline when it is', async () => {
    online = false;
    expect(await failedCall()).toBe(
      'You’re offline: this action needs the network. Try again once you’re back online.',
    );
  });

  it('says the server could not be reached otherwise', async () => {
    expect(await failedCall()).toBe('The server couldn’t be reached. Check your connection and try again.');
  });
});
