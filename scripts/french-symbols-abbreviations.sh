#!/usr/bin/env bash
# Makes dictionaries/builder/src/main/resources/chiffreslettres/dictionaries/builder/french-symbols-abbreviations.txt,
# the unit symbols and abbreviations with a vowel that the French Scrabble list leaves out (kcal, mmol, janv,
# fig, ibid, etc, sin; docs/scrabble.md): scripts/french-symbols-abbreviations.py, which says how each is
# found, run on the French every-form forms of a playable shape (SpellingCandidates french-scrabble).
# Run from the repository after `mvn -pl dictionaries/builder -am install -DskipTests`, as root once:
# apt-get install hunspell hunspell-fr-classical.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f /usr/share/hunspell/fr.dic ] || { echo "no /usr/share/hunspell/fr.dic: apt-get install hunspell-fr-classical" >&2; exit 2; }
command -v hunspell >/dev/null || { echo "no hunspell: apt-get install hunspell" >&2; exit 2; }
out=dictionaries/builder/src/main/resources/chiffreslettres/dictionaries/builder/french-symbols-abbreviations.txt
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
scripts/spelling-candidates.sh french-scrabble > "$work/candidates.txt"
python3 scripts/french-symbols-abbreviations.py \
  dictionaries/builder/src/main/resources/chiffreslettres/dictionaries/builder/french-unattested-invariables.txt \
  < "$work/candidates.txt" | LC_ALL=C sort > "$out"
echo "$(wc -l < "$out") of $(wc -l < "$work/candidates.txt") forms symbols or abbreviations" \
  "(hunspell-fr-classical $(dpkg-query -W -f '${Version}' hunspell-fr-classical)) -> $out"
