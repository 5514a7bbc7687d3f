import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { translator } from '../../../test/render-translated';
import { THE_QUEEN_OF_THE_NIGHT } from '../../../test/admin-fixtures/scenario';
import { session } from '../../../test/admin-fixtures/session';
import { ShowLobby } from './show-lobby';

describe('the show screen before the start', () => {
  afterEach(cleanup);

  it('shows the room the case’s cover and title in the room’s language', async () => {
    const t = (await translator('es')).t;
    render(
      <ShowLobby
        session={session('ABC234', 'Friday', { scenarioId: 'la-reine-de-la-nuit' })}
        scenario={THE_QUEEN_OF_THE_NIGHT}
        lang="es"
        players={[]}
        names={new Map()}
        settled
        t={t}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'La Reina de la Noche' })).toBeTruthy();
    const cover = screen.getByRole('img', { name: THE_QUEEN_OF_THE_NIGHT.cover!.es });
    expect(cover.getAttribute('src')).toBe('/v1/scenarios/la-reine-de-la-nuit/cover?lang=es');
    expect(screen.getByTestId('join-code').textContent).toBe('ABC-234');
  });

  it('shows no case while the list of cases is not there', async () => {
    const t = (await translator('en')).t;
    render(
      <ShowLobby
        session={session('ABC234', 'Friday')}
        scenario={undefined}
        lang="en"
        players={[]}
        names={new Map()}
        settled
        t={t}
      />,
    );
    expect(screen.queryByTestId('show-case')).toBeNull();
    expect(screen.queryByRole('img', { name: /^Poster/ })).toBeNull();
  });
});
