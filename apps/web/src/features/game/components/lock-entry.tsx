import type { ArrangedAnswer } from '@coulisses/shared/game/arranged-answer';
import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';
import { useLockImageQuery } from '../api/game';
import type { LockFormProps } from './lock-frame';
import { LockForm } from './lock-form';
import { MatchLockForm } from './match-lock-form';
import { OrderLockForm } from './order-lock-form';
import { SpotLockForm } from './spot-lock-form';

type Reader = Pick<RegisteredPlayer, 'id' | 'token' | 'lang'>;

/** A spot lock with its picture, asked for once the game takes answers and kept after. */
function SpotLock({ player, ...props }: LockFormProps<ArrangedAnswer> & { player: Reader }) {
  const image = useLockImageQuery(player, props.lock.id, !props.disabled);
  return (
    <SpotLockForm
      {...props}
      image={{
        src: image.data?.src,
        failed: image.isError && !image.data,
        retry: () => void image.refetch(),
      }}
    />
  );
}

/**
 * One lock's form, by its kind (docs/product.md#locks): an answer typed or chosen, items put
 * in order, pairs made, places marked on an image. All of them around the same frame
 * (lock-frame.tsx).
 */
export function LockEntry({ player, ...props }: LockFormProps & { player: Reader }) {
  switch (props.lock.kind) {
    case 'order':
      return <OrderLockForm {...props} />;
    case 'match':
      return <MatchLockForm {...props} />;
    case 'spot':
      return <SpotLock player={player} {...props} />;
    default:
      return <LockForm {...props} />;
  }
}
