import { redirect } from 'react-router';
import { isRegistered } from '../lib/storage';
import { paths } from '../lib/paths';

/** Spec §2: only a registered player reaches the game; the others go to register. */
export function requirePlayer(): null {
  if (!isRegistered()) throw redirect(paths.register);
  return null;
}
