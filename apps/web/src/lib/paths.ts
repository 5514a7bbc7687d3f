/** Every route of the app, defined once (docs/product.md#routes). */
export const paths = {
  game: '/',
  register: '/register',
  admin: '/admin',
  adminSession: '/admin/sessions/:sessionId',
  adminJoin: '/admin/sessions/:sessionId/join',
  adminScenarios: '/admin/scenarios',
  adminAccount: '/admin/account',
} as const;

/** The dashboard of one session. */
export const adminSessionPath = (sessionId: string) => `/admin/sessions/${encodeURIComponent(sessionId)}`;

/** The join screen of one session, for a projector. */
export const adminJoinPath = (sessionId: string) => `${adminSessionPath(sessionId)}/join`;

/** The link a player opens to join a session: it pre-fills the code (docs/product.md#routes). */
export const joinLink = (base: string, sessionId: string) =>
  `${base}${paths.register}?session=${encodeURIComponent(sessionId)}`;
