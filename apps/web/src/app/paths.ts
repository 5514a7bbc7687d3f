/** Every route of the app, defined once (spec §2). */
export const paths = {
  game: '/',
  register: '/register',
  admin: '/admin',
} as const;

export const joinLink = (origin: string, sessionId: string) =>
  `${origin}${paths.register}?session=${encodeURIComponent(sessionId)}`;
