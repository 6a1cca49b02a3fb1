#!/usr/bin/env bash
# Makes dictionaries/builder/src/main/resources/chiffreslettres/dictionaries/builder/hunspell-fr-locutions.txt,
# the French forms that Des chiffres et des lettres' list leaves out because Dicollecte's French spelling
# dictionary (Debian's hunspell-fr-classical; Dicollecte, MPL-2.0, the dictionary LanguageTool's French one is
# made from) reads them only as parts of locutions (po:loc.*: de facto, manu militari, ex nihilo, et cætera,
# in vitro, en catimini): no word on their own (docs/letters.md). The forms asked are those a show's list
# could keep (SpellingCandidates); hunspell -m gives each analysis of a form, and a form is written out when
# it has at least one and each is a locution's part.
# Run from the repository after `mvn -pl dictionaries/builder -am install -DskipTests`, as root once:
# apt-get install hunspell hunspell-fr-classical.
set -euo pipefail
cd "$(dirname "$0")/.."
dict=/usr/share/hunspell/fr
[ -f "$dict.dic" ] || { echo "no $dict.dic: apt-get install hunspell-fr-classical" >&2; exit 2; }
command -v hunspell >/dev/null || { echo "no hunspell: apt-get install hunspell" >&2; exit 2; }
out=dictionaries/builder/src/main/resources/chiffreslettres/dictionaries/builder/hunspell-fr-locutions.txt
scripts/spelling-candidates.sh french > /tmp/french-candidates.txt
# Each analysis is a line "form  st:... po:..."; a form is a locution's part when every line of it has a
# po: field and each of its po: fields is po:loc.*.
hunspell -d "$dict" -i UTF-8 -m < /tmp/french-candidates.txt | awk '
  NF >= 2 {
    form = $1; seen[form] = 1; other = 1
    for (i = 2; i <= NF; i++) if ($i ~ /^po:/) { if ($i !~ /^po:loc\./) { other = 2; break } else other = 0 }
    if (other != 0) notloc[form] = 1
  }
  END { for (f in seen) if (!(f in notloc)) print f }' | LC_ALL=C sort > "$out"
echo "$(wc -l < "$out") of $(wc -l < /tmp/french-candidates.txt) forms only parts of locutions" \
  "(hunspell-fr-classical $(dpkg-query -W -f '${Version}' hunspell-fr-classical)) -> $out"
