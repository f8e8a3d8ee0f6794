#!/usr/bin/env bash
# `npm run demo`: the console on the embedded database with demo data, on a
# fresh clone, in one command. Installs dependencies if needed, builds,
# migrates and seeds .data/pglite, then serves http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."

export NEXT_TELEMETRY_DISABLED=1
export PORT="${PORT:-3000}"
export DATABASE_URL=""                       # the embedded database, whatever the shell had
export PGLITE_DATA_DIR="${PGLITE_DATA_DIR:-.data/pglite}"
export NEXTAUTH_URL="${NEXTAUTH_URL:-http://localhost:${PORT}}"

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

echo "Building..."
npx next build > .data/build.log 2>&1 || { cat .data/build.log; exit 1; }

echo "Preparing the embedded database in ${PGLITE_DATA_DIR}..."
npx tsx prisma/seed.ts --demo

echo
echo "Agency Console: http://localhost:${PORT}  (Ctrl+C stops it)"
exec npm start --silent -- -p "${PORT}"
