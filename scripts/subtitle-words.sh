#!/usr/bin/env bash
# Makes chiffreslettres/subtitles/LANG.txt.gz in each language's dictionary artifact (dictionaries/LANG/src/
# main/resources): the commonest words of film subtitles in English (20,000), French (30,000) and Spanish
# (50,000), commonest first, one a line: the first lines of FrequencyWords' lists (Hermit Dave, from
# OpenSubtitles 2018; content CC BY-SA 4.0), each line's word only. The conundrums take their words among
# them as well as among the list's commonest (docs/games.md).
# FREQUENCY_WORDS: a checkout of the repository hermitdave/FrequencyWords (commit 525f9b5); its files
# content/2018/LANG/LANG_50k.txt are read.
#
#   scripts/subtitle-words.sh FREQUENCY_WORDS
set -euo pipefail
[ $# -eq 1 ] && [ -d "$1/content/2018" ] || { echo "usage: $0 FREQUENCY_WORDS (a checkout of hermitdave/FrequencyWords)" >&2; exit 2; }
source="$(realpath "$1")"
cd "$(dirname "$0")/.."
for pair in en:20000 fr:30000 es:50000; do
  lang=${pair%%:*}
  count=${pair#*:}
  out=dictionaries/$lang/src/main/resources/chiffreslettres/subtitles/$lang.txt.gz
  mkdir -p "$(dirname "$out")"
  head -n "$count" "$source/content/2018/$lang/${lang}_50k.txt" | cut -d ' ' -f 1 | gzip -n -9 > "$out"
  echo "$(zcat "$out" | wc -l) words -> $out ($(stat -c %s "$out") bytes)"
done
