#!/usr/bin/env bash
# Prints, one a line, the French forms read on standard input (one a line) that Dicollecte's French spelling
# dictionary (Debian's hunspell-fr-classical, MPL-2.0) reads only as invariable and that Lexique 3.82 does
# not attest, for scripts/french-unattested-invariables.sh and scripts/french-symbols-abbreviations.sh:
#   - every analysis `hunspell -m` gives of the form says is:inv, or is an adverb, locution or interjection
#     without a number;
#   - the form does not end in s, x or z (French words whose plural is their singular: nîmois, gneiss,
#     spumeux) nor in -ment (adverbs);
#   - no form of it is attested in Lexique 3.82 (New and Pallier, lexique.org, CC BY-SA 4.0), the forms of
#     contemporary French found in books and film subtitles: neither the form nor its stem (hunspell's st:)
#     is one of Lexique's forms or their stems.
# LEXIQUE: the table of Lexique 3.82's forms with their frequency in books, `ortho-freql.txt` of the
# repository chrplr/openlexicon (scripts/sublexical-frequencies-python/ortho-freql.txt, commit faea3a7).
# As root once: apt-get install hunspell hunspell-fr-classical.
#
#   scripts/french-unattested.sh LEXIQUE < candidates.txt > unattested.txt
set -euo pipefail
[ $# -eq 1 ] && [ -f "$1" ] || { echo "usage: $0 LEXIQUE (ortho-freql.txt of chrplr/openlexicon) < FORMS" >&2; exit 2; }
lexique="$1"
dict=/usr/share/hunspell/fr
[ -f "$dict.dic" ] || { echo "no $dict.dic: apt-get install hunspell-fr-classical" >&2; exit 2; }
command -v hunspell >/dev/null || { echo "no hunspell: apt-get install hunspell" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cat > "$work/candidates.txt"
# Lexique's forms, lower-cased, one word each, also with the ligatures Dicollecte writes (coeur: cœur).
tail -n +2 "$lexique" | cut -f1 | tr '[:upper:]' '[:lower:]' | grep -v ' ' | LC_ALL=C sort -u > "$work/lexique.txt"
{ cat "$work/lexique.txt"; grep 'oe' "$work/lexique.txt" | sed 's/oe/œ/g'; grep 'ae' "$work/lexique.txt" | sed 's/ae/æ/g'; } \
  | LC_ALL=C sort -u > "$work/lexique-ligatures.txt"
# Attested: those forms and their stems.
{ cat "$work/lexique-ligatures.txt"
  hunspell -d "$dict" -i UTF-8 -m < "$work/lexique-ligatures.txt" \
    | awk '{ for (i = 2; i <= NF; i++) if ($i ~ /^st:/) print substr($i, 4) }'; } | LC_ALL=C sort -u > "$work/attested.txt"
# Each analysis is a line "form  st:... po:... is:..."; a form is invariable when every line of it is.
hunspell -d "$dict" -i UTF-8 -m < "$work/candidates.txt" | awk -v attested="$work/attested.txt" '
  BEGIN { while ((getline word < attested) > 0) known[word] = 1 }
  NF >= 1 {
    form = $1; seen[form] = 1
    inv = 0; adverb = 0; number = 0
    for (i = 2; i <= NF; i++) {
      if ($i == "is:inv") inv = 1
      if ($i ~ /^po:(adv|loc\.|interj)/) adverb = 1
      if ($i == "is:sg" || $i == "is:pl") number = 1
      if ($i ~ /^st:/ && (substr($i, 4) in known)) stemKnown[form] = 1
    }
    if (!(inv || adverb && !number)) variable[form] = 1
  }
  END {
    for (f in seen)
      if (!(f in variable) && !(f in known) && !(f in stemKnown) && f !~ /[sxz]$/ && f !~ /ment$/) print f
  }' | LC_ALL=C sort
echo "$(wc -l < "$work/lexique.txt") forms of Lexique, hunspell-fr-classical" \
  "$(dpkg-query -W -f '${Version}' hunspell-fr-classical)" >&2
