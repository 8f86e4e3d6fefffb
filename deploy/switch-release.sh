#!/usr/bin/env bash
# switch-release.sh <release dir>: makes an unpacked release (`npm run release`) the one the server runs.
# 1. checks the release: the PocketBase binary's SHA-256 and every file's against RELEASE.json / FILES.sha256;
# 2. when it brings migrations the running release lacks, makes a backup through the running server first
#    (scripts/backup.mjs of the running release): PocketBase applies them at the next start, and going back
#    across them takes that backup's restore, not a link;
# 3. points `previous` at the running release and `current` at the new one, each with one rename;
# 4. restarts the unit and waits for /api/health; if it does not answer, points `current` back, restarts
#    again, and exits 1.
# Settings: deploy/release-lib.sh. Backup credentials: RAYEK_SUPERUSER_EMAIL / RAYEK_SUPERUSER_PASSWORD from
# this command's environment, else from the environment file.
set -euo pipefail
. "$(dirname "$(readlink -f "$0")")/release-lib.sh"

[ $# -eq 1 ] || die "usage: $0 <release directory>"
[ -d "$1" ] || die "$1 is not a directory (unpack the release's tarball first)"
new=$(readlink -f "$1")
[ -f "$new/RELEASE.json" ] || die "$new has no RELEASE.json: not a release made by \`npm run release\`"

# RELEASE.json read with Node, which the release needs anyway.
field() { node -e 'let v = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); for (const k of process.argv[2].split(".")) v = v?.[k]; console.log(v ?? "")' "$new/RELEASE.json" "$1"; }

binary=$(field pocketbase.binary)
expected=$(field pocketbase.sha256)
[ -f "$new/$binary" ] || die "the PocketBase binary $binary is missing from $new"
actual=$(sha256sum "$new/$binary" | cut -d' ' -f1)
[ "$actual" = "$expected" ] || die "the PocketBase binary's SHA-256 is $actual, RELEASE.json says $expected: not switching"
list_sum=$(sha256sum "$new/FILES.sha256" | cut -d' ' -f1)
[ "$list_sum" = "$(field files.sha256)" ] || die "FILES.sha256 does not match RELEASE.json: not switching"
(cd "$new" && sha256sum --quiet -c FILES.sha256) >&2 || die "files of $new differ from FILES.sha256: not switching"
say "Release $(field name) checked (PocketBase binary $expected)."

current=$(link_target "$RAYEK_HOME/current")
previous=$(link_target "$RAYEK_HOME/previous")
[ "$current" != "$new" ] || die "$new is already the current release"

backup=""
if [ -n "$current" ] && [ -n "$(new_migrations "$current" "$new")" ]; then
  say "The new release brings migrations: $(new_migrations "$current" "$new" | tr '\n' ' ')"
  say "Backing up through the running server first…"
  # What the backup needs, from this command's environment, else the unit's file; unset when neither has it.
  backup_env=()
  for name in DATA_DIR PORT RAYEK_SUPERUSER_EMAIL RAYEK_SUPERUSER_PASSWORD; do
    value=${!name:-$(env_file_value "$name")}
    if [ -n "$value" ]; then backup_env+=("$name=$value"); fi
  done
  backup=$(
    cd "$current" && env -u DATA_DIR -u PORT "${backup_env[@]}" node scripts/backup.mjs
  ) || die "the backup failed: not switching (give RAYEK_SUPERUSER_EMAIL / RAYEK_SUPERUSER_PASSWORD if the environment file has none)"
  say "Backup: $backup"
fi

mkdir -p "$RAYEK_HOME"
if [ -n "$current" ]; then swap_link "$RAYEK_HOME/previous" "$current"; fi
swap_link "$RAYEK_HOME/current" "$new"
say "current -> $new"
restart_unit
if wait_healthy; then
  say "Switched to $(field name)${current:+ (previous: $current; deploy/rollback.sh goes back)}."
  exit 0
fi

say "The new release does not answer: going back."
if [ -z "$current" ]; then
  rm -f "$RAYEK_HOME/current"
  systemctl stop "$RAYEK_UNIT" || true
  die "the first release did not start; see journalctl -u $RAYEK_UNIT"
fi
swap_link "$RAYEK_HOME/current" "$current"
if [ -n "$previous" ]; then swap_link "$RAYEK_HOME/previous" "$previous"; else rm -f "$RAYEK_HOME/previous"; fi
restart_unit
if [ -n "$backup" ]; then
  say "The new release's migrations may have run on the data: if $current misbehaves, restore $backup (docs/deploy.md, \"Roll back\")."
fi
wait_healthy || die "$current does not answer either; see journalctl -u $RAYEK_UNIT"
die "back on $current; see journalctl -u $RAYEK_UNIT for why the new release failed"
