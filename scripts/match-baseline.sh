#!/bin/sh
# Plays this build's top level against an earlier release at equal time per
# move, for each game, and prints every game and the score with its Elo and
# 95 % error bar (see `bernstein match --opponent-command` in
# docs/command-line.md). Usage:
#   scripts/match-baseline.sh <new bernstein> <old bernstein> [ms per move] [games] [threads] [game ...]
# e.g. scripts/match-baseline.sh target/release/bernstein /old/bernstein 100 40 1 piranhas
set -eu
new=$1
old=$2
ms=${3:-100}
games=${4:-100}
threads=${5:-1}
shift $(( $# < 5 ? $# : 5 ))
kinds=${*:-"piranhas ostseeschach muehle ostseeschach-original"}
for game in $kinds; do
    echo "== $game: $games games, $ms ms per move, $threads thread(s), seed 1"
    "$new" match "$game" --first 10 --movetime "$ms" --games "$games" --seed 1 \
        --threads "$threads" \
        --opponent-command "$old analyse {game} --position {pos} --movetime {ms}"
done
