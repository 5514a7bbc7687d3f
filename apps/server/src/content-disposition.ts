/**
 * `Content-Disposition: attachment` for a file name that may hold anything (RFC 6266 §4.3):
 * `filename="…"` in printable ASCII for old clients (every other character, quotes and
 * backslashes included, becomes `_`), and `filename*=UTF-8''…` percent-encoded (RFC 8187)
 * for the others. No byte of the name can end the header or start another
 * (docs/decisions/0016-hostile-input.md).
 */
export function attachmentDisposition(fileName: string): string {
  // A lone surrogate has no UTF-8: it becomes U+FFFD, as String.prototype.toWellFormed does.
  const wellFormed = fileName.replace(LONE_SURROGATE, '\ufffd');
  const fallback = wellFormed.replace(/[^\x20-\x7e]|["\\]/g, '_');
  // encodeURIComponent leaves !'()* as they are; RFC 8187's attr-char does not allow '()*.
  const encoded = encodeURIComponent(wellFormed).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
