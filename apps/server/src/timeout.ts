/**
 * `work`, or a rejection with `message` once `ms` have passed — whichever comes first. The
 * work goes on when it loses; its own failure is then nobody's (the race has heard it).
 */
export function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
