#!/usr/bin/env bash
# Starts Clearhouse for the shared harness (../shared/bench) as `npm start` does: the build (dist/), not tsx.
# Otherwise as the harness's own targets/ours/start.sh: its DATABASE_URL with the database name swapped for
# OURS_DB, NODE_ENV=production, LOG_LEVEL=warning, every platform feature on. Run from the checkout.
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL (the harness database) is not set}"
base="${DATABASE_URL%%\?*}"
export DATABASE_URL="${base%/*}/${OURS_DB:-clearhouse_bench}"
export NODE_ENV=production
export LOG_LEVEL="${LOG_LEVEL:-warning}"
exec node ${OURS_NODE_OPTIONS:-} bin/clearhouse-server.js
