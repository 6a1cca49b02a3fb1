#!/usr/bin/env bash
# Makes dictionaries/builder/src/main/resources/chiffreslettres/dictionaries/builder/french-unattested-invariables.txt,
# the French forms that Des chiffres et des lettres' list leaves out as borrowings, Latin and abbreviations
# rather than French words (made, lol, vitae, persona, lingua, ibid, janv, ppm; docs/letters.md): of the forms
# a show's list could keep (SpellingCandidates french), those Dicollecte's French spelling dictionary reads
# only as invariable and Lexique 3.82 does not attest (scripts/french-unattested.sh says how).
# LEXIQUE: the table of Lexique 3.82's forms with their frequency in books, `ortho-freql.txt` of the
# repository chrplr/openlexicon (scripts/sublexical-frequencies-python/ortho-freql.txt, commit faea3a7).
# Run from the repository after `mvn -pl dictionaries/builder -am install -DskipTests`, as root once:
# apt-get install hunspell hunspell-fr-classical.
set -euo pipefail
[ $# -eq 1 ] && [ -f "$1" ] || { echo "usage: $0 LEXIQUE (ortho-freql.txt of chrplr/openlexicon)" >&2; exit 2; }
lexique="$(realpath "$1")"
cd "$(dirname "$0")/.."
out=dictionaries/builder/src/main/resources/chiffreslettres/dictionaries/builder/french-unattested-invariables.txt
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
scripts/spelling-candidates.sh french > "$work/candidates.txt"
scripts/french-unattested.sh "$lexique" < "$work/candidates.txt" > "$out"
echo "$(wc -l < "$out") of $(wc -l < "$work/candidates.txt") forms invariable and unattested -> $out"
