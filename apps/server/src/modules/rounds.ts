/**
 * Runs `round` every `everyMs`, never two at once: a round still at work when the next
 * is due skips it. A failed round is reported and the next one tries again. The timer
 * does not keep the process alive; the function returned stops it.
 */
export function scheduleRounds(
  round: (now: Date) => Promise<unknown>,
  everyMs: number,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    round(new Date())
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
