import type { Resolver } from 'react-hook-form';
import type { RegisterPlayer, RegisterPlayerInput } from '@coulisses/shared/player/player.schema';

/**
 * The registration form's validation: the shared schema (spec §3), through zod. Both load
 * with the first validation — a touched field or the submit — rather than with the page
 * (issue 6 §1); react-hook-form waits for an asynchronous resolver.
 */
export const registrationResolver: Resolver<RegisterPlayerInput, unknown, RegisterPlayer> = async (
  values,
  context,
  options,
) => {
  const [{ zodResolver }, { registerPlayerSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@coulisses/shared/player/player.schema'),
  ]);
  return zodResolver(registerPlayerSchema)(values, context, options);
};
