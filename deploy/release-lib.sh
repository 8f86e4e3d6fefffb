# Shared by switch-release.sh and rollback.sh (sourced, not run). Where things are, overridable for tests and
# for servers laid out differently (docs/deploy.md, "Upgrade"):
#   RAYEK_HOME            the directory holding the releases and the `current` / `previous` links (/srv/rayek)
#   RAYEK_UNIT            the systemd unit to restart (rayek)
#   RAYEK_ENV_FILE        the unit's environment file, read for PORT and the backup's settings (/etc/rayek/rayek.env)
#   RAYEK_HEALTH_URL      what must answer 200 after a restart (http://127.0.0.1:$PORT/api/health)
#   RAYEK_HEALTH_TIMEOUT  seconds to wait for it (60)

RAYEK_HOME=${RAYEK_HOME:-/srv/rayek}
RAYEK_UNIT=${RAYEK_UNIT:-rayek}
RAYEK_ENV_FILE=${RAYEK_ENV_FILE:-/etc/rayek/rayek.env}
RAYEK_HEALTH_TIMEOUT=${RAYEK_HEALTH_TIMEOUT:-60}

say() { printf '%s\n' "$*" >&2; }
die() { say "error: $*"; exit 1; }

# A variable's value in the environment file (KEY=value lines, as systemd reads them), empty when absent.
env_file_value() {
  [ -r "$RAYEK_ENV_FILE" ] || return 0
  sed -n "s/^[[:space:]]*$1=//p" "$RAYEK_ENV_FILE" | tail -n 1 | sed -e 's/^"\(.*\)"$/\1/' -e "s/^'\(.*\)'\$/\1/"
}

health_url() {
  if [ -n "${RAYEK_HEALTH_URL:-}" ]; then
    printf '%s\n' "$RAYEK_HEALTH_URL"
  else
    local port
    port=$(env_file_value PORT)
    printf 'http://127.0.0.1:%s/api/health\n' "${port:-8090}"
  fi
}

# Points the link $1 at $2 in one rename: readers see the old target or the new one, never no link.
swap_link() {
  local link=$1 target=$2 tmp
  tmp="$(dirname "$link")/.$(basename "$link").$$"
  ln -sfn "$target" "$tmp"
  mv -T "$tmp" "$link"
}

# The release a link points at (a full path), or nothing.
link_target() {
  if [ -L "$1" ]; then readlink -f "$1"; fi
}

# Waits for the health URL to answer 200 (Node's fetch: Node is on every server that runs Rayek).
wait_healthy() {
  local url deadline
  url=$(health_url)
  deadline=$(($(date +%s) + RAYEK_HEALTH_TIMEOUT))
  while [ "$(date +%s)" -lt "$deadline" ]; do
    if node -e 'fetch(process.argv[1]).then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))' "$url"; then
      return 0
    fi
    sleep 1
  done
  say "no 200 from $url within ${RAYEK_HEALTH_TIMEOUT} s"
  return 1
}

restart_unit() {
  systemctl restart "$RAYEK_UNIT"
}

# The migration files of release $2 that release $1 lacks, one a line.
new_migrations() {
  comm -13 <(ls "$1/pocketbase/pb_migrations" | sort) <(ls "$2/pocketbase/pb_migrations" | sort)
}
