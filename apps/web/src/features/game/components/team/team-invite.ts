import { TEAM_INVITE_KEY } from '@coulisses/shared/storage-keys';
import { paths } from '../../../../lib/paths';

/**
 * docs/product.md#teams: a teammate's code is the session's join link naming the team.
 * Opened on another phone, it registers there as any join link does, and the team step
 * then offers that team first.
 */
export const teamInviteLink = (base: string, sessionId: string, teamId: string) =>
  `${base}${paths.register}?session=${encodeURIComponent(sessionId)}&team=${encodeURIComponent(teamId)}`;

/** Keeps the team a join link named, for the team step after registration (session storage). */
export function rememberTeamInvite(sessionId: string, teamId: string): void {
  sessionStorage.setItem(TEAM_INVITE_KEY, JSON.stringify({ sessionId, teamId }));
}

/** The team this tab was invited to in this session, if one was. */
export function teamInviteFor(sessionId: string): string | undefined {
  try {
    const invite = JSON.parse(sessionStorage.getItem(TEAM_INVITE_KEY) ?? 'null') as {
      sessionId?: unknown;
      teamId?: unknown;
    } | null;
    return invite?.sessionId === sessionId && typeof invite.teamId === 'string' ? invite.teamId : undefined;
  } catch {
    return undefined;
  }
}

export const forgetTeamInvite = () => sessionStorage.removeItem(TEAM_INVITE_KEY);
