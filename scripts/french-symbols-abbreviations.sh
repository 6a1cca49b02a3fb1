#!/usr/bin/env bash
# Makes dictionaries/builder/src/main/resources/chiffreslettres/dictionaries/builder/french-symbols-abbreviations.txt,
# the unit symbols and abbreviations with a vowel that the French Scrabble list leaves out (kcal, mmol, janv,
# fig, ibid, etc, sin, litt; docs/scrabble.md): scripts/french-symbols-abbreviations.py, which says how each
# is found, run on the French every-form forms of a playable shape (SpellingCandidates french-scrabble) with
# those of them Dicollecte reads only as invariable and Lexique does not attest (scripts/french-unattested.sh).
# LEXIQUE: the table of Lexique 3.82's forms with their frequency in books, `ortho-freql.txt` of the
# repository chrplr/openlexicon (scripts/sublexical-frequencies-python/ortho-freql.txt, commit faea3a7).
# Run from the repository after `mvn -pl dictionaries/builder -am install -DskipTests`, as root once:
# apt-get install hunspell hunspell-fr-classical.
set -euo pipefail
[ $# -eq 1 ] && [ -f "$1" ] || { echo "usage: $0 LEXIQUE (ortho-freql.txt of chrplr/openlexicon)" >&2; exit 2; }
lexique="$(realpath "$1")"
cd "$(dirname "$0")/.."
out=dictionaries/builder/src/main/resources/chiffreslettres/dictionaries/builder/french-symbols-abbreviations.txt
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
scripts/spelling-candidates.sh french-scrabble > "$work/candidates.txt"
scripts/french-unattested.sh "$lexique" < "$work/candidates.txt" > "$work/unattested.txt"
python3 scripts/french-symbols-abbreviations.py "$work/unattested.txt" < "$work/candidates.txt" \
  | LC_ALL=C sort > "$out"
echo "$(wc -l < "$out") of $(wc -l < "$work/candidates.txt") forms symbols or abbreviations -> $out"
