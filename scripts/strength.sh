#!/usr/bin/env bash
# Measures the computer opponent's levels with `engine match` at 100 ms a move: level 8 against
# `random` and `greedy`, and each level against the one below, for each game given (default:
# bashni russian english hexpush). A benchmark, not a test: it takes a while and prints a table.
#   bash scripts/strength.sh [VARIANT...]      GAMES=40 TIME=100 to change the games per match
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -p engine --quiet
engine="${CARGO_TARGET_DIR:-target}/release/engine"
games="${GAMES:-40}"
time="${TIME:-100}"
variants=("$@")
[ ${#variants[@]} -eq 0 ] && variants=(bashni russian english hexpush)
for variant in "${variants[@]}"; do
  echo "== $variant ($games games a match, $time ms a move)"
  pairs=("8 random" "8 greedy" "2 1" "3 2" "4 3" "5 4" "6 5" "7 6" "8 7")
  for pair in "${pairs[@]}"; do
    # shellcheck disable=SC2086
    "$engine" match "$variant" $pair --games "$games" --time "$time" | tail -n 1
  done
done
