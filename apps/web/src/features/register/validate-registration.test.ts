import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_ERROR } from '@coulisses/shared/text/plain-text';
import { validateRegistration } from './validate-registration';

describe('validateRegistration', () => {
  it('refuses a control character in the mail or the code with the message every form translates', async () => {
    const nul = await validateRegistration({
      lang: 'fr',
      mail: 'irene\u0000@example.com',
      sessionId: 'AB2CDE',
    });
    expect(nul.errors?.mail).toBe(CONTROL_CHARACTER_ERROR);
    const separator = await validateRegistration({
      lang: 'fr',
      mail: 'irene@example.com',
      sessionId: 'AB2\u2028CDE',
    });
    expect(separator.errors?.sessionId).toBe(CONTROL_CHARACTER_ERROR);
  });

  it('accepts the same values without them', async () => {
    const check = await validateRegistration({ lang: 'fr', mail: 'irene@example.com', sessionId: 'AB2CDE' });
    expect(check.errors).toBeUndefined();
  });
});
