#!/usr/bin/env bash
# Makes dictionaries/builder/src/main/resources/chiffreslettres/dictionaries/builder/scowl-en-gb-70.txt.gz, the British English word list that
# Countdown's list is drawn from (docs/letters.md), from Debian's scowl package (SCOWL 2020.12.07):
# the words of sizes 10 to 70 ("large", the size spelling checkers ship) of the categories english
# (every spelling), british (-ise), british_z (Oxford -ize) and variant_1 (common variants), lower-case
# a-z only: no proper names, abbreviations, contractions, capitals, hyphens, apostrophes or accents
# (SCOWL keeps those in other files or spells them otherwise); and not the names of taxonomic groups
# in -ae that WordNet knows only as such (ratitae, turdinae, labiatae: scripts/wordnet-taxa.py); a word
# without a vowel (a, e, i, o, u or y) only when ENABLE2K has it too (cwm, crwth, nth, shh, psst stay; the
# symbols and letters kb, lm, lx, dkl, s, v, which SCOWL files as words, go); and not the unit symbols with a
# vowel that SCOWL files as words, by name: kcal (the American Heritage Dictionary gives it as the
# abbreviation of kilocalorie, "Abbr. kcal"; the Miller-Keane medical dictionary as its symbol).
# Beside it, scowl-en-gb-70-unwitnessed.txt.gz: those of its words of size 70 only (the rarest) that neither
# ENABLE2K nor WordNet knows (scripts/scowl-unwitnessed.py); Countdown's list keeps them only when the
# English spelling dictionaries give them a frequency class.
# Run as root once: apt-get install scowl wordnet-base.
set -euo pipefail
dir=/usr/share/dict/scowl
[ -d "$dir" ] || { echo "no $dir: apt-get install scowl" >&2; exit 2; }
[ -f /usr/share/wordnet/data.noun ] || { echo "no WordNet: apt-get install wordnet-base" >&2; exit 2; }
symbols='kcal'
taxa="$(mktemp)"
trap 'rm -f "$taxa"' EXIT
python3 "$(dirname "$0")/wordnet-taxa.py" | LC_ALL=C grep 'ae$' > "$taxa"
out="$(dirname "$0")/../dictionaries/builder/src/main/resources/chiffreslettres/dictionaries/builder/scowl-en-gb-70.txt.gz"
files=()
for category in english british british_z variant_1; do
  for size in 10 20 35 40 50 55 60 70; do
    [ -f "$dir/$category-words.$size" ] && files+=("$dir/$category-words.$size")
  done
done
enable="$(dirname "$0")/../dictionaries/en/src/main/lists/enable2k.txt.gz"
words="$(mktemp)"
trap 'rm -f "$taxa" "$words"' EXIT
cat "${files[@]}" | LC_ALL=C grep -x '[a-z]*' | LC_ALL=C grep -vxFf "$taxa" | LC_ALL=C grep -vxF -e $symbols \
  | LC_ALL=C sort -u > "$words"
{ LC_ALL=C grep '[aeiouy]' "$words"; LC_ALL=C grep -v '[aeiouy]' "$words" | LC_ALL=C grep -xFf <(zcat "$enable"); } \
  | LC_ALL=C sort -u | gzip -9n > "$out"
echo "$(zcat "$out" | wc -l) words from ${#files[@]} files -> $out"
upto60="$(mktemp)"
trap 'rm -f "$taxa" "$words" "$upto60"' EXIT
for category in english british british_z variant_1; do
  for size in 10 20 35 40 50 55 60; do
    [ -f "$dir/$category-words.$size" ] && cat "$dir/$category-words.$size"
  done
done | LC_ALL=C sort -u > "$upto60"
rare="${out%.txt.gz}-unwitnessed.txt.gz"
zcat "$out" | LC_ALL=C comm -23 - "$upto60" \
  | python3 "$(dirname "$0")/scowl-unwitnessed.py" "$enable" \
  | gzip -9n > "$rare"
echo "$(zcat "$rare" | wc -l) of them of size 70 only that neither ENABLE2K nor WordNet knows -> $rare"
