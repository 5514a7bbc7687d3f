import type { RegisterPlayer } from '@coulisses/shared/player/player.schema';

/** The registration form's fields, in the order a submit looks for the first invalid one. */
export const REGISTRATION_FIELDS = ['lang', 'mail', 'sessionId'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** A translation key for each invalid field; empty when the message is shown elsewhere. */
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

export type RegistrationCheck =
  { input: RegisterPlayer; errors?: undefined } | { input?: undefined; errors: RegistrationErrors };

/**
 * The registration form's validation: the shared schema (docs/product.md#validation-rules), through zod. Both load
 * with the first validation — a touched field or the submit — rather than with the page
 * (docs/product.md#performance-budgets). A field's error is its first issue's message, a translation key.
 */
export async function validateRegistration(
  values: Record<RegistrationField, string>,
): Promise<RegistrationCheck> {
  const { registerPlayerSchema } = await import('@coulisses/shared/player/player.schema');
  const parsed = registerPlayerSchema.safeParse(values);
  if (parsed.success) return { input: parsed.data };
  const errors: RegistrationErrors = {};
  for (const issue of parsed.error.issues) {
    const field = REGISTRATION_FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
