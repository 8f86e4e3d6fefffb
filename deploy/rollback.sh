#!/usr/bin/env bash
# rollback.sh [--across-migrations]: goes back to the release `previous` points at, which becomes `current`
# (and the one left becomes `previous`, so running it twice goes forward again), then restarts the unit and
# waits for /api/health.
# The data is not rolled back: when the release being left brought migrations, PocketBase has applied them, and
# the older code may not work on that schema. Then this refuses unless --across-migrations is given; the way
# back is the backup switch-release.sh made before switching (docs/deploy.md, "Roll back").
set -euo pipefail
. "$(dirname "$(readlink -f "$0")")/release-lib.sh"

across=no
case "${1:-}" in
  "") ;;
  --across-migrations) across=yes ;;
  *) die "usage: $0 [--across-migrations]" ;;
esac

current=$(link_target "$RAYEK_HOME/current")
previous=$(link_target "$RAYEK_HOME/previous")
[ -n "$previous" ] && [ -d "$previous" ] || die "no previous release under $RAYEK_HOME to roll back to"
[ -n "$current" ] || die "no current release under $RAYEK_HOME"

added=$(new_migrations "$previous" "$current")
if [ -n "$added" ] && [ "$across" = no ]; then
  die "$current brought migrations $previous lacks ($(printf '%s' "$added" | tr '\n' ' ')): its data has them applied. Restore the backup made before the switch (npm run restore), or run with --across-migrations to switch the code anyway"
fi

swap_link "$RAYEK_HOME/current" "$previous"
swap_link "$RAYEK_HOME/previous" "$current"
say "current -> $previous"
restart_unit
wait_healthy || die "$previous does not answer; see journalctl -u $RAYEK_UNIT (deploy/rollback.sh again goes back to $current)"
say "Rolled back to $previous (previous: $current)."
