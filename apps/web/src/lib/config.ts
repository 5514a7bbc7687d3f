import { API_VERSION } from '@coulisses/shared/http/constants';

/**
 * The API base is read at run time from index.html (the server fills it in from
 * PUBLIC_API_BASE), so one build serves any host; empty means the same origin.
 */
export function readApiBase(doc: Document = document): string {
  return readMeta('coulisses-api-base', doc);
}

function readMeta(name: string, doc: Document): string {
  const content = doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
  return content.trim().replace(/\/+$/, '');
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where players open a join link: the configured public URL; else, for a game master on
 * localhost, this machine's LAN address (a phone cannot open "localhost"); else the
 * address the game master uses.
 */
export function readJoinBase(doc: Document = document, location: Location = window.location): string {
  const configured = readMeta('coulisses-public-url', doc);
  if (configured) return configured;
  const lan = readMeta('coulisses-lan-url', doc);
  return lan && LOOPBACK.has(location.hostname) ? lan : location.origin;
}

export function apiPrefix(apiBase: string): string {
  return `${apiBase}/${API_VERSION}`;
}
