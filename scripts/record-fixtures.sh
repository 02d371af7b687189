#!/usr/bin/env bash
# Records the engine answers the page code's unit tests read (tests/unit/fixtures/), after a
# deliberate change of the engine's page API; engine/tests/fixtures.rs checks them otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
RECORD_FIXTURES=1 cargo test --release -p engine --test fixtures
