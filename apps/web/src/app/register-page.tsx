import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { normaliseJoinCode } from '@coulisses/shared/session/join-code';
import { Backstage } from '../components/backstage';
import { useDocumentTitle } from '../hooks/use-document-title';
import { rememberTeamInvite } from '../features/game/components/team/team-invite';
import type { RegisterNotice } from '../lib/register-notice';
import { RegistrationDialog } from '../features/register/components/registration-dialog';

/**
 * docs/product.md#registration-screen-flow, its first step: the registration dialog on the
 * backstage. `joinCode` and `invitedTeam` come from the join link (`?session=CODE&team=…`);
 * `notice` is what the game sent the player back with.
 * The same page as /register's own entry (src/register/main.tsx) and as the app's route.
 */
export function RegisterPage({
  joinCode,
  invitedTeam,
  notice,
  onRegistered,
  onSubmitting,
}: {
  joinCode: string;
  invitedTeam: string | null;
  notice?: RegisterNotice;
  onRegistered: (player: RegisteredPlayer) => void;
  onSubmitting?: () => void;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t('register.title'), t('app.name'));
  // A teammate's code names their team too: the team step offers it after registration.
  useEffect(() => {
    if (joinCode && invitedTeam) rememberTeamInvite(normaliseJoinCode(joinCode), invitedTeam);
  }, [joinCode, invitedTeam]);
  return (
    <Backstage>
      <RegistrationDialog
        initialSessionId={joinCode}
        notice={notice}
        onRegistered={onRegistered}
        onSubmitting={onSubmitting}
      />
    </Backstage>
  );
}
