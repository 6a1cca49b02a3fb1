#!/usr/bin/env bash
# Runs the image tarball Jib built without a container engine (as root): its layers unpacked in order into
# a root directory, /proc mounted there, the image's entrypoint started by chroot as its user (1000) with
# a port and an in-memory database for arguments, then GET /api/health and GET /api/ready answered through it.
# Usage: sudo check-image.sh server/target/chiffres-lettres-server-image.tar [PORT]
set -euo pipefail
image="$(readlink -f "$1")"
port="${2:-18080}"
work="$(mktemp -d)"
trap 'umount "$work/root/proc" 2>/dev/null || true; kill "$pid" 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir -p "$work/image" "$work/root"
tar --warning=no-unknown-keyword -xf "$image" -C "$work/image"
for layer in $(python3 -c 'import json,sys; print(" ".join(json.load(open(sys.argv[1]))[0]["Layers"]))' "$work/image/manifest.json"); do
  tar --warning=no-unknown-keyword -xzf "$work/image/$layer" -C "$work/root"
done
mount -t proc proc "$work/root/proc"
# The image's own entrypoint, with arguments in place of its command (as "docker run IMAGE ARGS" does).
mapfile -t entrypoint < <(python3 -c 'import json,sys; m=json.load(open(sys.argv[1]))[0]
print("\n".join(json.load(open(sys.argv[2] + "/" + m["Config"]))["config"]["Entrypoint"]))' \
  "$work/image/manifest.json" "$work/image")
env -i HOME=/home/app /usr/sbin/chroot --userspec=1000:1000 "$work/root" "${entrypoint[@]}" --host 127.0.0.1 \
  --port "$port" --db "jdbc:h2:mem:check" > "$work/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 60); do
  if curl -fsS "http://127.0.0.1:$port/api/ready" > "$work/ready.json" 2>/dev/null; then
    echo "the image's server answers: health $(curl -fsS "http://127.0.0.1:$port/api/health"), ready $(cat "$work/ready.json")"
    exit 0
  fi
  sleep 1
done
cat "$work/server.log"
exit 1
