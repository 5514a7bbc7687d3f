// A player's requests while a benchmark loads the server: autocannon in a process of its
// own (so the benchmark's own work never delays it), one connection at a steady rate,
// until the parent says stop; it answers with the latency summary.
//
//   fork('bench/lib/latency-probe.mjs', [url, ratePerSecond]) … child.send('stop')
import autocannon from 'autocannon';

const [url, rate = '50'] = process.argv.slice(2);
const instance = autocannon({ url, connections: 1, overallRate: Number(rate), duration: 600 });
instance.on('done', (result) => {
  process.send?.({
    count: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
  });
  process.disconnect?.();
});
process.on('message', (message) => {
  if (message === 'stop') instance.stop();
});
