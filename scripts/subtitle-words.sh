#!/usr/bin/env bash
# Makes dictionaries/en/src/main/resources/chiffreslettres/subtitles/en.txt.gz, the 20,000 commonest words of
# English film subtitles, commonest first, one a line: the first 20,000 lines of FrequencyWords' English list
# (Hermit Dave, from OpenSubtitles 2018; content CC BY-SA 4.0), each line's word only. The conundrums take
# their English words among them as well as among the list's commonest (docs/games.md).
# FREQUENCY_LIST: content/2018/en/en_50k.txt of the repository hermitdave/FrequencyWords (commit 525f9b5).
#
#   scripts/subtitle-words.sh FREQUENCY_LIST
set -euo pipefail
[ $# -eq 1 ] && [ -f "$1" ] || { echo "usage: $0 FREQUENCY_LIST (content/2018/en/en_50k.txt of hermitdave/FrequencyWords)" >&2; exit 2; }
list="$(realpath "$1")"
cd "$(dirname "$0")/.."
out=dictionaries/en/src/main/resources/chiffreslettres/subtitles/en.txt.gz
mkdir -p "$(dirname "$out")"
head -n 20000 "$list" | cut -d ' ' -f 1 | gzip -n -9 > "$out"
echo "$(zcat "$out" | wc -l) words -> $out ($(stat -c %s "$out") bytes)"
