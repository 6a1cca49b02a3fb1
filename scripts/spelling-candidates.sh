#!/usr/bin/env bash
# Prints the forms the dictionary builder's SpellingCandidates gives for KIND (french, spanish: the forms a
# show's list could keep; french-scrabble: the French every-form forms of a playable shape), one a line,
# for the scripts that check them against a spelling dictionary. Run from anywhere after
# `mvn -pl dictionaries/builder -am install -DskipTests`.
#
#   scripts/spelling-candidates.sh KIND > candidates.txt
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: $0 KIND (french, spanish or french-scrabble)" >&2; exit 2; }
cd "$(dirname "$0")/.."
classpath="$(mktemp)"
trap 'rm -f "$classpath"' EXIT
mvn -q -B -Dstyle.color=never -pl dictionaries/builder dependency:build-classpath -Dmdep.outputFile="$classpath" >&2
# The language's subtitle list (the words people say) is read from its dictionary module's resources.
case "$1" in spanish) lang=es ;; *) lang=fr ;; esac
java -cp "dictionaries/builder/target/classes:dictionaries/$lang/src/main/resources:$(cat "$classpath")" \
  chiffreslettres.dictionaries.builder.SpellingCandidates "$1"
