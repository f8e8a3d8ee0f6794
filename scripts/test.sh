#!/usr/bin/env bash
# `npm test`: everything CI checks, in the order that fails fastest.
# Needs PostgreSQL at 127.0.0.1:5432 (TEST_PG_URL to change) and Chromium
# at /usr/bin/chromium (CHROMIUM_PATH to change); .ci/run installs both.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

echo "== lint";        npm run --silent lint
echo "== typecheck";   npm run --silent typecheck
echo "== unit and database tests (Vitest)"
npx vitest run
echo "== production build"
npx next build
echo "== API, browser and embedded-database tests (Playwright)"
npx tsx scripts/run-e2e.ts
echo "== resilience: fuzzing, faults, two instances (scripts/resilience)"
npx tsx scripts/resilience/run.ts
