/**
 * For a route whose answer the server builds field by field: sent with JSON.stringify,
 * without checking it against its response schema again on every response. The check was
 * a large share of a state read and most of a large dashboard's time (bench/api.mjs and
 * bench/session.mjs measure both). The route's tests hold every answer to the shared schema
 * instead (test/game.test.ts, test/dashboard.test.ts).
 */
export const sentAsBuilt = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };
