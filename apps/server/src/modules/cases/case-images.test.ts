import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASE_LIMITS } from './case-archive.js';
import { vetImage } from './case-images.js';
import { refusal, thrown } from '../../../test/zip-fixtures.js';

const SCENARIOS = path.resolve(import.meta.dirname, '../../../../../content/scenarios');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46];
const WEBP = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [0, 1, 0, 0],
    [...'WEBPVP8 '].map((c) => c.charCodeAt(0)),
  );

const bytes = (text: string) => new TextEncoder().encode(text);
const svg = (inner: string, attributes = '') =>
  bytes(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inner}</svg>`,
  );
const vetSvg = (data: Uint8Array) => () => vetImage('images/plan.fr.svg', data);

const UNSAFE = refusal(422, 'CASE_IMAGE_UNSAFE');
const MISMATCH = refusal(415, 'CASE_IMAGE_MISMATCH');

function installedImages(): [string, string][] {
  return fs.readdirSync(SCENARIOS).flatMap((id) => {
    const dir = path.join(SCENARIOS, id, 'images');
    return fs.existsSync(dir)
      ? fs.readdirSync(dir).map((name): [string, string] => [`images/${name}`, path.join(dir, name)])
      : [];
  });
}

describe('an image of a case', () => {
  it.each(installedImages())('accepts the installed %s', (name, file) => {
    expect(() => vetImage(name, new Uint8Array(fs.readFileSync(file)))).not.toThrow();
  });

  it('accepts raster images whose bytes are their format, and a safe SVG', () => {
    expect(() => vetImage('images/a.png', new Uint8Array(PNG))).not.toThrow();
    expect(() => vetImage('images/a.jpg', new Uint8Array(JPEG))).not.toThrow();
    expect(() => vetImage('images/a.jpeg', new Uint8Array(JPEG))).not.toThrow();
    expect(() => vetImage('images/a.webp', new Uint8Array(WEBP))).not.toThrow();
    const safe = svg(
      '<defs><linearGradient id="g"/><rect id="r" width="1" height="1"/></defs>' +
        '<style>.a{fill:url("#g")}</style><use href="#r"/><use xlink:href="#r"/>' +
        '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>' +
        '<rect fill="url(#g)" style="stroke:url(#g)" width="2" height="2"/><text>Plan (niveau 0)</text>',
    );
    expect(() => vetImage('images/plan.fr.svg', safe)).not.toThrow();
    const declared = bytes(`<?xml version="1.0" encoding="UTF-8"?>\n<!-- drawn -->\n`);
    expect(() => vetImage('images/b.svg', new Uint8Array([...declared, ...svg('')]))).not.toThrow();
  });

  it('refuses a path that is not an image of a case, and an image over its limit', () => {
    expect(thrown(() => vetImage('images/x.gif', new Uint8Array(PNG)))).toMatchObject(
      refusal(415, 'CASE_FILE_TYPE'),
    );
    expect(thrown(() => vetImage('documents/x.fr.md', bytes('# x')))).toMatchObject(
      refusal(415, 'CASE_FILE_TYPE'),
    );
    const padded = svg(`<!-- ${'x'.repeat(CASE_LIMITS.svgBytes)} -->`);
    expect(thrown(vetSvg(padded))).toMatchObject(refusal(413, 'CASE_FILE_TOO_LARGE'));
  });

  it('refuses bytes that are not what the extension says', () => {
    expect(thrown(vetSvg(new Uint8Array(PNG)))).toMatchObject(MISMATCH);
    expect(
      thrown(() => vetImage('images/a.png', bytes('<html><script>alert(1)</script></html>'))),
    ).toMatchObject(MISMATCH);
    expect(thrown(() => vetImage('images/a.jpg', new Uint8Array(PNG)))).toMatchObject(MISMATCH);
    expect(
      thrown(() => vetImage('images/a.webp', bytes('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))),
    ).toMatchObject(MISMATCH);
    expect(thrown(vetSvg(bytes('<html><body>hi</body></html>')))).toMatchObject(MISMATCH);
    expect(thrown(vetSvg(bytes('<svg>no namespace</svg>')))).toMatchObject(MISMATCH);
    const latin1 = bytes(
      '<?xml version="1.0" encoding="ISO-8859-1"?><svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    expect(thrown(vetSvg(latin1))).toMatchObject(MISMATCH);
    expect(thrown(vetSvg(bytes('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>')))).toMatchObject(
      MISMATCH,
    );
    const text = new TextDecoder().decode(svg('<title>Plan</title>'));
    const [before, after] = text.split('Plan') as [string, string];
    const latin1Title = new Uint8Array([...bytes(`${before}Pl`), 0xe9, ...bytes(`n${after}`)]);
    expect(thrown(vetSvg(latin1Title))).toMatchObject(MISMATCH);
  });
});

describe('an SVG that could run script or load from outside', () => {
  it.each([
    ['a script', svg('<script>alert(1)</script>')],
    ['a script in a CDATA', svg('<script><![CDATA[alert(1)]]></script>')],
    ['onload on the root', svg('', ' onload="alert(1)"')],
    ['onclick on a shape', svg('<rect onclick="alert(1)"/>')],
    ['an external xlink:href', svg('<use xlink:href="http://evil.example/x.svg#a"/>')],
    ['an external href on an image', svg('<image href="https://evil.example/x.png"/>')],
    ['an SVG in a data URI', svg('<image href="data:image/svg+xml;base64,PHN2Zz4="/>')],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><text>x</text></a>')],
    ['a javascript: link split by a tab', svg('<a href="java&#9;script:alert(1)"><text>x</text></a>')],
    ['javascript: in any attribute', svg('<rect data-x="javascript:alert(1)"/>')],
    [
      'a foreignObject',
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
    ],
    ['an iframe', svg('<iframe xmlns="http://www.w3.org/1999/xhtml" src="#x"/>')],
    ['an embed', svg('<embed src="#x"/>')],
    ['an object', svg('<object data="#x"/>')],
    [
      'a DOCTYPE with an entity',
      bytes(
        '<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&xxe;</svg>',
      ),
    ],
    ['a DOCTYPE alone', bytes('<!DOCTYPE svg><svg xmlns="http://www.w3.org/2000/svg"/>')],
    [
      'a url() to elsewhere in a style attribute',
      svg('<rect style="background:url(https://evil.example/x.png)"/>'),
    ],
    ['a url() to elsewhere in a fill', svg('<rect fill="url(https://evil.example/p.svg#g)"/>')],
    ['a url() to elsewhere in a <style>', svg('<style>rect{fill:url(//evil.example/p.svg#g)}</style>')],
    ['an @import', svg('<style>@import "https://evil.example/x.css";</style>')],
    ['a CSS escape', svg('<style>rect{fill:\\75rl(https://evil.example/p#g)}</style>')],
    ['an image-set()', svg('<rect style="background:image-set(\'x.png\' 1x)"/>')],
    ['an external use', svg('<use href="other.svg#a"/>')],
    [
      'a style sheet instruction',
      bytes('<?xml-stylesheet href="https://evil.example/x.css"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
    ],
    ['an animation of href', svg('<a href="#a"><set attributeName="href" to="https://evil.example"/></a>')],
  ])('refuses %s', (_, data) => {
    expect(thrown(vetSvg(data))).toMatchObject(UNSAFE);
  });
});
