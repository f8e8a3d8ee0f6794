#!/usr/bin/env bash
# `npm run demo`: the console on the embedded database with demo data, on a
# fresh clone, in one command. Installs dependencies if needed, builds (when the sources changed),
# migrates and seeds .data/pglite, then serves http://127.0.0.1:${PORT:-3000}.
# It listens on this computer only (127.0.0.1): the demo's passwords are in
# the README. HOST=0.0.0.0 (or an address of this machine) opens it to others.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node-24.sh

export NEXT_TELEMETRY_DISABLED=1
export PORT="${PORT:-3000}"
HOST="${HOST:-127.0.0.1}"
HOST="${HOST#[}" && HOST="${HOST%]}"         # an IPv6 address may come in brackets
# The address to open: every interface is reached from here as localhost; an IPv6 address goes in brackets.
case "$HOST" in
  0.0.0.0 | ::) URL_HOST="localhost" ;;
  *:*) URL_HOST="[${HOST}]" ;;
  *) URL_HOST="$HOST" ;;
esac
export DATABASE_URL=""                       # the embedded database, whatever the shell had
export PGLITE_DATA_DIR="${PGLITE_DATA_DIR:-.data/pglite}"
export NEXTAUTH_URL="${NEXTAUTH_URL:-http://${URL_HOST}:${PORT}}"

if [ ! -d node_modules ] || [ ! -f lib/generated/prisma/client.ts ]; then
  echo "Installing dependencies..."
  npm install --no-audit --no-fund
fi

# A sign-in secret kept with the demo data, so sessions survive restarts.
mkdir -p .data
if [ -z "${NEXTAUTH_SECRET:-}" ]; then
  [ -f .data/auth-secret ] || node -e 'process.stdout.write(require("crypto").randomBytes(32).toString("base64url"))' > .data/auth-secret
  NEXTAUTH_SECRET="$(cat .data/auth-secret)"
  export NEXTAUTH_SECRET
fi

# Build only when something the build reads changed since the demo's last build (scripts/build-fingerprint.mjs).
# The stamp lives in .next, so any other `next build` (which empties .next) makes the next demo build again;
# DEMO_BUILD=always builds anyway.
BUILT="${DEMO_NEXT_DIR:-${NEXT_DIST_DIR:-.next}}"   # the build folder (tests point it elsewhere)
BUILD_STAMP="${BUILT}/demo-build-fingerprint"
FINGERPRINT="$(node scripts/build-fingerprint.mjs)"
if [ "${DEMO_BUILD:-}" != "always" ] && [ -f "${BUILT}/BUILD_ID" ] && [ "$(cat "$BUILD_STAMP" 2>/dev/null)" = "$FINGERPRINT" ]; then
  echo "The build is up to date (nothing it reads changed since; DEMO_BUILD=always builds anyway)."
else
  echo "Building (about 2 minutes; the next start skips it while nothing changes)..."
  npx next build > .data/build.log 2>&1 || { cat .data/build.log; exit 1; }
  mkdir -p "$(dirname "$BUILD_STAMP")"
  echo "$FINGERPRINT" > "$BUILD_STAMP"
fi

echo "Preparing the embedded database in ${PGLITE_DATA_DIR}..."
npx tsx prisma/seed.ts --demo

echo
case "$HOST" in
  127.* | ::1 | localhost) echo "Agency Console: http://${URL_HOST}:${PORT}  (this computer only; Ctrl+C stops it)" ;;
  *) echo "Agency Console: http://${URL_HOST}:${PORT}  (listening on ${HOST}: open to other computers; Ctrl+C stops it)" ;;
esac
exec npm start --silent -- -p "${PORT}" -H "${HOST}"
