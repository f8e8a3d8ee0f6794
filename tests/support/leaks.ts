/**
 * Traces of internals that must never reach a client: stack frames, file
 * paths, SQL, the ORM. Shared by the API suite (expectNoInternals) and the
 * fuzzing suite (scripts/resilience/suites/10-fuzz.ts), so both look for the same things.
 */
export const LEAKS: { name: string; pattern: RegExp }[] = [
  { name: "a stack frame", pattern: /\bat\s+[^\s]+\s+\(|\bat\s+(?:file:\/\/|\/|[A-Za-z]:\\)[^\s]*:\d+/ },
  { name: "a source file path", pattern: /(?:\/|\\)[\w.-]+\.(?:ts|tsx|js|mjs|cjs):\d+/ },
  { name: "node_modules", pattern: /node_modules/ },
  {
    name: "SQL",
    pattern: /\b(?:select\s+[\w"*]|insert\s+into|delete\s+from|update\s+"?\w+"?\s+set)\b|\bSQLSTATE\b|violates\s+\w+\s+constraint/i,
  },
  { name: "an ORM error", pattern: /prisma|PrismaClient|\bP[12]\d{3}\b/i },
];

/** The name of the first leak found in `text`, or null. */
export function findLeak(text: string): string | null {
  return LEAKS.find(({ pattern }) => pattern.test(text))?.name ?? null;
}
