import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download';

describe('fileNameFromDisposition', () => {
  it('reads the quoted file name the server sends', () => {
    expect(fileNameFromDisposition('attachment; filename="coulisses-ABC234-results.csv"')).toBe(
      'coulisses-ABC234-results.csv',
    );
  });

  it('prefers the encoded name and reads an unquoted one', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.csv"; filename*=UTF-8''r%C3%A9sultats.csv`)).toBe(
      'résultats.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
  });

  it('gives nothing when the header is absent or names no file', () => {
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
  });
});
