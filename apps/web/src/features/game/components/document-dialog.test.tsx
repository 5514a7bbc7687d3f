import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameDocument } from '@coulisses/shared/game/game.schema';
import { renderTranslated } from '../../../test/render-translated';
import { DocumentDialog, DocumentDialogWarmUp } from './document-dialog';

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
    const { rerender } = await renderTranslated(
      <DocumentDialog document={plan} loading={false} onClose={() => undefined} onNote={() => undefined} />,
    );
    const image = screen.getByRole('button', { name: 'Enlarge the image: Level 0' });
    // A table scrolled sideways on a phone keeps its place only while it is the same element.
    const table = screen.getByRole('table');
    image.focus();
    expect(document.activeElement).toBe(image);

    for (let drawing = 0; drawing < 3; drawing += 1)
      rerender(
        <DocumentDialog document={plan} loading={false} onClose={() => undefined} onNote={() => undefined} />,
      );

    expect(screen.getByRole('button', { name: 'Enlarge the image: Level 0' })).toBe(image);
    expect(document.activeElement).toBe(image);
    expect(screen.getByRole('table')).toBe(table);
  });

  it('draws a new document when the document changes', async () => {
    const { rerender } = await renderTranslated(
      <DocumentDialog document={plan} loading={false} onClose={() => undefined} onNote={() => undefined} />,
    );
    rerender(
      <DocumentDialog
        document={{ ...plan, id: 'note', markdown: 'Meet me at *nine*.' }}
        loading={false}
        onClose={() => undefined}
        onNote={() => undefined}
      />,
    );
    expect(screen.getByTestId('document-note').textContent).toBe('Meet me at nine.');
    expect(screen.queryByRole('button', { name: /^Enlarge the image/ })).toBeNull();
  });
});

describe('the document dialog drawn ahead while the game screen is idle', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('is drawn once, hidden, in a phone’s layout, then leaves nothing in the page', async () => {
    // A phone's screen: every media query of the small breakpoint matches.
    window.matchMedia = (query: string) =>
      ({
        matches: true,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
    const drawn: Element[] = [];
    const watcher = new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof Element && node.matches('.MuiDialog-root')) drawn.push(node);
    });
    watcher.observe(document.body, { childList: true, subtree: true });
    const { unmount } = await renderTranslated(<DocumentDialogWarmUp />);

    // jsdom cannot say when it is idle: a second after the page is stable.
    await waitFor(() => expect(drawn).toHaveLength(1), { timeout: 3000 });
    const [dialog] = drawn;
    expect(dialog!.getAttribute('aria-hidden')).toBe('true');
    // The phone's layout, as the first document on a phone opens.
    expect(dialog!.querySelector('.MuiDialog-paperFullScreen')).not.toBeNull();
    // Nothing in it takes the focus while it is there.
    const tabbable = dialog!.querySelectorAll('a[href], button, input, select, textarea, [tabindex]');
    expect([...tabbable].filter((element) => element.getAttribute('tabindex') !== '-1')).toEqual([]);
    await waitFor(() => expect(document.querySelector('.MuiDialog-root')).toBeNull());
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    // Drawn once a page: not again a moment later, nor when a game screen is drawn anew.
    unmount();
    await renderTranslated(<DocumentDialogWarmUp />);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const change of watcher.takeRecords())
      for (const node of change.addedNodes)
        if (node instanceof Element && node.matches('.MuiDialog-root')) drawn.push(node);
    watcher.disconnect();
    expect(drawn).toHaveLength(1);
    expect(document.querySelector('.MuiDialog-root')).toBeNull();
  });
});
