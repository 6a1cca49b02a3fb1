#!/usr/bin/env bash
# The container image's base, made offline from this machine (no image registry needed): a Java runtime
# made by jlink with the modules the server's jar needs (jdeps), and the C libraries that runtime loads
# (ldd), under OUT (opt/java, lib, lib64, tmp). Jib lays it under the server's layers on an empty image.
# Usage: make-base.sh OUT SERVER_JAR
set -euo pipefail
out="$1"
jar="$2"
jdk="${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}"
rm -rf "$out"
mkdir -p "$out/opt" "$out/tmp"
modules="$("$jdk/bin/jdeps" --ignore-missing-deps --print-module-deps --multi-release 17 "$jar")"
# TLS to PostgreSQL and elliptic-curve keys; the JDK's DNS name service.
modules="$modules,jdk.crypto.ec,jdk.naming.dns,jdk.zipfs"
"$jdk/bin/jlink" --add-modules "$modules" --strip-debug --no-man-pages --no-header-files --compress=2 \
  --output "$out/opt/java"
# Every shared library the runtime's binaries and libraries load, and the dynamic loader itself.
libs="$(find "$out/opt/java" -type f \( -name '*.so' -o -path '*/bin/*' \) -exec ldd {} \; 2>/dev/null \
  | awk '/=> \// { print $3 } /^[[:space:]]*\/lib/ { print $1 }' | grep -v "^$out" | sort -u)"
for lib in $libs; do
  mkdir -p "$out$(dirname "$lib")"
  cp -L "$lib" "$out$lib"
done
# A user to run as (uid 1000, its home for the server's files) and the mount point of /proc, which the
# loader reads to find the runtime's own libraries.
mkdir -p "$out/etc" "$out/home/app" "$out/proc"
printf 'root:x:0:0:root:/root:/sbin/nologin\napp:x:1000:1000:app:/home/app:/sbin/nologin\n' > "$out/etc/passwd"
printf 'root:x:0:\napp:x:1000:\n' > "$out/etc/group"
echo "base made in $out: modules $modules; $(echo "$libs" | wc -w) C libraries"
