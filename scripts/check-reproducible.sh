#!/usr/bin/env bash
# Builds every module twice from clean and checks that each jar is byte-for-byte the same both times
# (project.build.outputTimestamp fixes the entries' times). Exit status 1 names the jars that differ.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
sums="$(mktemp -d)"
trap 'rm -rf "$sums"' EXIT
for run in first second; do
  echo "build ($run) ..." >&2
  mvn -B -q -ntp -DskipTests -Djapicmp.skip=true clean package >"$sums/$run.log" 2>&1 || { cat "$sums/$run.log"; exit 2; }
  find . -path ./.git -prune -o -path '*/target/*.jar' -print | sort | xargs sha256sum >"$sums/$run.sha256"
done
count=$(wc -l <"$sums/first.sha256")
if diff "$sums/first.sha256" "$sums/second.sha256" >"$sums/diff"; then
  echo "reproducible: $count jars identical in two builds"
else
  echo "NOT reproducible: these jars differ between two builds:"
  grep '^[<>]' "$sums/diff" | awk '{print $3}' | sort -u
  exit 1
fi
