import { cleanup, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameDocument } from '@coulisses/shared/game/game.schema';
import { renderTranslated } from '../../../test/render-translated';
import { DocumentDialog } from './document-dialog';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const plan: GameDocument = {
  id: 'floor-plan',
  folderId: 'backstage-plan',
  title: 'Backstage plan',
  style: 'report',
  markdown: `![Level 0](${PIXEL})

| Time | Reader | Badge |
|---|---|---|
| 20:55:12 | Lighting gantry | B-131 |`,
};

afterEach(cleanup);

describe('a document open while the game screen draws itself again', () => {
  it('keeps its elements: the focused image button keeps the focus, the table stays the same element', async () => {
    // The game screen hands a new onClose at each of its drawings (a poll, a live event).
    const { rerender, i18n } = await renderTranslated(
      <DocumentDialog document={plan} loading={false} onClose={() => undefined} />,
    );
    const image = screen.getByRole('button', { name: 'Enlarge the image: Level 0' });
    // A table scrolled sideways on a phone keeps its place only while it is the same element.
    const table = screen.getByRole('table');
    image.focus();
    expect(document.activeElement).toBe(image);

    for (let drawing = 0; drawing < 3; drawing += 1)
      rerender(
        <I18nextProvider i18n={i18n}>
          <DocumentDialog document={plan} loading={false} onClose={() => undefined} />
        </I18nextProvider>,
      );

    expect(screen.getByRole('button', { name: 'Enlarge the image: Level 0' })).toBe(image);
    expect(document.activeElement).toBe(image);
    expect(screen.getByRole('table')).toBe(table);
  });

  it('draws a new document when the document changes', async () => {
    const { rerender, i18n } = await renderTranslated(
      <DocumentDialog document={plan} loading={false} onClose={() => undefined} />,
    );
    rerender(
      <I18nextProvider i18n={i18n}>
        <DocumentDialog
          document={{ ...plan, id: 'note', markdown: 'Meet me at *nine*.' }}
          loading={false}
          onClose={() => undefined}
        />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('document-note').textContent).toBe('Meet me at nine.');
    expect(screen.queryByRole('button', { name: /^Enlarge the image/ })).toBeNull();
  });
});
