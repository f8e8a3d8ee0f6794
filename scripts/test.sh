#!/usr/bin/env bash
# `npm test`: everything CI checks, in the order that fails fastest.
# First makes the machine ready (scripts/prepare-test-machine.sh: npm packages,
# Chromium, PostgreSQL at TEST_PG_URL), or stops at once saying what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node-24.sh
export NEXT_TELEMETRY_DISABLED=1
# This is CI's command: a stray .only fails (Vitest, Playwright) and Playwright retries a failed test once (playwright.config.ts).
export CI="${CI:-true}"

bash scripts/prepare-test-machine.sh
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
