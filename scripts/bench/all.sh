#!/usr/bin/env bash
# `npm run bench [-- run.ts options]`: the API benchmark (scripts/bench/run.ts, which
# takes the options) and then the page budgets (scripts/bench/pages.ts, also
# `npm run bench:pages`) with Lighthouse's desktop and mobile presets.
# BENCH_SKIP_PAGES=1 runs the API benchmark alone.
set -euo pipefail
cd "$(dirname "$0")/../.."
status=0
npx tsx scripts/bench/run.ts "$@" || status=$?
if [ "${BENCH_SKIP_PAGES:-}" != "1" ]; then
  for preset in desktop mobile; do
    npx tsx scripts/bench/pages.ts --preset="$preset" || status=$?
  done
fi
exit "$status"
