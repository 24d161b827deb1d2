#!/usr/bin/env bash
# The shared side-by-side harness (../shared/bench, beside the checkout) with our server as the target `ours`,
# started from the build as `npm start` starts it (start-built.sh). Run from the checkout:
#   bench/harness/run.sh [--targets bare,effect,effect4] [--ops get,list,post] [--rounds 1] [other harness options]
# Add `--env OURS_NODE_OPTIONS=--cpu-prof` to profile (the profile maps to the sources through dist/main.cjs.map);
# EFFECT4_NODE_OPTIONS in the environment does the same for effect4.
# ../shared/bench/ours.sh is the same comparison with the server run through tsx (development mode).
set -euo pipefail
checkout=$(pwd)
[ -f "$checkout/runtime/main.ts" ] || { echo "run this from the project checkout" >&2; exit 2; }
bench=$(cd "$checkout/../shared/bench" && pwd -P)
here=$(cd "$(dirname "$0")" && pwd)
targets=bare,effect
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --targets) targets=$2; shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done
# `effect4` (not one of the harness's own): the plain Effect target on Effect 4.1 (effect4.ts), from this checkout.
extra=()
if [[ ",$targets," == *",effect4,"* ]]; then
  targets=$(echo ",$targets," | sed 's/,effect4,/,/; s/^,//; s/,$//')
  extra=(--target effect4 --cwd "$checkout" --base http://127.0.0.1:3120/v1
    --start "exec node ${EFFECT4_NODE_OPTIONS:-} --import tsx $here/effect4.ts")
fi
exec "$bench/run.sh" --targets "$targets" "${extra[@]}" \
  --target ours --cwd "$checkout" --base http://127.0.0.1:3110/v1 \
  --setup "node $bench/targets/ours/setup.mjs --auth-file .bench-auth" \
  --start "exec bash $here/start-built.sh" \
  --auth-file .bench-auth --dialect v1-own-ids --ready '/v1/projects?limit=1' \
  --env LOG_LEVEL=warning --env OURS_DB=clearhouse_bench "${args[@]}"
