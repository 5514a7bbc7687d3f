import { lazy, Suspense, useEffect, useState } from 'react';
import { normaliseJoinCode } from '@coulisses/shared/session/join-code';
import { rememberTeamInvite } from '../../features/game/components/team/team-invite';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { Backstage } from '../../components/backstage';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { RegistrationDialog } from '../../features/register/components/registration-dialog';
import { paths } from '../../lib/paths';

const loadStartDialog = () => import('../../features/register/components/start-dialog');
const StartDialog = lazy(() => loadStartDialog().then((module) => ({ default: module.StartDialog })));

/**
 * docs/product.md#registration-screen-flow: the registration dialog, then the start dialog,
 * then the root route. `?session=CODE` (the join link) pre-fills the session id.
 */
export function RegisterRoute() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  useDocumentTitle(t('register.title'), t('app.name'));
  const [searchParams] = useSearchParams();
  // The join link's code. The page prerendered at build time has none (app/prerender.tsx):
  // the field takes it through its ref as the app takes the page over, not as a rendered
  // value, so the page the app hydrates is the one the server sent.
  const joinCode = searchParams.get('session') ?? '';
  // A teammate's code names their team too: the team step offers it after registration.
  const invitedTeam = searchParams.get('team');
  useEffect(() => {
    if (joinCode && invitedTeam) rememberTeamInvite(normaliseJoinCode(joinCode), invitedTeam);
  }, [joinCode, invitedTeam]);
  const [player, setPlayer] = useState<RegisteredPlayer | undefined>();
  // The start dialog opens once the registration dialog has finished closing: two modals
  // crossing would leave the new one aria-hidden by the old one's cleanup.
  const [registrationClosed, setRegistrationClosed] = useState(false);

  return (
    <Backstage>
      <RegistrationDialog
        open={player === undefined}
        initialSessionId={joinCode}
        // Fetch the start dialog while the registration request travels.
        onSubmitting={() => void loadStartDialog()}
        onRegistered={setPlayer}
        onExited={() => setRegistrationClosed(true)}
      />
      {player && registrationClosed && (
        <Suspense fallback={null}>
          <StartDialog player={player} onClose={() => void navigate(paths.game, { replace: true })} />
        </Suspense>
      )}
    </Backstage>
  );
}
