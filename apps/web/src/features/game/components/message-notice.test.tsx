import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@coulisses/shared/message/message.schema';
import { renderTranslated } from '../../../test/render-translated';
import { MessageNotice } from './message-notice';

const message = (fields: Partial<Message>): Message => ({
  id: 'm1',
  sessionId: 'ABCD23',
  playerId: null,
  kind: 'message',
  body: 'Look at the programme again.',
  minutesLeft: null,
  sentAt: '2026-11-22T20:15:00.000Z',
  ...fields,
});

const noop = () => undefined;

afterEach(cleanup);

describe('the notice of a new message', () => {
  it('words a warning in the player’s language as an alert, plural-aware', async () => {
    const { rerender, i18n } = await renderTranslated(
      <MessageNotice
        unread={[message({ kind: 'warning', body: null, minutesLeft: 10 })]}
        onDismiss={noop}
        onOpenInbox={noop}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Time is running out');
    expect(alert.textContent).toContain('10 minutes left: make your accusation before time is up.');
    expect(screen.queryByRole('status')).toBeNull();

    rerender(
      <MessageNotice
        unread={[message({ id: 'm2', kind: 'warning', body: null, minutesLeft: 1 })]}
        onDismiss={noop}
        onOpenInbox={noop}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('1 minute left:');
    expect(i18n.language).toBe('en');
  });

  it('says a message or a hint politely, in French by kind', async () => {
    await renderTranslated(
      <MessageNotice unread={[message({ kind: 'hint' })]} onDismiss={noop} onOpenInbox={noop} />,
      'fr',
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Indice du maître du jeu');
    expect(status.textContent).toContain('Look at the programme again.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the game master’s words as plain text, line breaks kept, never as HTML', async () => {
    const body = 'First line\n<b>bold?</b> <img src=x onerror="alert(1)">';
    await renderTranslated(
      <MessageNotice unread={[message({ body })]} onDismiss={noop} onOpenInbox={noop} />,
    );
    const shown = screen.getByTestId('message-body');
    expect(shown.textContent).toBe(body);
    expect(shown.querySelector('b, img')).toBeNull();
    expect(getComputedStyle(shown).whiteSpace).toBe('pre-wrap');
  });

  it('shows the newest unread message until dismissed, and offers the others', async () => {
    const onDismiss = vi.fn();
    const onOpenInbox = vi.fn();
    await renderTranslated(
      <MessageNotice
        unread={[message({ id: 'old', body: 'Older' }), message({ id: 'new', body: 'Newer' })]}
        onDismiss={onDismiss}
        onOpenInbox={onOpenInbox}
      />,
    );
    expect(screen.getByTestId('message-body').textContent).toContain('Newer');
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(onDismiss).toHaveBeenCalledWith('new');
    await userEvent.click(screen.getByRole('button', { name: '1 more unread message' }));
    expect(onOpenInbox).toHaveBeenCalled();
  });

  it('shows nothing when every message has been read', async () => {
    await renderTranslated(<MessageNotice unread={[]} onDismiss={noop} onOpenInbox={noop} />);
    expect(screen.queryByTestId('message-notice')).toBeNull();
  });
});
