import { errorBodySchema } from '@coulisses/shared/http/error-keys';

/** The refusals a route may answer, each as `{ key, message }`, for the OpenAPI document. */
export const refusals = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
  /** docs/decisions/0013-database-faults.md: the database is unreachable for now. */
  503: errorBodySchema,
};

/** OpenAPI security of the /players/{id} routes: the player's token, or an admin. */
export const playerOrAdmin: Record<string, string[]>[] = [{ player: [] }, { basic: [] }];
