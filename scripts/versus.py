#!/usr/bin/env python3
"""Plays two builds of the engine against each other through the command line, to measure a
change against the previous version (each side a separate binary, so any two commits compare).

    python3 scripts/versus.py NEW_ENGINE OLD_ENGINE VARIANT [--games N] [--time MS] [--seed S]

Each opening (a few random plies from the start, the same for both colours) is played twice,
colours swapped. Each move is `ENGINE best VARIANT POSITION --time MS` (a fresh search: neither
side keeps its table or sees the game's history; `play` judges the game, repetitions included).
Prints NEW's score with a 95% interval and the Elo difference. With `--sprt ELO0,ELO1` (e.g. `0,20`)
it also prints a sequential test's log-likelihood ratio after each pair (scripts/sprt.py) and stops
once it passes a bound (`--alpha`, `--beta`, 0.05 each): H1, the new build is ELO1 stronger, or H0,
ELO0; `--games` is then the most it plays."""

import argparse
import math
import random
import subprocess

import sprt


EIGHT = "a1w,c1w,e1w,g1w,b2w,d2w,f2w,h2w,a3w,c3w,e3w,g3w,b6b,d6b,f6b,h6b,a7b,c7b,e7b,g7b,b8b,d8b,f8b,h8b"
STARTS = {
    "bashni": "W:" + EIGHT,
    "bashni-classic": "W:" + EIGHT,
    "russian": "W:" + EIGHT,
    "english": "B:" + EIGHT,
    "lasca": "W:a1w,c1w,e1w,g1w,b2w,d2w,f2w,a3w,c3w,e3w,g3w,a5b,c5b,e5b,g5b,b6b,d6b,f6b,a7b,c7b,e7b,g7b",
    "hexpush": "standard",
}


def run(binary, *args):
    out = subprocess.run([binary, *args], capture_output=True, text=True, check=True)
    return out.stdout.strip().splitlines()


def outcome(referee, variant, start, moves):
    """(position after the moves, 'white'/'black'/'draw' or None)."""
    lines = run(referee, "play", variant, start, *moves)
    if len(lines) < 2:
        return lines[0], None
    text = lines[1].lower()
    if "wins" in text:
        return lines[0], "white" if text.startswith("white") else "black"
    return lines[0], "draw"


def side_to_move(position):
    return "black" if position.upper().startswith("B") else "white"


def game(engines, referee, variant, start, opening, time_ms, max_plies):
    """engines: {'white': binary, 'black': binary}; the result from White's side (1, 0.5, 0)."""
    moves = list(opening)
    position, result = outcome(referee, variant, start, moves)
    while result is None and len(moves) < max_plies:
        mover = engines[side_to_move(position)]
        lines = run(mover, "best", variant, position, "--time", str(time_ms))
        if not lines:
            break
        moves.append(lines[-1])
        position, result = outcome(referee, variant, start, moves)
    return {"white": 1.0, "black": 0.0}.get(result, 0.5)


def opening(referee, variant, start, plies, rng):
    for _ in range(100):
        moves, position = [], start
        for _ in range(plies):
            listing = run(referee, "moves", variant, position)
            if not listing:
                break
            move, position = rng.choice(listing).split(" ", 1)
            moves.append(move)
        else:
            return moves
    raise SystemExit("no opening found")


def arguments(doc, extra=()):
    """The command line of a match between two builds (this script's and versus_history.py's);
    `extra` holds (name, keywords) of options only one of them takes."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    for name, keywords in extra:
        parser.add_argument(name, **keywords)
    parser.add_argument("new")
    parser.add_argument("old")
    parser.add_argument("variant")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--time", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--plies", type=int, default=4, help="random opening plies")
    parser.add_argument("--max-plies", type=int, default=300)
    parser.add_argument(
        "--start", help="the start position (a TFEN, an HFEN or a Hexpush layout); the rule set's by default"
    )
    parser.add_argument("--sprt", type=sprt.parse, help="ELO0,ELO1: stop at a sequential test's verdict")
    parser.add_argument("--alpha", type=float, default=0.05)
    parser.add_argument("--beta", type=float, default=0.05)
    return parser.parse_args()


def elo(p):
    """The Elo difference of a score share `p` (kept within 0.1% and 99.9%)."""
    p = min(max(p, 0.001), 0.999)
    return -400 * math.log10(1 / p - 1)


def tally(scores):
    """The new build's wins, losses and draws, its score with a 95% interval and the Elo of
    both, from `scores` (1, ½ or 0 a game)."""
    n = len(scores)
    mean = sum(scores) / n
    sd = math.sqrt(sum((s - mean) ** 2 for s in scores) / max(n - 1, 1))
    half = 1.96 * sd / math.sqrt(n)
    wins, losses = scores.count(1.0), scores.count(0.0)
    return (f"new {wins}-{losses}-{n - wins - losses} of {n}: {100*mean:.1f}% "
            f"(95%: {100*(mean-half):.1f}% to {100*(mean+half):.1f}%), "
            f"Elo {elo(mean):+.0f} ({elo(mean-half):+.0f} to {elo(mean+half):+.0f})")


def sprt_step(args, scores):
    """The SPRT's report after `scores` (the new build's, game by game), and whether to stop."""
    if not args.sprt:
        return "", False
    wins, losses = scores.count(1.0), scores.count(0.0)
    value = sprt.llr(wins, len(scores) - wins - losses, losses, *args.sprt)
    low, high = sprt.bounds(args.alpha, args.beta)
    decided = sprt.verdict(value, args.alpha, args.beta)
    text = f"; SPRT({args.sprt[0]:g},{args.sprt[1]:g}) LLR {value:.2f} ({low:.2f}, {high:.2f})"
    return text + (f": {decided}" if decided else ""), decided is not None


def main():
    args = arguments(__doc__)
    rng = random.Random(args.seed)
    start = args.start or STARTS[args.variant]
    scores = []
    for pair in range(args.games // 2):
        moves = opening(args.new, args.variant, start, args.plies, rng)
        for new_side in ("white", "black"):
            old_side = "black" if new_side == "white" else "white"
            engines = {new_side: args.new, old_side: args.old}
            white = game(engines, args.new, args.variant, start, moves, args.time, args.max_plies)
            scores.append(white if new_side == "white" else 1.0 - white)
        print(
            f"{args.variant}: {tally(scores)}" + (report := sprt_step(args, scores))[0],
            flush=True,
        )
        if report[1]:
            break


if __name__ == "__main__":
    main()
