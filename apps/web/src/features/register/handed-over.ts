import type { RegisteredPlayer } from '@coulisses/shared/player/player.schema';

let handedOver: RegisteredPlayer | undefined;

/**
 * The player who has just registered on /register's own page, handed over to the app that
 * page then draws (src/register/main.tsx): the app's register route goes on with the start
 * dialog (docs/product.md#registration-screen-flow).
 */
export function handOverRegisteredPlayer(player: RegisteredPlayer | undefined): void {
  handedOver = player;
}

export function registeredPlayerHandedOver(): RegisteredPlayer | undefined {
  return handedOver;
}
