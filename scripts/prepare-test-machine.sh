#!/usr/bin/env bash
# What `npm test` needs besides Node.js, made ready before anything runs
# (scripts/test.sh and .ci/run call this first; it is quick when all is there):
#   - the npm packages (installed when node_modules is missing, as `npm run demo` does);
#   - Chromium for the browser tests (CHROMIUM_PATH, else /usr/bin/chromium): Debian's
#     package is installed when this runs as root on Debian;
#   - PostgreSQL at TEST_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres),
#     a local server whose user connects without a password prompt and may create
#     databases: a Debian cluster on that port that is installed but stopped is started;
#   - PostgreSQL's server programs, which the resilience suites run a private cluster with.
# Anything else missing stops it at once with one sentence saying what to install.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node-24.sh

cannot_run() {
  echo "npm test cannot run on this machine: $*" >&2
  exit 1
}
is_root() { [ "$(id -u)" -eq 0 ]; }
on_debian() { [ -f /etc/debian_version ] && command -v apt-get > /dev/null 2>&1; }

# --- npm packages -------------------------------------------------------------
if [ ! -f node_modules/.package-lock.json ] || [ ! -f lib/generated/prisma/client.ts ]; then
  echo "Installing dependencies..."
  npm install --no-audit --no-fund
fi

# --- Chromium (playwright.config.ts reads the same two places) ---------------
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] ||
    cannot_run "CHROMIUM_PATH is ${CHROMIUM_PATH}, which is not an executable file; point it at a Chromium or Chrome binary, or unset it to use /usr/bin/chromium."
elif [ ! -x /usr/bin/chromium ]; then
  if is_root && on_debian; then
    echo "Installing Chromium (Debian package) for the browser tests..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > /dev/null
    [ -x /usr/bin/chromium ] ||
      cannot_run "installing Debian's chromium package did not provide /usr/bin/chromium; install Chromium there, or set CHROMIUM_PATH to a Chromium or Chrome binary."
  else
    cannot_run "Chromium is not installed; install it at /usr/bin/chromium (Debian: apt-get install chromium, as root) or set CHROMIUM_PATH to a Chromium or Chrome binary."
  fi
fi

# --- PostgreSQL -----------------------------------------------------------------
PG_URL="${TEST_PG_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
read -r PG_HOST PG_PORT PG_USER < <(node -e '
  const url = new URL(process.argv[1]);
  console.log(url.hostname || "127.0.0.1", url.port || "5432", decodeURIComponent(url.username) || "postgres");
' "$PG_URL" 2> /dev/null) || cannot_run "TEST_PG_URL (${PG_URL}) is not a PostgreSQL URL such as postgres://postgres@127.0.0.1:5432/postgres."
case "$PG_HOST" in
  127.0.0.1 | localhost | ::1 | "[::1]") ;;
  *) cannot_run "TEST_PG_URL points at ${PG_HOST}, and the tests create and drop databases only on this machine; point it at a local PostgreSQL." ;;
esac

# Exit 0: ready. 2: nothing answers. 3: it answers but refuses the user (the reason on stdout).
# 4: the user may not create databases. 5: the npm packages are incomplete.
probe_postgres() {
  node -e '
    let pg;
    try {
      pg = require("pg");
    } catch {
      process.exit(5);
    }
    const client = new pg.Client({ connectionString: process.argv[1], connectionTimeoutMillis: 5000 });
    client
      .connect()
      .then(() => client.query("SELECT rolsuper OR rolcreatedb AS creates FROM pg_roles WHERE rolname = current_user"))
      .then(({ rows }) => client.end().then(() => process.exit(rows[0]?.creates ? 0 : 4)))
      .catch((error) => {
        const down = ["ECONNREFUSED", "ENOENT", "ETIMEDOUT", "EHOSTUNREACH"].includes(error.code) || /timeout/i.test(error.message);
        console.log(error.message);
        process.exit(down ? 2 : 3);
      });
  ' "$PG_URL"
}

# A Debian cluster listening on the URL's port that is down: "15 main".
stopped_cluster() {
  command -v pg_lsclusters > /dev/null 2>&1 || return 0
  pg_lsclusters --no-header 2> /dev/null | awk -v port="$PG_PORT" '$3 == port && $4 == "down" { print $1, $2; exit }'
}

probe_status=0
probe_output="$(probe_postgres)" || probe_status=$?
if [ "$probe_status" -eq 2 ]; then
  cluster="$(stopped_cluster)"
  if [ -z "$cluster" ]; then
    cannot_run "no PostgreSQL answers at ${PG_HOST}:${PG_PORT}; install PostgreSQL 15 or later and start it (Debian: apt-get install postgresql), or set TEST_PG_URL to a local server."
  fi
  is_root || cannot_run "PostgreSQL ${cluster/ //} on port ${PG_PORT} is installed but stopped; start it (sudo pg_ctlcluster ${cluster} start) and run npm test again."
  echo "Starting PostgreSQL ${cluster/ //} on port ${PG_PORT}..."
  # shellcheck disable=SC2086 # "15 main": the version and the cluster's name, two arguments
  pg_ctlcluster --skip-systemctl-redirect $cluster start ||
    cannot_run "PostgreSQL ${cluster/ //} would not start; its log under /var/log/postgresql says why."
  for _ in $(seq 1 30); do
    probe_status=0
    probe_output="$(probe_postgres)" || probe_status=$?
    [ "$probe_status" -ne 2 ] && break
    sleep 1
  done
fi
case "$probe_status" in
  0) ;;
  2) cannot_run "PostgreSQL at ${PG_HOST}:${PG_PORT} did not answer within 30 seconds of starting." ;;
  3) cannot_run "PostgreSQL at ${PG_HOST}:${PG_PORT} refuses user ${PG_USER} (${probe_output}); the tests need a user that connects from 127.0.0.1 without a password prompt (trust in pg_hba.conf, or its password in TEST_PG_URL)." ;;
  4) cannot_run "PostgreSQL user ${PG_USER} may not create databases, which every test run does; grant it (ALTER ROLE ${PG_USER} CREATEDB) or use another user in TEST_PG_URL." ;;
  5) cannot_run "the npm packages are incomplete (pg does not load); run npm install." ;;
  *) cannot_run "checking PostgreSQL at ${PG_HOST}:${PG_PORT} failed (${probe_output})." ;;
esac

# The resilience suites stop and start a PostgreSQL cluster of their own (scripts/resilience/private-postgres.ts).
compgen -G "/usr/lib/postgresql/*/bin/initdb" > /dev/null ||
  cannot_run "the resilience suites need PostgreSQL's server programs in /usr/lib/postgresql/<version>/bin; install them (Debian: apt-get install postgresql)."
