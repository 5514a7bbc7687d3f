import fc from 'fast-check';

/**
 * Arbitraries for the fuzz test (fuzz.test.ts): values shaped by an OpenAPI (JSON) schema,
 * and the hostile bytes an attacker sends instead.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** Characters that broke or may break something: controls, line separators, lone surrogates. */
export const HOSTILE_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u00a0',
  '\u2028',
  '\u2029',
  '\ud800',
  '\udfff',
  '\ufeff',
  '\u202e',
  '\uffff',
  '%00',
  '%',
  '"',
  "'",
  '\\',
  '/',
  '../',
  '<script>',
  '=1+1',
  'Ω',
  '👩‍👩‍👧',
];

const hostileCharacter = fc.constantFrom(...HOSTILE_CHARACTERS);

/** A string an attacker might send: controls inside, every code point, very long, empty. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 12 }), hostileCharacter, fc.string({ maxLength: 12 }))
      .map((parts) => parts.join('')),
  },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.array(hostileCharacter, { maxLength: 8 }).map((parts) => parts.join('')) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', ' ', '\u0000', 'null', 'undefined', '0', '-1', '1e309', '[]', '{}'),
  },
  { weight: 1, arbitrary: fc.integer({ min: 60, max: 5000 }).map((length) => 'a'.repeat(length)) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 20 }).map((length) => '\u0000'.repeat(length)) },
);

/** Any JSON value, of any type, a few levels deep. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER, -1e300) },
);

/** Known-good values by property name, so that shaped bodies reach the code behind the schema. */
export type Realistic = (name: string) => fc.Arbitrary<unknown> | undefined;

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uri') {
    return fc.oneof(
      fc.webUrl({ validSchemes: ['https'] }),
      fc.constantFrom(
        'https://127.0.0.1/push',
        'https://[::1]:8443/push',
        'https://169.254.169.254/latest/meta-data',
        'https://10.0.0.7/push',
        'https://localhost/push',
        'http://push.example.com/x',
        'https://[::ffff:127.0.0.1]/push',
        'https://0.0.0.0/push',
        'https://2130706433/push',
      ),
    );
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    // "^[class]+$" with lengths: characters of the class, as many as the lengths say.
    const characterClass = /^\^(\[[^\]]+\])[+*]\$$/.exec(schema.pattern)?.[1];
    if (characterClass) {
      return fc.string({
        unit: fc.stringMatching(new RegExp(`^${characterClass}$`)),
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 100),
      });
    }
    // Any other pattern: what it matches, whatever the lengths (a filter could loop for ever).
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot read: any string.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 80) });
}

/** A value the schema accepts, most of the time; hostile in places, some of the time. */
export function shaped(
  schema: JsonSchema | undefined,
  realistic: Realistic,
  depth = 0,
): fc.Arbitrary<unknown> {
  const inner = shapedValue(schema ?? {}, realistic, depth);
  // One value in eight anywhere in the tree is hostile instead of shaped.
  return fc.oneof({ weight: 7, arbitrary: inner }, { weight: 1, arbitrary: anyJson });
}

function shapedValue(schema: JsonSchema, realistic: Realistic, depth: number): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((item) => shaped(item, realistic, depth)));
  if (schema.allOf?.length) return shaped(schema.allOf[0], realistic, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const withNull = (arbitrary: fc.Arbitrary<unknown>) =>
    schema.nullable ? fc.oneof(arbitrary, fc.constant(null)) : arbitrary;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return withNull(stringFor(schema));
    case 'integer':
      return withNull(fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 }));
    case 'number':
      return withNull(fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true }));
    case 'boolean':
      return withNull(fc.boolean());
    case 'null':
      return fc.constant(null);
    case 'array':
      return withNull(
        fc.array(depth > 4 ? anyJson : shaped(schema.items, realistic, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 5, 5),
        }),
      );
    case 'object':
    case undefined:
      if (!schema.properties && type === undefined) return anyJson;
      return withNull(objectFor(schema, realistic, depth));
    default:
      return anyJson;
  }
}

function objectFor(schema: JsonSchema, realistic: Realistic, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    const known = realistic(name);
    const value = depth > 4 ? anyJson : shaped(property, realistic, depth + 1);
    model[name] = known ? fc.oneof({ weight: 3, arbitrary: known }, { weight: 1, arbitrary: value }) : value;
  }
  const record = fc.record(model, {
    requiredKeys: Object.keys(model).filter((name) => required.has(name)),
  });
  const extra =
    typeof schema.additionalProperties === 'object'
      ? fc.dictionary(
          fc.oneof(fc.string({ maxLength: 10 }), hostileString),
          shaped(schema.additionalProperties, realistic, depth + 1),
          { maxKeys: 4 },
        )
      : fc.oneof(
          { weight: 5, arbitrary: fc.constant({}) },
          { weight: 1, arbitrary: fc.dictionary(hostileString, anyJson, { maxKeys: 2 }) },
        );
  return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known }));
}
