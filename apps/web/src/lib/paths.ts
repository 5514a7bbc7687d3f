/** Every route of the app, defined once (docs/product.md#routes). */
export const paths = {
  game: '/',
  register: '/register',
  admin: '/admin',
  adminSession: '/admin/sessions/:sessionId',
  adminJoin: '/admin/sessions/:sessionId/join',
  adminScenarios: '/admin/scenarios',
  adminCase: '/admin/cases/:caseId',
  adminAccount: '/admin/account',
} as const;

/** The dashboard of one session. */
export const adminSessionPath = (sessionId: string) => `/admin/sessions/${encodeURIComponent(sessionId)}`;

/** The join screen of one session, for a projector. */
export const adminJoinPath = (sessionId: string) => `${adminSessionPath(sessionId)}/join`;

/** The link a player opens to join a session: it pre-fills the code (docs/product.md#routes). */
export const joinLink = (base: string, sessionId: string) =>
  `${base}${paths.register}?session=${encodeURIComponent(sessionId)}`;

/** The editor of one case (docs/product.md#case-editor). */
export const adminCasePath = (caseId: string) => `/admin/cases/${encodeURIComponent(caseId)}`;
