#!/usr/bin/env bash
# Proves Node 24 (the Dockerfile's runtime) on a machine that has only Node 20: installs the official
# Node 24 binary from npm (the `node` package) into a temporary prefix and runs the API tests (but the
# client's own) and the reliability suite's short form with every app server on it (APP_NODE, see
# test-support/app.ts), against the build already in .next/standalone. The test runners themselves stay
# on this machine's node.
# Usage: npm run build && bash scripts/node24.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

if [ ! -f .next/standalone/server.js ]; then
  echo "node24: no production build: run \`npm run build\` first" >&2
  exit 1
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
npm install --prefix "$tmp" --no-audit --no-fund --no-save --loglevel=error node@24 >/dev/null
APP_NODE="$tmp/node_modules/.bin/node"
version="$("$APP_NODE" --version)"
case "$version" in
  v24.*) ;;
  *) echo "node24: the node package installed $version, not Node 24" >&2; exit 1 ;;
esac
export APP_NODE
echo "node24: app servers on node $version ($APP_NODE); test runners on node $(node --version)"

# The server reports its own runtime: check it is the one asked for before spending time on the suites.
running="$(npx tsx scripts/app-runtime.ts)"
if [ "$running" != "$version" ]; then
  echo "node24: the app server runs on $running, not $version" >&2
  exit 1
fi
echo "node24: the app server reports node $running"

# The client library's and CLIs' own tests (e2e/api/client*.test.ts, kit-cli) are left out here: the
# client runs on the test runner's Node, not the app's, and every route it calls is covered by the
# other API tests; they took about 2.5 minutes of the run for nothing Node 24 could change.
npx vitest run --project api --exclude 'e2e/api/client*.test.ts' --exclude 'e2e/api/kit-cli.test.ts'
npm run test:reliability -- --short
echo "node24: API tests and the reliability short form passed with the app on node $version"
