// Loaded into a benchmarked server with `node --import`: each SIGUSR2 starts, then stops, a
// V8 CPU profile of the process, so that a bench profiles the seconds it measures and not
// the server's start or its setup. Stopped profiles are written to PROFILE_DIR as
// window-<n>.cpuprofile (n from 1), which Chrome DevTools or speedscope draw as flame graphs.
import fs from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';

const directory = process.env.PROFILE_DIR;
if (!directory) throw new Error('profile-on-signal.mjs needs PROFILE_DIR');
const session = new inspector.Session();
session.connect();
const post = (method, params) =>
  new Promise((resolve, reject) =>
    session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
  );
await post('Profiler.enable');
// 100 µs between samples, as --cpu-prof-interval's default is 1 ms: a request of ~50 µs needs it.
await post('Profiler.setSamplingInterval', { interval: 100 });

let running = false;
let windows = 0;
process.on('SIGUSR2', async () => {
  if (!running) {
    running = true;
    await post('Profiler.start');
    return;
  }
  running = false;
  const { profile } = await post('Profiler.stop');
  windows += 1;
  const file = path.join(directory, `window-${windows}.cpuprofile`);
  fs.writeFileSync(`${file}.part`, JSON.stringify(profile));
  fs.renameSync(`${file}.part`, file);
});
