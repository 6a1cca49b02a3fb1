#!/usr/bin/env bash
# Records the public API of the core library as it is now: builds the core jar and copies it to
# core/api-baseline/, against which every build checks (japicmp) that no change breaks a caller.
# Run it when an API change is deliberate, and commit the new baseline with the change.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
mvn -B -q -ntp -pl core -DskipTests -Djapicmp.skip=true package
mkdir -p core/api-baseline
jar=$(ls core/target/chiffres-lettres-core-*.jar | grep -vE -- '-(sources|javadoc|tests)\.jar$')
cp "$jar" core/api-baseline/chiffres-lettres-core.jar
echo "recorded core/api-baseline/chiffres-lettres-core.jar"
