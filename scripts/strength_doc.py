#!/usr/bin/env python3
"""Writes docs/strength.md: each level's Elo against level 1 and the ladder (each level against the
one below), per rule set, from `engine match` at the pages' time per move, with the seeds and the
commands that reproduce every line.

    python3 scripts/strength_doc.py [--games N] [--time MS] [--seed S] [--variants a,b,...] [--out FILE]

Each rule set's section says when, at which commit and by which command it was measured. The
sections of rule sets not named in `--variants` are kept from the existing file, so one rule set
can be measured again (after a change to its evaluation) without measuring the others again.

A benchmark, not a test: each match plays N games (pairs of games from random openings, colours
swapped) one after another on one core; at 20 games a rule set takes about 3 minutes, so the
whole run at the default N (40) takes most of an hour. Small N give wide intervals, which the
document prints as they are."""

import argparse
import datetime
import math
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ALL_VARIANTS = "bashni,bashni-classic,russian,english,lasca,hexpush"
TALLY = re.compile(
    r"(\d+) games: \+(\d+) =(\d+) -(\d+), score ([\d.]+)%, Elo ([+-]?\d+) \(95%: ([+-]?\d+) to ([+-]?\d+)\)"
)


def match(engine, variant, first, second, games, time_ms, seed):
    command = [engine, "match", variant, str(first), str(second), "--games", str(games),
               "--time", str(time_ms), "--seed", str(seed)]
    out = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    found = TALLY.search(out.strip().splitlines()[-1])
    if not found:
        raise SystemExit(f"cannot read the tally of {' '.join(command)}: {out}")
    n, w, d, l, score, elo, low, high = found.groups()
    shown = "engine " + " ".join(command[1:])
    return {"games": int(n), "wins": int(w), "draws": int(d), "losses": int(l),
            "score": float(score), "elo": int(elo), "low": int(low), "high": int(high),
            "command": shown}


def adjusted_elo(r):
    """The Elo of a tally with half a won and half a lost game added: finite at 0% and 100%."""
    points = r["wins"] + 0.5 * r["draws"] + 0.5
    p = points / (r["games"] + 1)
    return round(-400 * math.log10(1 / p - 1))


def row(label, r):
    return (f"| {label} | +{r['wins']} ={r['draws']} -{r['losses']} | {r['score']:.1f}% | "
            f"{r['elo']:+d} | {r['low']:+d} to {r['high']:+d} | `{r['command']}` |")


def kept_sections(path):
    """The existing document's sections by rule set (from its `## name` line to the next)."""
    sections, name = {}, None
    if not Path(path).exists():
        return sections
    for line in Path(path).read_text().splitlines():
        if line.startswith("## "):
            name = line[3:].strip()
            sections[name] = []
        if name is not None:
            sections[name].append(line)
    return {name: "\n".join(lines).rstrip("\n") + "\n" for name, lines in sections.items()}


def write(path, header, sections):
    """The header, then the sections in the order of ALL_VARIANTS (any other after them)."""
    order = ALL_VARIANTS.split(",")
    names = sorted(sections, key=lambda n: order.index(n) if n in order else len(order))
    Path(path).write_text("\n".join(header) + "\n" + "\n".join(sections[n] for n in names))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--time", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variants", default=ALL_VARIANTS)
    parser.add_argument("--engine", default=str(ROOT / "target/release/engine"))
    parser.add_argument("--out", default=str(ROOT / "docs/strength.md"))
    args = parser.parse_args()
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                            capture_output=True, text=True).stdout.strip()
    header = [
        "# The computer's levels, measured",
        "",
        "Made by `python3 scripts/strength_doc.py --games N --time MS --seed S --variants LIST` "
        "with the engine of `cargo build --release -p engine`, one match at a time on one core; "
        "each rule set's section names its date, commit and command (a run for some rule sets "
        "keeps the others' sections).",
        "",
        "Every match is `engine match VARIANT A B --games N --time MS --seed S`: "
        "N games from random openings (each opening played twice, colours swapped), "
        "MS ms a move for the levels that search by time (7 and 8; in Hexpush level 7 stops "
        "at depth 5 or at the time given), the game's history known to both sides. The score and the Elo difference are the "
        "first player's, with a 95% interval. A score of 0% or 100% is shown as ±1200 Elo (the "
        "interval then only says \"at least\"). ",
        "",
        "**A match of a few tens of games is few** (each section names its N): at 20 games an interval spans a few hundred Elo, so a "
        "single line says little; the ladder as a whole (each level scoring over 50% against the one "
        "below) and the Elo against level 1 are what to read.",
        "",
    ]
    sections = kept_sections(args.out)
    for variant in args.variants.split(","):
        seed = args.seed
        print(f"== {variant}", file=sys.stderr, flush=True)
        ladder, versus_one = [], []
        for level in range(2, 9):
            r = match(args.engine, variant, level, level - 1, args.games, args.time, seed)
            print(row(f"{level} vs {level - 1}", r), file=sys.stderr, flush=True)
            ladder.append((level, r))
            if level > 2:
                r1 = match(args.engine, variant, level, 1, args.games, args.time, seed)
                print(row(f"{level} vs 1", r1), file=sys.stderr, flush=True)
            else:
                r1 = r
            versus_one.append((level, r1))
        lines = [f"## {variant}", "",
                 f"Measured on {datetime.date.today()} at commit {commit}: `python3 scripts/strength_doc.py "
                 f"--games {args.games} --time {args.time} --seed {args.seed} --variants {variant}`.",
                 "", "Each level against level 1:", "",
                  "| level | +won =drawn -lost | score | Elo vs level 1 | 95% | command |",
                  "|---|---|---|---|---|---|"]
        lines += [row(str(level), r) for level, r in versus_one]
        total = 0
        lines += ["", "The ladder, each level against the one below. The last column sums the ladder's "
                  "Elo, each taken with half a won and half a lost game added so that a 100% score "
                  "counts as a finite number: an estimate of the level's Elo over level 1 that does "
                  "not saturate.", "",
                  "| match | +won =drawn -lost | score | Elo | 95% | command | sum |",
                  "|---|---|---|---|---|---|---|"]
        for level, r in ladder:
            total += adjusted_elo(r)
            lines.append(row(f"{level} vs {level - 1}", r) + f" {total:+d} |")
        sections[variant] = "\n".join(lines) + "\n"
        # Written after each rule set, so that a long run that is stopped keeps what it measured.
        write(args.out, header, sections)
    print(f"wrote {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
