import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@coulisses/shared/message/message.schema';
import { renderTranslated } from '../../../test/render-translated';
import type { Inbox } from '../hooks/use-messages';
import { MessagesInbox } from './messages-inbox';

const sent = (id: string, fields: Partial<Message>, sentAt: string): Message => ({
  id,
  sessionId: 'ABCD23',
  playerId: null,
  teamId: null,
  kind: 'message',
  body: null,
  minutesLeft: null,
  caseHint: null,
  sentAt,
  ...fields,
});

const messages = [
  sent('m1', { body: 'Welcome backstage.' }, '2026-11-22T20:00:00.000Z'),
  sent(
    'm2',
    { kind: 'hint', body: 'Mind the year\nthe theatre opened.', playerId: 'p1' },
    '2026-11-22T20:10:00.000Z',
  ),
  sent('m3', { kind: 'warning', minutesLeft: 10 }, '2026-11-22T20:50:00.000Z'),
];

afterEach(cleanup);

describe('the messages dialog', () => {
  it('lists every message newest first, marks the unread ones new and counts them as seen', async () => {
    const inbox: Inbox = {
      messages,
      unread: messages.slice(1),
      failed: false,
      reload: vi.fn(() => Promise.resolve()),
      markSeen: vi.fn(),
    };
    await renderTranslated(<MessagesInbox open inbox={inbox} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Messages from the game master' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Time is running out',
      'Hint from the game master',
      'Message from the game master',
    ]);
    expect(items[0]?.textContent).toContain('10 minutes left');
    expect(items[1]?.textContent).toContain('Mind the year\nthe theatre opened.');
    expect(items.map((item) => within(item).queryByText('New') !== null)).toEqual([true, true, false]);
    expect(items[2]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-22T20:00:00.000Z');
    expect(inbox.markSeen).toHaveBeenCalledWith(['m2', 'm3']);
    expect(inbox.reload).toHaveBeenCalled();
  });

  it('says when there is no message yet, and when they could not be loaded', async () => {
    const inbox: Inbox = { messages: [], unread: [], failed: false, reload: vi.fn(), markSeen: vi.fn() };
    const { rerender, i18n } = await renderTranslated(
      <MessagesInbox open inbox={inbox} onClose={() => undefined} />,
      'es',
    );
    expect(screen.getByRole('dialog').textContent).toContain('Todavía no hay mensajes.');
    expect(i18n.language).toBe('es');
    rerender(<MessagesInbox open inbox={{ ...inbox, failed: true }} onClose={() => undefined} />);
    expect(screen.getByRole('dialog').textContent).toContain('No se han podido cargar los mensajes.');
  });
});
