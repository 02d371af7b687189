"""A sequential probability ratio test for matches between two engine builds (scripts/versus.py,
scripts/versus_history.py): after each game, the log-likelihood ratio of "the new build is elo1
stronger" against "it is elo0 stronger" from the wins, draws and losses so far (the normal
approximation of the trinomial GSPRT that chess engine testers use); the match stops once it
leaves the bounds set by the error rates alpha and beta.

Checked with `python3 -m doctest scripts/sprt.py`:

>>> round(llr(0, 0, 0, 0, 20), 3)
0.0
>>> round(llr(30, 40, 10, 0, 20), 2)  # ahead, but not yet past the bound
2.33
>>> round(llr(60, 80, 20, 0, 20), 2)  # the same share, twice the games: past it
4.65
>>> round(llr(20, 80, 60, 0, 20), 2)  # behind
-5.86
>>> [round(b, 3) for b in bounds(0.05, 0.05)]
[-2.944, 2.944]
>>> verdict(4.65, 0.05, 0.05), verdict(-5.86, 0.05, 0.05), verdict(2.33, 0.05, 0.05)
('H1', 'H0', None)
"""

import math


def score_of(elo):
    """The expected score of an Elo difference (logistic)."""
    return 1 / (1 + 10 ** (-elo / 400))


def llr(wins, draws, losses, elo0, elo1):
    """The log-likelihood ratio of elo1 against elo0 after these games (0 before any, or when
    every game ended alike and the variance is zero)."""
    n = wins + draws + losses
    if n == 0:
        return 0.0
    mean = (wins + 0.5 * draws) / n
    variance = (wins * (1 - mean) ** 2 + draws * (0.5 - mean) ** 2 + losses * mean**2) / n
    if variance <= 0:
        return 0.0
    s0, s1 = score_of(elo0), score_of(elo1)
    return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance)


def bounds(alpha, beta):
    """The lower and upper bounds of the LLR: below, accept H0; above, accept H1."""
    return math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha)


def verdict(value, alpha, beta):
    """'H1' (elo1 holds), 'H0' (elo0 holds) or None (play on)."""
    low, high = bounds(alpha, beta)
    if value >= high:
        return "H1"
    if value <= low:
        return "H0"
    return None


def parse(text):
    """`--sprt ELO0,ELO1` as two numbers."""
    elo0, elo1 = (float(x) for x in text.split(","))
    return elo0, elo1
