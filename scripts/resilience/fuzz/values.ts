/**
 * The nasty values the fuzzer puts where a valid one was: wrong JSON types,
 * anything at all, huge/empty/unicode/NUL strings, boundary numbers,
 * NaN-like and impossible-date strings, deep nesting, prototype keys.
 */
import fc from "fast-check";

export const NAN_LIKE_STRINGS = [
  "NaN",
  "nan",
  "Infinity",
  "-Infinity",
  "1e999",
  "-1e999",
  "0x1F",
  "0b101",
  "1_000",
  " 12 ",
  "12abc",
  "1,2,3",
  "١٢٣",
  "１２",
  "--1",
  "+-0",
  ".",
  "-",
  "1e-7",
  "00000000000000000000001",
  "9".repeat(400),
] as const;

export const IMPOSSIBLE_DATES = [
  "2026-02-30",
  "2025-02-29",
  "2026-13-01",
  "2026-00-10",
  "2026-06-31",
  "0000-00-00",
  "0000-01-01",
  "9999-99-99",
  "2026-1-1",
  "26-01-01",
  "-002026-01-01",
  "+275760-09-13T00:00:00.000Z",
  "2026-01-01T25:00:00Z",
  "2026-01-01T23:59:60Z",
  "2026-01-01T12:00:00+25:00",
  "2026-01-01T12:00:00",
  "1969-12-31T23:59:59.999Z",
  "2026-01-01T12:00:00.000000000001Z",
  "Thu, 01 Jan 2026 00:00:00 GMT",
  "today",
] as const;

export const BOUNDARY_NUMBERS = [
  0,
  -0,
  -1,
  0.005,
  0.1 + 0.2,
  1e21,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  999_999_999_999.99,
  10_000_000.01,
  99_999,
] as const;

const NUL_AND_BROKEN_UNICODE = ["a\u0000b", "\u0000", "\uD800", "x\uDFFFy", "\uFFFE\uFFFF", "\u202Eevil", "\u200B", "e\u0301"] as const;

const INJECTION_STRINGS = [
  "' OR 1=1 --",
  "'; DROP TABLE clients; --",
  '"); SELECT pg_sleep(10); --',
  "<img src=x onerror=alert(1)>",
  "${7*7}",
  "{{7*7}}",
  "../../etc/passwd",
  "%00",
  "\r\nSet-Cookie: a=b",
] as const;

/** Strings that break length, encoding or meaning. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constant(""),
  fc.constant("   "),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(...NAN_LIKE_STRINGS, ...IMPOSSIBLE_DATES, ...NUL_AND_BROKEN_UNICODE, ...INJECTION_STRINGS),
  fc
    .tuple(fc.constantFrom("x", "é", "🏝️", "\u0000", " "), fc.integer({ min: 201, max: 300_000 }))
    .map(([unit, count]) => unit.repeat(count)),
);

/** Objects and arrays nested deeper than any schema goes (the server refuses beyond 32 levels). */
export const deeplyNested: fc.Arbitrary<unknown> = fc.tuple(fc.integer({ min: 20, max: 300 }), fc.boolean()).map(([depth, asArrays]) => {
  let value: unknown = "bottom";
  for (let level = 0; level < depth; level++) value = asArrays ? [value] : { nested: value };
  return value;
});

/** Own keys that a careless merge would treat as the prototype. */
const prototypeKeys: fc.Arbitrary<unknown> = fc.constantFrom(
  JSON.parse('{"__proto__": {"role": "admin", "isActive": true}}'),
  JSON.parse('{"constructor": {"prototype": {"polluted": true}}}'),
  JSON.parse('{"toString": "boom", "valueOf": 1}'),
);

/** Any value of the wrong kind, or of the right kind at a bad extreme. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 5 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [""], { name: null }), weight: 2 },
  { arbitrary: fc.constantFrom<unknown>(...BOUNDARY_NUMBERS), weight: 2 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.anything({ maxDepth: 3 }), weight: 3 },
  { arbitrary: fc.array(nastyString, { maxLength: 200 }), weight: 1 },
  { arbitrary: fc.uuid(), weight: 1 },
  { arbitrary: deeplyNested, weight: 1 },
  { arbitrary: prototypeKeys, weight: 1 },
);

/** A header-safe value (fetch refuses non-Latin-1 and line breaks in headers). */
export const headerValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)), minLength: 1, maxLength: 300 }),
  fc.constantFrom("null", "undefined", "Bearer x", "a.b.c", "eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.", "%00", "x".repeat(8_000)),
);
