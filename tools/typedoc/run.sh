#!/usr/bin/env bash
# `npm run docs:sdk`: the SDK's TypeDoc HTML in build/docs/sdk, made from the declarations the package ships.
# TypeDoc 0.28 needs TypeScript 6, so it has this folder's own install (tools/typedoc/README.md).
set -euo pipefail
cd "$(dirname "$0")"
[ -x node_modules/.bin/typedoc ] || npm ci --no-audit --no-fund
(cd ../.. && npm run --silent build:sdk)
node_modules/.bin/typedoc --options typedoc.json
