/**
 * For a route whose answer the server builds field by field: sent with JSON.stringify,
 * without checking it against its response schema again on every response. The check was
 * 8 % of a state read (bench/api.mjs) and most of the dashboard's 90 ms at 2,000 players
 * (bench/session.mjs). The route's tests hold every answer to the shared schema
 * instead (test/game.test.ts, test/dashboard.test.ts).
 */
export const sentAsBuilt = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };
