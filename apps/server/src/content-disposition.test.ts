import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.js';

describe('attachmentDisposition', () => {
  it('names an ordinary file twice, as RFC 6266 advises', () => {
    expect(attachmentDisposition('coulisses-AB2CDE-results.csv')).toBe(
      `attachment; filename="coulisses-AB2CDE-results.csv"; filename*=UTF-8''coulisses-AB2CDE-results.csv`,
    );
  });

  it('writes line breaks, U+2028, quotes and Greek as _ in the fallback and percent-encoded in filename*', () => {
    expect(attachmentDisposition('a\r\nb\u2028"c\\Ω.csv')).toBe(
      `attachment; filename="a__b__c__.csv"; filename*=UTF-8''a%0D%0Ab%E2%80%A8%22c%5C%CE%A9.csv`,
    );
  });

  it('is a valid header value whatever the name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (name) => {
        const value = attachmentDisposition(name);
        // Printable ASCII only: what Node accepts in a header, and nothing that ends one.
        expect(value).toMatch(/^[\x20-\x7e]+$/);
        const encoded = /filename\*=UTF-8''(.*)$/.exec(value)?.[1] ?? '';
        expect(encoded).toMatch(/^[A-Za-z0-9!#$&+.^_`|~%-]*$/);
      }),
    );
  });
});
