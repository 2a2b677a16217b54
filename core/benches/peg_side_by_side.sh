#!/usr/bin/env bash
# Times movelab's peg solver against published solvers built elsewhere (BENCHMARKS.md, "Issue
# 23: side by side with published solvers"). None of their code is here: give
# the paths of their binaries, built outside the project; a solver not given is skipped.
#
#   benches/peg_side_by_side.sh [--movelab PATH] [--thill-english PATH] [--thill-diamond PATH]
#                               [--amend PATH] [--mesnard PATH] [--runs N] [--cpu-limit S]
#                               [--count yes]
#
#   --thill-english  Markus Thill's english.cpp (English central game, finish d4)
#   --thill-diamond  Markus Thill's diamond-41.c (diamond d2 empty, one peg anywhere)
#   --amend          Bernd Amend's peg-solitaire-rust (`BOARD naive`: reachable positions)
#   --mesnard        H. Mesnard's solver.c (English, `-s x y -e x y`)
#
# Fast problems go through hyperfine (Debian's package), the solvers alternated in one
# session; slow ones run once under /usr/bin/time with a CPU-time limit (default 600 s).
# `--count yes` adds the English central game counted by both movelab and Amend's solver
# (about a minute of CPU each on an idle machine, 1.6 GB for movelab).
# Results (hyperfine JSON and the time lines) are written to target/peg-side-by-side/.
set -euo pipefail
cd "$(dirname "$0")/.."
movelab=target/release/movelab
thill_english='' thill_diamond='' amend='' mesnard='' runs=20 cpu=600 count=no
while [ $# -gt 0 ]; do
  case "$1" in
    --movelab) movelab=$2 ;;
    --thill-english) thill_english=$2 ;;
    --thill-diamond) thill_diamond=$2 ;;
    --amend) amend=$2 ;;
    --mesnard) mesnard=$2 ;;
    --runs) runs=$2 ;;
    --cpu-limit) cpu=$2 ;;
    --count) count=$2 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
  shift 2
done
[ -x "$movelab" ] || { echo "build it first: cargo build --release --bin movelab" >&2; exit 2; }
out=$(pwd)/target/peg-side-by-side
mkdir -p "$out"
movelab=$(realpath "$movelab")
work=$(mktemp -d) # Thill's english writes moves.txt where it runs
trap 'rm -rf "$work"' EXIT
cd "$work"

{ date -u; nproc; lscpu | head -20; uptime; } > "$out/machine.txt"

once() { # label, command...: one run under a CPU limit, its time line and last output lines
  local label=$1; shift
  echo "== $label ($(uptime))"
  ( ulimit -t "$cpu"; /usr/bin/time -f "%e s wall %U s user %M KB" "$@" ) 2>&1 | tail -3 || true
}

if [ -n "$thill_english" ]; then
  hyperfine -N -w 3 -r "$runs" --export-json "$out/english_central.json" \
    "$movelab peg --board english --empty d4 --finish d4" "$(realpath "$thill_english")"
fi
if [ -n "$amend" ]; then
  RAYON_NUM_THREADS=1 hyperfine -N -w 3 -r "$runs" --export-json "$out/triangle5_count.json" \
    "$movelab peg --count --format json --board triangle5 --empty a5 --finish any" \
    "$(realpath "$amend") 15 naive"
fi
{
  hyperfine -N -w 1 -r 5 --export-json "$out/diamond_d2.json" \
    "$movelab peg --board diamond --empty d2 --finish any"
  [ -z "$thill_diamond" ] || once "thill diamond d2 -> any" "$(realpath "$thill_diamond")"
  if [ -n "$amend" ] && [ "$count" = yes ]; then
    once "amend english naive (reachable, one thread)" env RAYON_NUM_THREADS=1 "$(realpath "$amend")" english naive
    once "movelab english count" "$movelab" peg --count --format json
  fi
  if [ -n "$mesnard" ]; then
    # x = column 0-6 (a-g), y = row 0-6 (1-7); no -e: any finish
    once "mesnard d4 -> d4" "$(realpath "$mesnard")" -e 3 3
    once "movelab d4 -> d4" "$movelab" peg --empty d4 --finish d4
    once "mesnard d4 -> any" "$(realpath "$mesnard")"
    once "movelab d4 -> any" "$movelab" peg --empty d4 --finish any
    once "mesnard c1 -> any" "$(realpath "$mesnard")" -s 2 0
    once "movelab c1 -> any" "$movelab" peg --empty c1 --finish any
  fi
} | tee "$out/slow.txt"
echo "results in $out"
