#!/usr/bin/env bash
# Prints a folder holding a `node` binary of the given major version, for PATH: the running node's own
# folder when it is that version, else the official binary from npm (the `node` package), installed
# into FOLDER (reused when already there). npm is the one registry this machine reaches, and the
# binary ships inside the package, so nothing else is downloaded.
# Usage: PATH="$(bash scripts/node-bin.sh 24 /tmp/node24):$PATH"
set -euo pipefail
major="${1:?usage: node-bin.sh MAJOR FOLDER}"
folder="${2:?usage: node-bin.sh MAJOR FOLDER}"

major_of() { "$1" --version 2>/dev/null | sed -E 's/^v([0-9]+)\..*/\1/'; }

if command -v node >/dev/null 2>&1 && [ "$(major_of node)" = "$major" ]; then
  dirname "$(command -v node)"
  exit 0
fi
bin="$folder/node_modules/.bin"
if [ ! -x "$bin/node" ] || [ "$(major_of "$bin/node")" != "$major" ]; then
  echo "node-bin: installing Node $major from npm into $folder" >&2
  npm install --prefix "$folder" --no-audit --no-fund --no-save --loglevel=error "node@$major" >&2
fi
installed="$(major_of "$bin/node")"
if [ "$installed" != "$major" ]; then
  echo "node-bin: the node package installed Node ${installed:-nothing}, not Node $major" >&2
  exit 1
fi
echo "$bin"
