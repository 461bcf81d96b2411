#!/usr/bin/env bash
# The secondary pass on Node 20, which package.json's engines still admit (the main pass, `npm test`,
# runs on Node 24). What differs on Node 20 is checked end to end with the whole toolchain on it:
# the install (npm builds better-sqlite3 here, since Node 20 has no node:sqlite), the past-coin
# store's unit tests on that driver, the production build, and the API tests of the parts that lean
# on the runtime: start-up, the SQLite and Postgres stores, OCR's and image edit's threads and native
# addons. Run it with Node 20 first on PATH: PATH="$(bash scripts/node-bin.sh 20 /tmp/node20):$PATH".
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 ONNXRUNTIME_NODE_INSTALL=skip

version="$(node --version)"
case "$version" in
  v20.*) ;;
  *) echo "node20: node on PATH is $version, not Node 20" >&2; exit 1 ;;
esac
echo "node20: everything on node $version"

# Foreground scripts: better-sqlite3's compiler output shows while it builds (minutes, from source).
npm install --no-audit --no-fund --foreground-scripts
if [ ! -f node_modules/better-sqlite3/build/Release/better_sqlite3.node ]; then
  echo "node20: npm did not build better-sqlite3 for Node 20" >&2
  exit 1
fi
npx vitest run --project unit lib/engines/past_coin_search
npm run build
running="$(npx tsx scripts/app-runtime.ts)"
if [ "$running" != "$version" ]; then
  echo "node20: the app server runs on $running, not $version" >&2
  exit 1
fi
npx vitest run --project api e2e/api/startup.test.ts e2e/api/past-coins.test.ts e2e/api/ocr.test.ts \
  e2e/api/image-edit.test.ts
echo "node20: install, store, build and API tests passed on node $version"
