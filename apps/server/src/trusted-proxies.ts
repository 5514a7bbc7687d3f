import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for the ranges a reverse proxy on the same host or network has. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const WHY_NOT_EVERYONE =
  'trusting every address lets any client write its own X-Forwarded-For and choose the address ' +
  'that every per-address limit counts; list the proxies instead, by their exact addresses ' +
  '(e.g. 127.0.0.1 or 10.0.0.5): a range that holds clients too lets those clients choose theirs';

/** One entry: a name, an address, or a CIDR range that is not the whole Internet. */
function problemWith(entry: string): string | undefined {
  if (NAMED_RANGES.has(entry)) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0)
    return `"${entry}" is not an address, a CIDR range or ${[...NAMED_RANGES].join('/')}`;
  if (prefix === undefined) return undefined;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  const max = family === 4 ? 32 : 128;
  if (!(bits >= 0 && bits <= max)) return `"${entry}" has no valid prefix length (0–${max})`;
  if (bits === 0) return `"${entry}" is every address: ${WHY_NOT_EVERYONE}`;
  return undefined;
}

/**
 * TRUST_PROXY: the reverse proxies whose X-Forwarded-For is believed, by address
 * (docs/decisions/0014-sign-in-and-shared-limits.md). Empty or `false`: none. A blanket
 * `true` is refused, since the client's own header would then set its address.
 */
export const trustedProxiesSchema = z
  .string()
  .optional()
  .transform((value, context) => {
    const trimmed = (value ?? '').trim();
    if (trimmed === '' || trimmed === 'false') return [];
    if (trimmed === 'true' || trimmed === '*') {
      context.addIssue({ code: 'custom', message: `"${trimmed}" is refused: ${WHY_NOT_EVERYONE}` });
      return z.NEVER;
    }
    const entries = trimmed
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    for (const entry of entries) {
      const problem = problemWith(entry);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }
    return entries;
  });
