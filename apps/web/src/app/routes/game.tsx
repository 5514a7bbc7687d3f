import { GameScreen } from '../../features/game/components/game-screen';

/** Loaded on demand (spec §2): the game area stays out of the registration screen's load. */
export const Component = GameScreen;
