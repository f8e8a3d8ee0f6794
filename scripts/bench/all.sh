#!/usr/bin/env bash
# `npm run bench [-- run.ts options]`: the API benchmark (scripts/bench/run.ts, which
# takes the options), the import of 20,000 listings through HTTP (scripts/bench/imports.ts:
# dry run ≤ 20 s with the app's RSS < 400 MB, commit ≤ 60 s; about 2 minutes), the month's rent run for
# 1,000 and 10,000 leases (scripts/bench/rent.ts: ≤ 60 s with RSS < 400 MB at 10,000) and the rent roll at the same
# scales (scripts/bench/rent-roll.ts: the server functions, p50 growth ≤ 1.5×; about a minute), the owner's statement
# with its rent sections at 68,000 and 680,000 owner entries (scripts/bench/statement-rent.ts: p50 growth ≤ 1.5×), the
# late-fee pass with the rent run (rent.ts), a listing's documents
# and gallery at scales 1 and 10 with a 25 MB document up and down (scripts/bench/documents.ts: p50
# growth ≤ 1.5×, RSS < 400 MB; about 4 minutes), then the page budgets (scripts/bench/pages.ts, also
# `npm run bench:pages`) with Lighthouse's desktop and mobile presets. BENCH_SKIP_IMPORTS=1,
# BENCH_SKIP_DOCUMENTS=1, BENCH_SKIP_RENT=1 or BENCH_SKIP_PAGES=1 leave a part out.
set -euo pipefail
cd "$(dirname "$0")/../.."
status=0
npx tsx scripts/bench/run.ts "$@" || status=$?
if [ "${BENCH_SKIP_IMPORTS:-}" != "1" ]; then
  npx tsx scripts/bench/imports.ts || status=$?
fi
if [ "${BENCH_SKIP_RENT:-}" != "1" ]; then
  npx tsx scripts/bench/rent.ts || status=$?
  npx tsx scripts/bench/rent-roll.ts --runs 30 || status=$?
  npx tsx scripts/bench/statement-rent.ts || status=$?
fi
if [ "${BENCH_SKIP_DOCUMENTS:-}" != "1" ]; then
  npx tsx scripts/bench/documents.ts || status=$?
fi
if [ "${BENCH_SKIP_PAGES:-}" != "1" ]; then
  for preset in desktop mobile; do
    npx tsx scripts/bench/pages.ts --preset="$preset" || status=$?
  done
fi
exit "$status"
