import { useEffect, useState } from 'react';
import type { ErrorBody } from '@coulisses/shared/http/error-keys';
import { readApiError } from '../lib/api-client';

/** A failed read's refusal: `read` once its body is read, `refusal` when the server refused. */
export interface ReadFailure {
  read: boolean;
  refusal: ErrorBody | undefined;
}

/**
 * The server's refusal a failed read carries (its key, docs/product.md#error-answers), once
 * its body is read; none for a failure that is no refusal (the network, a server that did
 * not answer). What a page says of a failed read rests on it: a refusal says its reason,
 * never "check the connection".
 */
export function useRefusal(error: unknown): ReadFailure {
  const [read, setRead] = useState<{ error: unknown; body: ErrorBody | undefined }>();
  useEffect(() => {
    if (!error) return;
    let current = true;
    void readApiError(error).then((body) => {
      if (current) setRead({ error, body });
    });
    return () => {
      current = false;
    };
  }, [error]);
  if (read && read.error === error) return { read: true, refusal: read.body };
  return { read: !error, refusal: undefined };
}
