/**
 * What the exactly-once suites (suites/95-rent-run.ts, 96-late-fees.ts) share: waiting for a run's first committed
 * entries before killing it, and their figures.
 */
import { sleep, writeFigures } from "./support/suite";

/** Polls `count` every 50 ms until it is above 0 or `timeoutMs` has passed; returns the last count (a kill waits for some). */
export async function firstCommitted(count: () => Promise<number>, timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let counted = 0;
  while (Date.now() < deadline) {
    counted = await count();
    if (counted > 0) break;
    await sleep(50);
  }
  return counted;
}

/**
 * The figures and the closing line of an exactly-once suite (95-rent-run, 96-late-fees): how long the two instances
 * took over the leases, and how many entries the killed run kept and the rerun made (`made`: "charged", "posted").
 */
export function reportExactlyOnce(
  suite: string,
  figures: { leases: number; twoInstancesMs: number; chargedBeforeKill: number; chargedAfterRestart: number },
  made: string,
): void {
  writeFigures(suite, figures);
  console.log(
    `${suite.replace("-", " ")}: two instances ${figures.twoInstancesMs} ms for ${figures.leases} leases; killed after ${figures.chargedBeforeKill}, the rerun ${made} ${figures.chargedAfterRestart}`,
  );
}
