#!/usr/bin/env bash
# Builds the production image (Containerfile) and tests it, as root, on a machine that reaches the npm registry and
# Debian's mirror but no image registry (decision 114):
#   1. base images, made here once and kept in podman's storage: localhost/debian:bookworm (debootstrap),
#      localhost/node:24-bookworm-slim (Node 24 and npm from the npm registry), localhost/postgres:15-bookworm
#      (Debian's PostgreSQL package);
#   2. the app image, built with --build-arg NODE_IMAGE=localhost/node:24-bookworm-slim, and its size;
#   3. on SQLite: the time from `podman run` to a healthy /api/health, the image's HEALTHCHECK, an API round trip
#      (save, sign in, list, PDF export), a restart that keeps the assessment, and the command-line tools (podman exec);
#   4. with PostgreSQL: compose.yaml under podman-compose, the same round trip, a restart, and a tool.
# Containers, volumes and the compose network are removed at the end, also on failure; the images are kept (the base
# images so that the next run skips debootstrap; the app image is rebuilt from podman's layer cache).
# Every step prints its time; any failure stops the run with what went wrong and a non-zero status.
#
# Settings: E8_PODMAN_RUNTIME (runc when installed), E8_CONTAINER_CACHE (where Node and npm are fetched to),
# DEBIAN_MIRROR (http://deb.debian.org/debian), E8_REFRESH_BASE_IMAGES=1 (make the base images again; they are also
# made again when their files in containers/ change). Debian packages it needs and lacks are installed with apt-get.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$EPOCHREALTIME
step_started=$EPOCHREALTIME
step_name=''
project="e8test$$"
sqlite_name="$project-sqlite"
sqlite_volume="$project-data"
app_image=localhost/e8-assessment:test
debian_image=localhost/debian:bookworm
node_image=localhost/node:24-bookworm-slim
postgres_image=localhost/postgres:15-bookworm
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
cache="${E8_CONTAINER_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/e8-ci/containers}"
work="$(mktemp -d)"
export E8_SUPPORT_USERNAME=container-ops
export E8_SUPPORT_PASSWORD="Container-$(od -An -N8 -tx1 /dev/urandom | tr -d ' \n')-Passw0rd!"

# seconds_since START: the time since START (an $EPOCHREALTIME), in seconds with one decimal.
seconds_since() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }'; }

# step NAME: ends the step before (printing its time) and starts NAME.
step() {
  [ -n "$step_name" ] && echo "step $step_name: $(seconds_since "$step_started") s"
  step_name="$1"
  step_started=$EPOCHREALTIME
  echo "== $1"
}

fail() {
  echo "container test FAILED in step '$step_name': $*" >&2
  exit 1
}

# support_list_shows_account CONTAINER: `support list` run in the container with podman exec names the support account.
support_list_shows_account() {
  local accounts
  accounts=$(podman exec "$1" support list) || fail 'support list failed'
  echo "support list: $accounts"
  grep -q "^$E8_SUPPORT_USERNAME" <<<"$accounts" || fail "support list does not show $E8_SUPPORT_USERNAME"
}

# Podman as this machine needs it (runc and cgroupfs: crun and cgroup v2 do not work everywhere), through a
# containers.conf of this run's own so that podman-compose's podman calls get the same.
runtime="${E8_PODMAN_RUNTIME:-$(command -v runc >/dev/null && echo runc || echo '')}"
containers_conf() {
  echo '[engine]'
  [ -n "$runtime" ] && echo "runtime = \"$runtime\""
  echo 'cgroup_manager = "cgroupfs"'
  echo 'events_logger = "file"'
  # Podman as root gives a container 1048576 open files and processes, which a sandbox with lower limits refuses
  # (runc: "error setting rlimit type 7" or "type 6"): this shell's open files then, and at most 32768 processes (the
  # most runc could set on the machine this was written on, whose shell allows 96364).
  local files processes
  files=$(ulimit -Hn) processes=$(ulimit -Hu)
  [ "$files" = unlimited ] || [ "$files" -gt 1048576 ] && files=1048576
  [ "$processes" = unlimited ] || [ "$processes" -gt 32768 ] && processes=32768
  echo '[containers]'
  echo "default_ulimits = [\"nofile=$files:$files\", \"nproc=$processes:$processes\"]"
}
containers_conf >"$work/containers.conf"
export CONTAINERS_CONF="$work/containers.conf"

