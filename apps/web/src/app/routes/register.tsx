import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { Backstage } from '../../components/backstage';
import { RegisterPage } from '../register-page';
import { handOverRegisteredPlayer, registeredPlayerHandedOver } from '../../features/register/handed-over';
import { registerNoticeOf } from '../../lib/register-notice';
import { paths } from '../../lib/paths';

const loadStartDialog = () => import('../../features/register/components/start-dialog');
const StartDialog = lazy(() => loadStartDialog().then((module) => ({ default: module.StartDialog })));

/**
 * docs/product.md#registration-screen-flow: the registration dialog, then the start dialog,
 * then the root route. `?session=CODE` (the join link) pre-fills the session id. A player
 * who registered on /register's own page arrives here with the start dialog; one the game
 * sent back is told why.
 */
export function RegisterRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { state } = useLocation();
  const [player, setPlayer] = useState<RegisteredPlayer | undefined>(registeredPlayerHandedOver);
  const begin = () => {
    handOverRegisteredPlayer(undefined);
    void navigate(paths.game, { replace: true });
  };

  if (!player) {
    return (
      <RegisterPage
        joinCode={searchParams.get('session') ?? ''}
        invitedTeam={searchParams.get('team')}
        notice={registerNoticeOf(state)}
        // Fetch the start dialog while the registration request travels.
        onSubmitting={() => void loadStartDialog()}
        onRegistered={setPlayer}
      />
    );
  }
  return (
    <Backstage>
      <Suspense fallback={null}>
        <StartDialog player={player} onClose={begin} />
      </Suspense>
    </Backstage>
  );
}
