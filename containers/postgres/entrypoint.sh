#!/bin/sh
# Starts PostgreSQL as the standard image (docker.io/library/postgres) does, for what compose.yaml uses of it: on an
# empty $PGDATA it makes the cluster with the superuser $POSTGRES_USER (password $POSTGRES_PASSWORD, required) and the
# database $POSTGRES_DB, allows password (SCRAM) connections from the network, then runs the server in the foreground.
set -eu
: "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set}"
POSTGRES_USER="${POSTGRES_USER:-postgres}"
POSTGRES_DB="${POSTGRES_DB:-$POSTGRES_USER}"

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  password_file="$(mktemp)"
  printf '%s\n' "$POSTGRES_PASSWORD" > "$password_file"
  initdb --username="$POSTGRES_USER" --pwfile="$password_file" --auth-local=trust --auth-host=scram-sha-256 --encoding=UTF8 >/dev/null
  rm -f "$password_file"
  printf 'host all all all scram-sha-256\n' >> "$PGDATA/pg_hba.conf"
  if [ "$POSTGRES_DB" != postgres ]; then
    postgres --single -D "$PGDATA" -c listen_addresses='' postgres <<SQL >/dev/null
CREATE DATABASE "$POSTGRES_DB" OWNER "$POSTGRES_USER";
SQL
  fi
  echo "Made the PostgreSQL cluster in $PGDATA with the database $POSTGRES_DB."
fi

exec postgres -D "$PGDATA" -c listen_addresses='*' "$@"
