import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import type { TeamPresence } from '@coulisses/shared/team/presence.schema';
import type { TeamMember } from '@coulisses/shared/team/team.schema';
import { sendPresence } from '../../api/team-presence';
import { useTeamsQuery } from '../../api/teams';
import type { HeardFrom, HeardPresence } from '../../hooks/heard-presence';
import { SaidPresence } from '../../hooks/said-presence';
import {
  OthersStore,
  TeamPresenceContext,
  type TeamPresenceContextValue,
  type TeamPresenceOf,
} from '../../hooks/use-team-presence';
import { memberName } from './team-members';

type Translate = ReturnType<typeof useTranslation>['t'];

/** The teammates heard, in the team's order: members only (one moved out is gone), never oneself. */
function othersOf(
  heard: ReadonlyMap<string, HeardFrom>,
  members: readonly TeamMember[],
  teamId: string,
  you: string,
  t: Translate,
): readonly TeamPresenceOf[] {
  return members.flatMap((member, index): TeamPresenceOf[] => {
    const word = heard.get(member.id);
    if (!word || word.teamId !== teamId || member.id === you) return [];
    const { lockId, documentId, typing, cursor, seenAt } = word;
    const label = memberName(t, members, member.id, member.nickname);
    const who = { playerId: member.id, nickname: member.nickname, label, colour: index };
    return [{ ...who, lockId, documentId, typing, cursor, seenAt }];
  });
}

/**
 * docs/product.md#team-presence: mounted around the game in a team (`teamId`), it makes
 * what the teammates are on readable by any part below (use-team-presence.ts), and says
 * what this member is on — nothing while the page is hidden, nothing once they leave the
 * game or the team. Outside a team it says nothing and shows nobody. `heard`: what the
 * player's live stream brings (game-screen.tsx).
 */
export function TeamPresenceProvider({
  player,
  teamId,
  heard,
  children,
}: {
  player: RegisteredPlayer;
  teamId: string | undefined;
  heard: HeardPresence;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const teams = useTeamsQuery(player, false, teamId !== undefined);
  const members = teams.data?.teams.find((team) => team.id === teamId)?.members;
  const words = useSyncExternalStore(heard.subscribe, heard.snapshot);
  const [others] = useState(() => new OthersStore());
  useEffect(() => {
    others.set(teamId && members ? othersOf(words, members, teamId, player.id, t) : []);
  }, [others, words, members, teamId, player.id, t]);

  const said = useRef<SaidPresence | undefined>(undefined);
  // What the parts below announced, kept for the speaker of a team joined later: theirs run
  // before this one's effect (a document open again after a reload).
  const announced = useRef<Partial<TeamPresence>>({});
  const { id, token } = player;
  useEffect(() => {
    if (!teamId) return;
    const speaker = new SaidPresence((presence, options) =>
      sendPresence({ id, token }, teamId, presence, options),
    );
    said.current = speaker;
    speaker.announce(announced.current);
    const onVisibility = () => speaker.setHidden(document.visibilityState === 'hidden');
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      speaker.stop();
      if (said.current === speaker) said.current = undefined;
    };
  }, [id, token, teamId]);

  const announce = useCallback((part: Partial<TeamPresence>) => {
    announced.current = { ...announced.current, ...part };
    said.current?.announce(part);
  }, []);
  const value = useMemo<TeamPresenceContextValue>(() => ({ others, announce }), [others, announce]);
  return <TeamPresenceContext.Provider value={value}>{children}</TeamPresenceContext.Provider>;
}
