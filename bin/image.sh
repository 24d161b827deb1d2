#!/usr/bin/env bash
# Builds the server image from the Dockerfile, tagged clearhouse:local (IMAGE_TAG to change): with `docker build`
# when a Docker engine answers, else with buildah (Debian's package; daemonless: chroot isolation, overlay storage,
# the host's network), installed here when missing. Prints the image's size at the end.
#
#   bin/image.sh                  the Dockerfile's own base image (node:24-bookworm-slim, pulled)
#   bin/image.sh --stand-in-base  a base built here instead, for a machine that reaches no container registry: Debian
#                                 bookworm (debootstrap, from this machine's apt sources), this machine's Node and npm
#                                 in /usr/local, and the `node` user (uid 1000), as the official image has them,
#                                 plus this machine's CA certificates (NODE_EXTRA_CA_CERTS) for npm
set -euo pipefail
cd "$(dirname "$0")/.."

TAG=${IMAGE_TAG:-clearhouse:local}
STAND_IN=localhost/clearhouse-node-base:stand-in
stand_in=false
[ "${1:-}" = "--stand-in-base" ] && stand_in=true

if docker info >/dev/null 2>&1 && [ "$stand_in" = false ]; then
  docker build -t "$TAG" .
  docker image inspect -f 'image size: {{.Size}} bytes' "$TAG"
  exit 0
fi

if ! command -v buildah >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq buildah >/dev/null
fi
buildah=(buildah --storage-driver "${STORAGE_DRIVER:-overlay}")
build_args=()

if [ "$stand_in" = true ]; then
  build_args=(--pull-never --build-arg "NODE_IMAGE=$STAND_IN")
  if ! "${buildah[@]}" inspect --type image "$STAND_IN" >/dev/null 2>&1; then
    command -v debootstrap >/dev/null ||
      (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null)
    # The Debian mirror this machine's apt uses (deb822 or one-line format).
    mirror=$(sed -n 's/^URIs: *//p' /etc/apt/sources.list.d/*.sources 2>/dev/null | head -1)
    [ -n "$mirror" ] || mirror=$(awk '$1 == "deb" { print $2; exit }' /etc/apt/sources.list)
    node_bin=$(readlink -f "$(command -v node)")
    npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
    container=$("${buildah[@]}" from scratch)
    root=$("${buildah[@]}" mount "$container")
    echo "stand-in base: debootstrap bookworm (minbase), $(node --version), npm $(npm --version)"
    debootstrap --variant=minbase bookworm "$root" "$mirror" >/dev/null
    install -D -m 755 "$node_bin" "$root/usr/local/bin/node"
    mkdir -p "$root/usr/local/lib/node_modules"
    cp -a "$npm_dir" "$root/usr/local/lib/node_modules/npm"
    ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
    ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
    chroot "$root" sh -c 'groupadd -g 1000 node && useradd -u 1000 -g node -s /bin/bash -m node && apt-get clean'
    # This machine's CA certificates, for npm to reach the registry through the same network as this machine's npm.
    install -D -m 644 /etc/ssl/certs/ca-certificates.crt "$root/usr/local/share/stand-in/ca-certificates.crt"
    rm -rf "$root/var/lib/apt/lists/"*
    "${buildah[@]}" umount "$container" >/dev/null
    "${buildah[@]}" config --cmd node --env NODE_EXTRA_CA_CERTS=/usr/local/share/stand-in/ca-certificates.crt \
      "$container"
    "${buildah[@]}" commit --quiet --rm "$container" "$STAND_IN" >/dev/null
  fi
fi

"${buildah[@]}" build --format docker --isolation chroot --network host --layers "${build_args[@]}" -t "$TAG" .
echo "image $TAG: $("${buildah[@]}" images --noheading --format '{{.Size}}' "$TAG")"
