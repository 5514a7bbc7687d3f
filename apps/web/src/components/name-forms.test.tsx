import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../lib/snackbar';
import { renderTranslated } from '../test/render-translated';
import { NicknameForm } from './nickname-form';
import { TeamNameForm } from './team-name-form';

afterEach(cleanup);

function refusal(status: number, key: string) {
  const response = new Response(JSON.stringify({ key, message: 'no' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
  return new HTTPError(response, new Request('http://localhost/v1/players/p/teams'), {} as never);
}

/** The field's helper text, which aria-describedby ties to it. */
const description = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

async function renderNickname(lang: 'en' | 'fr' = 'en') {
  const onSave = vi.fn(async () => undefined);
  await renderTranslated(<NicknameForm label="Nickname" submitLabel="Save" onSave={onSave} />, lang);
  return { onSave, field: screen.getByRole('textbox', { name: 'Nickname' }) };
}

async function renderTeamName(onSave: (name: string) => Promise<unknown>) {
  await renderTranslated(
    <SnackbarProvider>
      <TeamNameForm label="Team name" submitLabel="Create" onSave={onSave} failedKey="game.team.failed" />
    </SnackbarProvider>,
  );
  return screen.getByRole('textbox', { name: 'Team name' });
}

// Typing and pasting through userEvent into MUI fields is slow on a busy machine, not waiting on time.
describe('the name forms (docs/product.md#nicknames, docs/product.md#teams)', { timeout: 15_000 }, () => {
  it('say under the field that a pasted name holds an invisible or text-reversing character, and send nothing', async () => {
    const user = userEvent.setup();
    const { field, onSave } = await renderNickname();
    await user.click(field);
    await user.paste('Le Fan\u200btôme');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(description(field)).toBe(
      'This name contains an invisible character, or one that turns the text around. Please type it again yourself.',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuse an e-mail typed with a fullwidth at sign, in French too', async () => {
    const user = userEvent.setup();
    const { field, onSave } = await renderNickname('fr');
    await user.type(field, 'bob\uFF20example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(description(field)).toBe('Un pseudo ne peut pas contenir d’arobase (@).'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keep a Greek name, and say a team too many in the snackbar', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => Promise.reject(refusal(409, 'TOO_MANY_TEAMS')));
    const field = await renderTeamName(onSave);
    await user.type(field, 'Ομάδα Άλφα');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'You’ve already made as many teams as you can in this session: join one from the list.',
    );
    expect(onSave).toHaveBeenCalledWith('Ομάδα Άλφα');
  });

  it('say on the field that a team’s name looks like another’s', async () => {
    const user = userEvent.setup();
    const field = await renderTeamName(async () => Promise.reject(refusal(409, 'TEAM_NAME_TAKEN')));
    await user.type(field, 'L\u0435s Lumières');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(description(field)).toBe(
        'Another team in this session already has that name, or one that looks just like it.',
      ),
    );
  });
});
