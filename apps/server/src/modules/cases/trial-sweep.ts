import { ApiError } from '../../http-error.js';
import type { DataStore } from '../data-store.js';
import { scheduleRounds } from '../rounds.js';
import { deleteSession, type SessionEvents } from '../sessions/sessions.js';
import { deleteCaseVersionFiles, listTrialsCreatedBefore } from './cases-store.js';

/** How long an author's trial is kept (docs/product.md#case-editor: "forgotten a day later"). */
export const TRIAL_KEPT_MS = 24 * 60 * 60 * 1000;

/** A trial is kept a day: looking every ten minutes forgets it within minutes of its end. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export interface SweepDeps {
  db: DataStore;
  events: SessionEvents;
  /** Hears of a trial that could not be forgotten; the sweep goes on to the next. */
  onError: (error: unknown) => void;
}

/**
 * Forgets the trials created more than a day before `now`, of every case: each session as a
 * game master's deletion does (its players, games, actions and messages go with it, its
 * streams close once it is gone), and the files of the version it played, both in one
 * transaction so that neither outlives the other. Every instance sweeps; a trial another
 * instance forgot first is passed over, and one that fails is reported without holding up
 * the others. Returns how many trials this call forgot.
 */
export async function sweepOldTrials(deps: SweepDeps, now: Date): Promise<number> {
  const before = new Date(now.getTime() - TRIAL_KEPT_MS).toISOString();
  let forgotten = 0;
  for (const trial of await listTrialsCreatedBefore(deps.db, before)) {
    try {
      await deleteSession(deps.db, deps.events, trial.id, async (trx) => {
        await deleteCaseVersionFiles(trx, trial.scenario_id, [trial.scenario_version]);
      });
      forgotten += 1;
    } catch (error) {
      if (!(error instanceof ApiError && error.statusCode === 404)) deps.onError(error);
    }
  }
  return forgotten;
}

/** Sweeps every ten minutes; a failed round is reported and the next one tries again. */
export const scheduleTrialSweep = (db: DataStore, events: SessionEvents, onError: (error: unknown) => void) =>
  scheduleRounds((now) => sweepOldTrials({ db, events, onError }, now), SWEEP_EVERY_MS, onError);
