// Without a file of its own, Next.js (whose workspace root is the console's, the nearest lockfile) would
// run the console's instrumentation.ts here.
export function register() {}
