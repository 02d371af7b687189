#!/usr/bin/env python3
"""Plays two builds of the engine against each other as the pages play: each move is
`ENGINE reply VARIANT START --moves "..." --time MS`, so the search knows the game's history
(repetitions, the no-progress count) — unlike scripts/versus.py, whose `best` sees a bare position.

    python3 scripts/versus_history.py NEW_ENGINE OLD_ENGINE VARIANT [--games N] [--time MS] [--seed S] [--start POSITION] [--log FILE]

Both binaries need the `reply` command. Openings, colours and the printed figures are those of
scripts/versus.py; besides the score it prints how many games were decided and how the draws came
(and for Hexpush how many marbles went off a game, and how many games ended with none), and with
`--sprt ELO0,ELO1` the sequential test of scripts/versus.py, stopping at its verdict. It also prints
each build's mean wall-clock time a move (the whole `reply` process, start-up included), and with
`--log FILE` writes each game's moves to FILE, one line a game (`--plies 0 --max-plies 12` and
`sort -u FILE | wc -l` count the distinct openings from the start)."""

import random
import subprocess
import time

from versus import STARTS, arguments, opening, run, sprt_step, tally


def outcome(referee, variant, start, moves):
    """(position, 'white'/'black'/'draw' or None, the result line)."""
    lines = run(referee, "play", variant, start, *moves)
    if len(lines) < 2:
        return lines[0], None, ""
    text = lines[1].lower()
    if "wins" in text:
        return lines[0], ("white" if text.startswith("white") else "black"), text
    return lines[0], "draw", text


def game(engines, referee, variant, start, first_moves, time_ms, max_plies, clocks):
    """White's score (1, 0.5, 0), the plies played, why it ended, the last position and the
    moves; `clocks` (binary: [seconds, moves]) gathers each side's time."""
    moves = list(first_moves)
    position, result, why = outcome(referee, variant, start, moves)
    while result is None and len(moves) < max_plies:
        mover = engines["black" if position.upper().startswith("B") else "white"]
        began = time.monotonic()
        lines = run(mover, "reply", variant, start, "--moves", " ".join(moves), "--time", str(time_ms))
        clock = clocks.setdefault(mover, [0.0, 0])
        clock[0] += time.monotonic() - began
        clock[1] += 1
        if not lines:
            break
        moves.append(lines[-1])
        position, result, why = outcome(referee, variant, start, moves)
    if result is None:
        why = "draw: the script's ply limit"
    return {"white": 1.0, "black": 0.0}.get(result, 0.5), len(moves), why, position, moves


def main():
    args = arguments(__doc__, [("--log", {"help": "write each game's moves to this file"})])
    rng = random.Random(args.seed)
    start = args.start or STARTS[args.variant]
    scores, endings, pushed, clocks = [], {}, [], {}
    log = open(args.log, "w") if args.log else None
    for _ in range(args.games // 2):
        moves = opening(args.new, args.variant, start, args.plies, rng)
        for new_side in ("white", "black"):
            old_side = "black" if new_side == "white" else "white"
            engines = {new_side: args.new, old_side: args.old}
            white, plies, why, final, played = game(
                engines, args.new, args.variant, start, moves, args.time, args.max_plies, clocks
            )
            if log:
                print(" ".join(played), file=log, flush=True)
            if args.variant == "hexpush":
                pushed.append(sum(int(n) for n in final.rsplit(":", 1)[1].split("-")))
            scores.append(white if new_side == "white" else 1.0 - white)
            kind = "decided" if white != 0.5 else why
            endings[kind] = endings.get(kind, 0) + 1
        print(
            f"{args.variant}: {tally(scores)}; "
            + ", ".join(f"{k} {v}" for k, v in sorted(endings.items()))
            + (f"; marbles pushed off a game: {sum(pushed) / len(pushed):.1f}, games with none: "
               f"{pushed.count(0)}" if pushed else "")
            + "; ms a move: "
            + ", ".join(
                f"{name} {1000 * clocks[binary][0] / clocks[binary][1]:.0f}"
                for name, binary in (("new", args.new), ("old", args.old))
                if binary in clocks
            )
            + (report := sprt_step(args, scores))[0],
            flush=True,
        )
        if report[1]:
            break


if __name__ == "__main__":
    main()
