import { once } from 'node:events';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the thread copies the write-ahead log into the database. */
const CHECKPOINT_INTERVAL_MS = 250;
/**
 * The log's frames (pages) beyond which the thread also starts it over (16 MB): copying
 * while the server writes, it never finds the log wholly copied, and SQLite only starts a
 * log over from a whole copy. Starting over holds the server's next write until the
 * database file is synced, a few milliseconds every few seconds of a busy session.
 */
const RESTART_FRAMES = 4096;

/**
 * The thread's code, CommonJS as an evaluated worker's is: its own connection to the file,
 * a PASSIVE checkpoint on a timer (it never waits for, nor blocks, a reader or a writer),
 * a RESTART one when the log has grown long, its failures told to the server, and a clean
 * close when asked.
 */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const file = new SQLite(workerData.path);
file.pragma('busy_timeout = 1000');
const checkpoint = () => {
  try {
    const [{ log }] = file.pragma('wal_checkpoint(PASSIVE)');
    if (log > workerData.restartFrames) file.pragma('wal_checkpoint(RESTART)');
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint();
  file.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Checkpoints once more, closes the thread's connection and ends it. */
  stop: () => Promise<void>;
}

/**
 * docs/decisions/0025-a-session-s-writes.md: SQLite copies its write-ahead log into the
 * database (a checkpoint, with an fsync) on the commit that fills it, about one commit in a
 * hundred in a busy session, which held the event loop 5 to 6 ms each time. A thread of
 * its own does it instead, and the connection `path` is open on no longer checkpoints.
 * Should the thread fail, that connection checkpoints by itself again.
 */
export function startCheckpointer(
  path: string,
  connection: { pragma: (source: string) => unknown },
  warn: (error: Error, message: string) => void,
): Checkpointer {
  const worker = new Worker(THREAD, {
    eval: true,
    // Its code is CommonJS and needs no loader: none of the process's flags (a loader of
    // TypeScript, `--input-type=module`) applies to it.
    execArgv: [],
    workerData: {
      path,
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      intervalMs: CHECKPOINT_INTERVAL_MS,
      restartFrames: RESTART_FRAMES,
    },
  });
  worker.unref();
  let running = true;
  connection.pragma('wal_autocheckpoint = 0');
  worker.on('message', (message: { error: string }) =>
    warn(new Error(message.error), 'The write-ahead log could not be checkpointed'),
  );
  worker.on('error', (error) => warn(error, 'The checkpoint thread stopped'));
  worker.on('exit', () => {
    if (running) connection.pragma('wal_autocheckpoint = 1000');
    running = false;
  });
  return {
    stop: async () => {
      if (!running) return;
      running = false;
      const exited = once(worker, 'exit');
      // Unreferenced, the thread would let a process with nothing else to do end before it.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
