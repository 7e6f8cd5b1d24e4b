#!/usr/bin/env bash
# Makes sure a PostgreSQL server answers on 127.0.0.1:5432 with a `test` database that the
# `postgres` user may use without a password (as on the CI machines), starting or installing
# Debian's postgresql when needed. Prints the connection URL. Fails loudly; never skips.
set -euo pipefail
url="postgres://postgres@127.0.0.1:5432/test"
sudo_prefix=()
[ "$(id -u)" -eq 0 ] || sudo_prefix=(sudo -n)

ready() { pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; }

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  echo "PostgreSQL is not installed; installing Debian's postgresql..." >&2
  DEBIAN_FRONTEND=noninteractive "${sudo_prefix[@]}" apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive "${sudo_prefix[@]}" apt-get install -y -qq postgresql >&2
fi

if ! ready; then
  version=$(pg_lsclusters --no-header | awk 'NR==1 {print $1}')
  [ -n "$version" ] || { echo "No PostgreSQL cluster found (pg_lsclusters is empty)." >&2; exit 1; }
  hba="/etc/postgresql/$version/main/pg_hba.conf"
  # A fresh Debian cluster asks for passwords on TCP; the test server is local and throwaway.
  if ! grep -q "^host all postgres 127.0.0.1/32 trust" "$hba"; then
    "${sudo_prefix[@]}" sed -i '1i host all postgres 127.0.0.1/32 trust' "$hba"
  fi
  echo "Starting PostgreSQL $version..." >&2
  "${sudo_prefix[@]}" pg_ctlcluster "$version" main start
  for _ in $(seq 1 30); do ready && break; sleep 1; done
fi
ready || { echo "PostgreSQL does not answer on 127.0.0.1:5432." >&2; exit 1; }

if ! psql "postgres://postgres@127.0.0.1:5432/postgres" -Atc "select 1 from pg_database where datname = 'test'" | grep -q 1; then
  psql "postgres://postgres@127.0.0.1:5432/postgres" -qc "create database test" >&2
fi
psql "$url" -Atc "select 1" >/dev/null
echo "$url"
