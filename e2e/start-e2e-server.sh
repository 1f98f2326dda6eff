#!/usr/bin/env bash
# Builds the web app and starts the real server on a fresh embedded database for the journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${1:-3100}"
DATA="${E2E_DATA_DIR:-$(pwd)/.e2e-data}"
rm -rf "$DATA"
WEB_DIST="${E2E_WEB_DIST:-/tmp/ironmatch-e2e-web-$PORT}"
# A build of its own per port: parallel runs never swap the files under each other.
npm run build -w @ironmatch/web -- --outDir "$WEB_DIST" --emptyOutDir >/dev/null
export WEB_DIST_DIR="$WEB_DIST" DATA_DIR="$DATA" PORT="$PORT" APP_URL="http://localhost:$PORT" LOG_LEVEL=warn E2E=1
export RATE_LIMIT_AUTH_PER_MINUTE="${RATE_LIMIT_AUTH_PER_MINUTE:-1000}"
export SHUTDOWN_DRAIN_SECONDS="${SHUTDOWN_DRAIN_SECONDS:-0}"
exec node --import tsx apps/server/src/main.ts
