#!/usr/bin/env bash
# Builds the web app and starts the real server on a fresh embedded database for the journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${1:-3100}"
DATA="${E2E_DATA_DIR:-$(pwd)/.e2e-data}"
rm -rf "$DATA"
npm run build -w @ironmatch/web >/dev/null
export DATA_DIR="$DATA" PORT="$PORT" APP_URL="http://localhost:$PORT" LOG_LEVEL=warn E2E=1
export RATE_LIMIT_AUTH_PER_MINUTE="${RATE_LIMIT_AUTH_PER_MINUTE:-1000}"
exec npx tsx apps/server/src/main.ts
