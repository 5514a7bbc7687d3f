import { API_VERSION } from '@coulisses/shared/http/constants';

/**
 * The API base is read at run time from index.html (the server fills it in from
 * PUBLIC_API_BASE), so one build serves any host; empty means the same origin.
 */
export function readApiBase(doc: Document = document): string {
  const content = doc.querySelector('meta[name="coulisses-api-base"]')?.getAttribute('content') ?? '';
  return content.trim().replace(/\/+$/, '');
}

export function apiPrefix(apiBase: string): string {
  return `${apiBase}/${API_VERSION}`;
}
