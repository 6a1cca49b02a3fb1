#!/bin/sh
# Builds magpie-movegen.c against a MAGPIE checkout already built with `make magpie BUILD=release`, then
# times MAGPIE's move generation on a positions file written by MagpieMoveTimes.
# Usage: magpie-movegen.sh MAGPIE_DIR LEXICON LEAVES POSITIONS [ROUNDS [WMP]] (WMP false: without its word map)
set -eu
if [ $# -lt 4 ]; then
  echo "usage: $0 MAGPIE_DIR LEXICON LEAVES POSITIONS [ROUNDS [WMP]]" >&2
  exit 2
fi
magpie=$(cd "$1" && pwd)
positions=$(cd "$(dirname "$4")" && pwd)/$(basename "$4")
objects="$magpie/obj/release-b15-r7/src"
if [ ! -d "$objects" ]; then
  echo "no release objects in $objects: run 'make magpie BUILD=release' in $magpie first" >&2
  exit 1
fi
here=$(cd "$(dirname "$0")" && pwd)
cc -O3 -flto -march=native -DNDEBUG -w -I "$magpie" "$here/magpie-movegen.c" \
  $(find "$objects" -name '*.o') -lm -pthread -o "$magpie/bin/magpie-movegen"
cd "$magpie"
exec bin/magpie-movegen "$2" "$3" "$positions" "${5:-20}" "${6:-true}"
