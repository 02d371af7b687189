#!/usr/bin/env bash
# Runs every test of the project on a fresh machine, installing what they need first:
# the wasm target (rustup), Debian's chromium (apt) and the browser-test packages (npm ci).
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step is headed with the seconds the run has taken so far, so that a slow step shows.
step() { printf '\n== %s (at %d s)\n' "$*" "$SECONDS"; }

step "Installing what the tests need"
rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || rustup target add wasm32-unknown-unknown
if [ ! -x /usr/lib/chromium/chromium ] && ! command -v chromium >/dev/null; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq chromium >/dev/null
fi
(cd tests/browser && npm ci --no-audit --no-fund --loglevel=error)

step "Formatting and lints"
cargo fmt --all -- --check
cargo clippy --all-targets -- -D warnings
# The engine as each kind of page carries it (generator/src/assets/mod.rs, Engines): all features,
# the draughts game pages' (draughts, search, networks, books, perft), the Russian game page's (those
# and endgames), the analysis board's (draughts, search, analysis, networks, endgames), Hexpush's
# (hex, search, books), the lesson and puzzle pages' (draughts, or hex).
cargo clippy -p engine --lib --target wasm32-unknown-unknown -- -D warnings
cargo clippy -p engine --lib --target wasm32-unknown-unknown --no-default-features --features draughts,editor,search,networks,books,perft -- -D warnings
cargo clippy -p engine --lib --target wasm32-unknown-unknown --no-default-features --features draughts,editor,search,networks,books,perft,endgames -- -D warnings
cargo clippy -p engine --lib --target wasm32-unknown-unknown --no-default-features --features draughts,search,analysis,networks,endgames -- -D warnings
cargo clippy -p engine --lib --target wasm32-unknown-unknown --no-default-features --features hex,search,books -- -D warnings
cargo clippy -p engine --lib --target wasm32-unknown-unknown --no-default-features --features draughts -- -D warnings
cargo clippy -p engine --lib --target wasm32-unknown-unknown --no-default-features --features hex -- -D warnings
# The API documentation, its links resolved (rustdoc's warnings are errors).
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --quiet

step "Rust tests (engine and generator)"
cargo test --release --workspace

step "Building the site"
# The same build as `cargo run --release -p generator`, but with the workspace's features unified
# as for the tests above, so that the generator's dependencies are not compiled a second time.
cargo build --release --workspace --all-targets
"${CARGO_TARGET_DIR:-target}/release/generator"

step "Type check of the page code against the engine's page API (tsc --checkJs)"
"${CARGO_TARGET_DIR:-target}/release/generator" types
(cd tests/browser && node_modules/.bin/tsc -p tsconfig.json)
node tests/unit/fixture-types.mjs

step "JavaScript unit tests (Node: the page modules' input logic, with the built pages' English messages)"
node --test tests/unit/

step "Browser tests (headless Chromium)"
(cd tests/browser && node --test --test-concurrency=1 .)
step "All tests passed"
