#!/usr/bin/env bash
# Makes dictionaries/builder/src/main/resources/chiffreslettres/dictionaries/builder/hunspell-es.txt.gz, the
# forms the Cifras y Letras lists must have that Debian's hunspell-es accepts (docs/letters.md): hunspell-es
# is LibreOffice's Spanish spelling dictionary (RLA-ES, Santiago Bosio; GPL-3+ or LGPL-3+ or MPL-1.1+).
# The forms asked are those of LanguageTool's Spanish dictionary a show's list could keep (every form but
# proper nouns that the Spanish keyboard word list holds, in Spanish letters: SpellingCandidates); hunspell
# -G prints those it accepts as they are written, so a capitalised-only or misspelt form is left out.
# Run from the repository after `mvn -pl dictionaries/builder -am install -DskipTests`, as root once:
# apt-get install hunspell hunspell-es.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f /usr/share/hunspell/es_ES.dic ] || { echo "no /usr/share/hunspell/es_ES.dic: apt-get install hunspell-es" >&2; exit 2; }
command -v hunspell >/dev/null || { echo "no hunspell: apt-get install hunspell" >&2; exit 2; }
out=dictionaries/builder/src/main/resources/chiffreslettres/dictionaries/builder/hunspell-es.txt.gz
scripts/spelling-candidates.sh spanish > /tmp/spanish-candidates.txt
hunspell -d /usr/share/hunspell/es_ES -i UTF-8 -G < /tmp/spanish-candidates.txt | LC_ALL=C sort -u | gzip -9n > "$out"
echo "$(zcat "$out" | wc -l) of $(wc -l < /tmp/spanish-candidates.txt) forms accepted by hunspell-es" \
  "$(dpkg-query -W -f '${Version}' hunspell-es) -> $out"