# Podman without systemd (a container, a CI runner) runs healthchecks only when asked (`podman healthcheck run`) and
# says so as an error on every start and stop of a container that has one; that line is left out here.
podman() { command podman "$@" 2> >(grep -v 'unable to get systemd connection' >&2); }

compose() {
  POSTGRES_IMAGE="$postgres_image" E8_IMAGE="$app_image" NODE_IMAGE="$node_image" \
    podman-compose --project-name "$project" --file compose.yaml "$@" >>"$work/compose.log" 2>&1
}

cleanup() {
  local status=$?
  trap - EXIT INT TERM
  if [ "$status" -ne 0 ]; then
    for name in "$sqlite_name" "${project}_app_1" "${project}_postgres_1"; do
      if podman container exists "$name" 2>/dev/null; then
        echo "--- last log lines of $name" >&2
        podman logs --tail 40 "$name" >&2 2>&1 || true
      fi
    done
    [ -s "$work/compose.log" ] && { echo "--- podman-compose output" >&2; tail -n 40 "$work/compose.log" >&2; }
  fi
  echo "== cleaning up"
  podman rm --force --time 2 "$sqlite_name" >/dev/null 2>&1 || true
  [ -f compose.yaml ] && POSTGRES_PASSWORD=unused compose down --volumes >/dev/null 2>&1 || true
  podman rm --force --time 2 "${project}_app_1" "${project}_postgres_1" >/dev/null 2>&1 || true
  podman volume rm --force "$sqlite_volume" "${project}_app-data" "${project}_postgres-data" >/dev/null 2>&1 || true
  podman network rm --force "${project}_default" >/dev/null 2>&1 || true
  rm -rf "$work"
  if [ "$status" -eq 0 ]; then
    echo "container test passed in $(seconds_since "$started") s"
  else
    echo "container test failed after $(seconds_since "$started") s" >&2
  fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# free_port: a TCP port nothing listens on, from the kernel.
free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }

# wait_healthy URL SECONDS: waits for URL to answer 200, or fails.
wait_healthy() {
  local deadline=$((SECONDS + $2))
  until curl -fsS -o /dev/null --max-time 2 "$1" 2>/dev/null; do
    [ "$SECONDS" -lt "$deadline" ] || fail "$1 did not answer within $2 s"
    sleep 0.1
  done
}

