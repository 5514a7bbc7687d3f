/** Every route of the app, defined once (spec §2; the admin area's pages, issue 4). */
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

/** The link a player opens to join a session: it pre-fills the code (issue 2). */
export const joinLink = (base: string, sessionId: string) =>
  `${base}${paths.register}?session=${encodeURIComponent(sessionId)}`;
