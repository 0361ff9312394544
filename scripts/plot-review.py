#!/usr/bin/env python3
"""Draws the review's win/draw/loss model and its check (docs/review.md).

    python3 scripts/plot-review.py PLOT_DATA_DIR OUT_DIR

PLOT_DATA_DIR holds what `bernstein tune wdl --plot-data` wrote: curves.csv (the
model's win, draw and loss over the score at three stages of each game),
points.csv (the held-out positions near each stage: the mean result per score
group) and reliability.csv (the held-out check per group, model and hand-set
curve). Writes OUT_DIR/review-wdl.png and OUT_DIR/review-calibration.png.
Needs matplotlib (pip install matplotlib).
"""

import csv
import sys
from collections import defaultdict
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

GAMES = ["ostseeschach", "ostseeschach-original", "piranhas", "piranhas-2026", "muehle"]
TITLES = {
    "ostseeschach": "Ostseeschach (2022)",
    "ostseeschach-original": "Ostsee-Schach (original)",
    "piranhas": "Piranhas (2019)",
    "piranhas-2026": "Piranhas 2026",
    "muehle": "Mühle",
}
UNITS = {
    "ostseeschach": "ambers",
    "ostseeschach-original": "victory points",
    "piranhas": "fish",
    "piranhas-2026": "fish",
    "muehle": "stones",
}
COLOURS = ["#1f77b4", "#ff7f0e", "#2ca02c"]


def read(path):
    with open(path, newline="") as file:
        return list(csv.DictReader(file))


def main():
    data, out = Path(sys.argv[1]), Path(sys.argv[2])
    curves, points, reliability = (
        read(data / name) for name in ("curves.csv", "points.csv", "reliability.csv")
    )

    fig, axes = plt.subplots(1, len(GAMES), figsize=(20, 4.2), sharey=True)
    for ax, game in zip(axes, GAMES):
        stages = defaultdict(list)
        for row in curves:
            if row["game"] == game:
                stages[row["stage"]].append(row)
        for colour, (stage, rows) in zip(COLOURS, stages.items()):
            x = [float(r["score"]) / 100 for r in rows]
            expected = [float(r["win"]) + float(r["draw"]) / 2 for r in rows]
            ax.plot(x, [float(r["win"]) for r in rows], color=colour, label=f"{stage}: win")
            ax.plot(x, [float(r["draw"]) for r in rows], color=colour, linestyle=":",
                    label=f"{stage}: draw")
            ax.plot(x, expected, color=colour, linestyle="--", linewidth=0.8)
            seen = [r for r in points if r["game"] == game and r["stage"] == stage]
            ax.scatter([float(r["score"]) / 100 for r in seen],
                       [float(r["result"]) for r in seen],
                       s=[min(40, 4 + int(r["count"]) / 10) for r in seen],
                       color=colour, alpha=0.6)
        ax.set_title(TITLES[game])
        ax.set_xlabel(f"score for the side to move ({UNITS[game]})")
        ax.set_xlim(-8, 8)
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7, loc="upper left")
    axes[0].set_ylabel("chance (dots: mean result of held-out positions)")
    fig.suptitle("Win/draw/loss model per game: win (solid), draw (dotted), "
                 "expected score (dashed) at three stages")
    fig.tight_layout()
    fig.savefig(out / "review-wdl.png", dpi=80)

    fig, axes = plt.subplots(1, len(GAMES), figsize=(20, 4.2), sharey=True)
    for ax, game in zip(axes, GAMES):
        ax.plot([0, 1], [0, 1], color="grey", linewidth=0.8)
        for curve, colour in (("hand-set", "#d62728"), ("model", "#1f77b4")):
            rows = [r for r in reliability if r["game"] == game and r["curve"] == curve]
            ax.plot([float(r["expected"]) for r in rows], [float(r["result"]) for r in rows],
                    marker="o", color=colour, label=curve)
        ax.set_title(TITLES[game])
        ax.set_xlabel("expected score (grouped)")
        ax.grid(alpha=0.3)
        ax.legend(fontsize=8, loc="upper left")
    axes[0].set_ylabel("mean actual result")
    fig.suptitle("Reliability on held-out games: a calibrated curve lies on the diagonal")
    fig.tight_layout()
    fig.savefig(out / "review-calibration.png", dpi=80)


if __name__ == "__main__":
    main()