# recipe FOLDER: a digest of the files a local base image is built from, kept as the image's label e8.recipe.
recipe() { cat "$1"/* | sha256sum | cut -c1-16; }

# kept IMAGE [RECIPE]: whether IMAGE exists (built from RECIPE when given) and may be kept: E8_REFRESH_BASE_IMAGES=1
# makes every base image again (a newer Node 24, Debian's latest packages).
kept() {
  [ "${E8_REFRESH_BASE_IMAGES:-0}" != 1 ] && podman image exists "$1" &&
    { [ -z "${2:-}" ] || [ "$(podman image inspect --format '{{index .Config.Labels "e8.recipe"}}' "$1")" = "$2" ]; }
}

step 'tools'
[ "$(id -u)" -eq 0 ] || fail 'run as root (podman builds and runs the images as root here)'
for tool in node npm curl; do command -v "$tool" >/dev/null || fail "$tool is not on PATH"; done
need_packages=()
for package in podman podman-compose debootstrap curl; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || need_packages+=("$package")
done
# Containers find each other by name (compose's service names) through CNI's dnsname plugin when podman uses CNI.
if [ "$(podman info --format '{{.Host.NetworkBackend}}' 2>/dev/null || echo cni)" = cni ] && [ ! -x /usr/lib/cni/dnsname ]; then
  need_packages+=(golang-github-containernetworking-plugin-dnsname)
fi
if [ "${#need_packages[@]}" -gt 0 ]; then
  echo "Installing ${need_packages[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need_packages[@]}" >/dev/null
fi
echo "$(podman --version), podman-compose $(podman-compose version 2>/dev/null | sed -n 's/^podman-composer* version *//p' | head -n 1), runtime ${runtime:-default}"

# Behind a proxy that intercepts TLS (NODE_EXTRA_CA_CERTS names its CA), npm in the build sees the same bundle.
build_ca=()
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$NODE_EXTRA_CA_CERTS" ]; then
  build_ca=(--volume "$NODE_EXTRA_CA_CERTS:/run/e8-build-ca.crt:ro" --build-arg NODE_EXTRA_CA_CERTS=/run/e8-build-ca.crt)
fi
# build ARGS...: podman build with the output kept in a log, whose end is shown if the build fails.
build() {
  podman build --format docker --network=host "${build_ca[@]}" "$@" >"$work/build.log" 2>&1 ||
    { tail -n 40 "$work/build.log" >&2; fail "podman build $* failed"; }
}

step "base image $debian_image"
if kept "$debian_image"; then
  echo 'kept from an earlier run'
else
  rootfs="$work/rootfs"
  debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 || { tail -n 20 "$work/debootstrap.log" >&2; fail 'debootstrap failed'; }
  # As Debian's slim images: no apt cache or lists, no documentation, manual pages or translations now or later.
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/cache/apt/*.bin "$rootfs"/var/lib/apt/lists/* \
    "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* "$rootfs"/usr/share/locale/* "$rootfs"/usr/share/info/*
  cat >"$rootfs/etc/dpkg/dpkg.cfg.d/slim" <<'DPKG'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
DPKG
  cat >"$rootfs/etc/apt/sources.list" <<SOURCES
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb ${mirror%/debian}/debian-security bookworm-security main
SOURCES
  tar -C "$rootfs" -c . | podman import --quiet - "$debian_image" >/dev/null
  rm -rf "$rootfs"
fi

step "base image $node_image"
if kept "$node_image" "$(recipe containers/node)"; then
  node_version=$(podman run --rm "$node_image" node --version) || fail "$node_image does not run"
  echo "kept from an earlier run: Node $node_version"
else
  # Node 24's binary (the npm registry's "node" package) and npm (its "npm" package, dependencies inside).
  npm install --prefix "$cache" --no-save --no-audit --no-fund --loglevel=error node@24 npm@11 >&2
  context="$work/node-context"
  mkdir -p "$context"
  cp containers/node/Containerfile "$context/"
  cp "$cache/node_modules/node/bin/node" "$context/node"
  cp -r "$cache/node_modules/npm" "$context/npm"
  build --build-arg DEBIAN_IMAGE="$debian_image" --label "e8.recipe=$(recipe containers/node)" --tag "$node_image" "$context"
fi

step "base image $postgres_image"
if kept "$postgres_image" "$(recipe containers/postgres)"; then
  echo 'kept from an earlier run'
else
  build --build-arg DEBIAN_IMAGE="$debian_image" --label "e8.recipe=$(recipe containers/postgres)" --tag "$postgres_image" containers/postgres
fi

step "app image $app_image"
build --build-arg NODE_IMAGE="$node_image" --tag "$app_image" .
size=$(podman image inspect --format '{{.Size}}' "$app_image")
echo "image size: $((size / 1000000)) MB ($(podman image inspect --format '{{.Size}}' "$node_image" | awk '{ printf "%d", $1 / 1000000 }') MB of it the Node base image)"
[ "$(podman image inspect --format '{{.Config.User}}' "$app_image")" = e8 ] || fail 'the image does not run as the user e8'
podman image inspect --format '{{json .Config.Healthcheck}}' "$app_image" | grep -q api/health || fail 'the image has no HEALTHCHECK on /api/health'
podman run --rm --entrypoint sh "$app_image" -c 'for tool in vite esbuild tsx vitest; do [ ! -e "node_modules/$tool" ] || { echo "$tool"; exit 1; }; done' ||
  fail 'a build-time package is in the runtime image'

step 'SQLite: podman run to a healthy /api/health'
port=$(free_port)
base="http://127.0.0.1:$port"
run_started=$EPOCHREALTIME
podman run --detach --name "$sqlite_name" --publish "127.0.0.1:$port:3000" --volume "$sqlite_volume:/data" \
  --env E8_SUPPORT_USERNAME --env E8_SUPPORT_PASSWORD "$app_image" >/dev/null
wait_healthy "$base/api/health" 60
echo "healthy $(seconds_since "$run_started") s after podman run"
[ "$(podman exec "$sqlite_name" id -un)" = e8 ] || fail 'the server does not run as e8'
podman healthcheck run "$sqlite_name" >/dev/null || fail "the image's HEALTHCHECK failed"
echo "the image's HEALTHCHECK: $(podman inspect --format '{{.State.Health.Status}}' "$sqlite_name" 2>/dev/null || echo healthy)"

step 'SQLite: round trip'
node containers/test/round-trip.mjs "$base" save

step 'SQLite: restart keeps the assessment'
podman stop --time 10 "$sqlite_name" >/dev/null
podman start "$sqlite_name" >/dev/null
wait_healthy "$base/api/health" 60
node containers/test/round-trip.mjs "$base" listed

step 'SQLite: command-line tools (podman exec)'
support_list_shows_account "$sqlite_name"
backup=$(podman exec "$sqlite_name" backup) || fail 'backup failed'
echo "backup: $backup"
grep -q 'integrity check: ok' <<<"$backup" || fail 'the backup was not checked'
podman rm --force --time 10 "$sqlite_name" >/dev/null

step 'PostgreSQL: compose up to a healthy /api/health'
port=$(free_port)
base="http://127.0.0.1:$port"
export E8_LISTEN="127.0.0.1:$port"
POSTGRES_PASSWORD="pg-$(od -An -N8 -tx1 /dev/urandom | tr -d ' \n')"
export POSTGRES_PASSWORD
run_started=$EPOCHREALTIME
# podman-compose before 1.1 starts the services in order without waiting for `condition: service_healthy`, and podman
# runs healthchecks only from systemd timers: the app may start before PostgreSQL answers, fail to connect, and be
# started again by its restart policy, as it would after a reboot.
compose up --detach || fail 'podman-compose up failed'
wait_healthy "$base/api/health" 90
echo "healthy $(seconds_since "$run_started") s after podman-compose up"
echo "restarts of the app while PostgreSQL started: $(podman inspect --format '{{.RestartCount}}' "${project}_app_1")"
podman exec "${project}_app_1" printenv DATABASE_URL | grep -q '^postgres://e8:.*@postgres:5432/e8$' || fail 'the app is not given the PostgreSQL service'
podman healthcheck run "${project}_postgres_1" >/dev/null || fail "PostgreSQL's HEALTHCHECK failed"

step 'PostgreSQL: round trip'
node containers/test/round-trip.mjs "$base" save

step 'PostgreSQL: restart keeps the assessment'
compose restart || fail 'podman-compose restart failed'
wait_healthy "$base/api/health" 90
node containers/test/round-trip.mjs "$base" listed

step 'PostgreSQL: a command-line tool (podman exec)'
support_list_shows_account "${project}_app_1"

echo "step $step_name: $(seconds_since "$step_started") s"
