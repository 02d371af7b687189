#!/usr/bin/env bash
# Remakes the README's screenshots (docs/screenshots/) from the built site: the device tests
# write them there only when asked (the test suite itself never rewrites tracked files).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo run --release -p generator
(cd tests/browser && npm ci --no-audit --no-fund --loglevel=error && SCREENSHOTS=docs node --test devices.test.js)
