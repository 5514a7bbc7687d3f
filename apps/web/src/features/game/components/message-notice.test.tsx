import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@coulisses/shared/message/message.schema';
import { renderTranslated } from '../../../test/render-translated';
import { MessageNotice } from './message-notice';

const message = (fields: Partial<Message>): Message => ({
  id: 'm1',
  sessionId: 'ABCD23',
  playerId: null,
  teamId: null,
  kind: 'message',
  body: 'Look at the programme again.',
  minutesLeft: null,
  caseHint: null,
  sentAt: '2026-11-22T20:15:00.000Z',
  ...fields,
});

const noop = () => undefined;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the toast of a new message', () => {
  it('words a warning in the player’s language, plural-aware, and says it politely', async () => {
    const { rerender, i18n } = await renderTranslated(
      <MessageNotice
        unread={[message({ kind: 'warning', body: null, minutesLeft: 10 })]}
        onDismiss={noop}
        onOpenInbox={noop}
      />,
    );
    const toast = screen.getByTestId('message-notice');
    expect(toast.textContent).toContain('Time is running out');
    expect(toast.textContent).toContain('10 minutes left: make your accusation before time is up.');
    // Polite, never an alert; its words come a moment after its region.
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('10 minutes left'));

    rerender(
      <MessageNotice
        unread={[message({ id: 'm2', kind: 'warning', body: null, minutesLeft: 1 })]}
        onDismiss={noop}
        onOpenInbox={noop}
      />,
    );
    expect(screen.getByTestId('message-notice').textContent).toContain('1 minute left:');
    expect(i18n.language).toBe('en');
  });

  it('titles a hint by its kind, in French', async () => {
    await renderTranslated(
      <MessageNotice unread={[message({ kind: 'hint' })]} onDismiss={noop} onOpenInbox={noop} />,
      'fr',
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Indice du maître du jeu'));
    expect(screen.getByRole('status').textContent).toContain('Look at the programme again.');
    // The time set off from the title by a dot, as the inbox shows it, never run into it.
    expect(screen.getByTestId('message-notice').querySelector('p')?.textContent).toMatch(
      /^Indice du maître du jeu · \d{2}\u00a0h\u00a0\d{2}$/,
    );
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

  it('shows the newest unread message, marks it read on "Got it", opens the inbox on "Open"', async () => {
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
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(onOpenInbox).toHaveBeenCalled();
  });

  it('waits to be read: still there a minute later, and the message still unread', async () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    const shown = message({ body: 'Short.' });
    await renderTranslated(<MessageNotice unread={[shown]} onDismiss={onDismiss} onOpenInbox={noop} />);
    expect(screen.getByTestId('message-notice')).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('message-notice').textContent).toContain('Short.');
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('shows nothing when every message has been read', async () => {
    await renderTranslated(<MessageNotice unread={[]} onDismiss={noop} onOpenInbox={noop} />);
    expect(screen.queryByTestId('message-notice')).toBeNull();
  });
});
