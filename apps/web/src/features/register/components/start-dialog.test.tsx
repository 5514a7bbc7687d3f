import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import type { Introduction } from '@coulisses/shared/scenario/introduction.schema';
import { renderTranslated } from '../../../test/render-translated';
import { getIntroduction } from '../api/get-introduction';
import { StartDialog } from './start-dialog';

vi.mock('../api/get-introduction', () => ({ getIntroduction: vi.fn() }));

const player: RegisteredPlayer = {
  id: 'p1',
  sessionId: 'ABC234',
  mail: 'ana@example.com',
  lang: 'es',
  createdAt: '2026-11-27T19:10:00.000Z',
  token: 'token',
};

const introduction: Introduction = {
  scenarioId: 'la-reine-de-la-nuit',
  rawHtml: true,
  lang: 'es',
  title: 'La Reina de la Noche',
  markdown: 'Esta noche, en el jardín botánico…',
  cover: 'Cartel: la noche azul sobre un gran invernadero.',
};

describe('the start dialog', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('shows the case’s cover above the introduction, in its language', async () => {
    vi.mocked(getIntroduction).mockResolvedValue(introduction);
    await renderTranslated(<StartDialog player={player} onClose={() => undefined} />, 'es');
    const cover = await screen.findByRole('img', { name: introduction.cover });
    expect(cover.getAttribute('src')).toBe('/v1/scenarios/la-reine-de-la-nuit/cover?lang=es');
    const text = screen.getByText('Esta noche, en el jardín botánico…');
    // Above it: before it in the dialog's reading order.
    expect(cover.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no image for a case without a cover', async () => {
    vi.mocked(getIntroduction).mockResolvedValue({ ...introduction, cover: undefined });
    await renderTranslated(<StartDialog player={player} onClose={() => undefined} />, 'es');
    await screen.findByText('Esta noche, en el jardín botánico…');
    expect(screen.queryByTestId('start-cover')).toBeNull();
  });
});
