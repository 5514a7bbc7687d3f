/** Every route of the app, defined once (spec §2). */
export const paths = {
  game: '/',
  register: '/register',
  admin: '/admin',
} as const;

/** The link a player opens to join a session: it pre-fills the code (issue 2). */
export const joinLink = (base: string, sessionId: string) =>
  `${base}${paths.register}?session=${encodeURIComponent(sessionId)}`;
