#!/bin/sh
# The edge's start (deploy/nginx/Dockerfile): the site's host names from SITE_HOSTS (compose.yaml) become the public
# server's server_name; any other Host is answered 400 by the default server (nginx.conf).
set -eu
: "${SITE_HOSTS:?set SITE_HOSTS to the site's host names, separated by spaces (e.g. www.example.org example.org)}"
case "$SITE_HOSTS" in
*[!A-Za-z0-9.\ -]*)
    echo "SITE_HOSTS holds host names separated by spaces only (letters, digits, dots, hyphens): got \"$SITE_HOSTS\"" >&2
    exit 1
    ;;
esac
printf 'server_name %s;\n' "$SITE_HOSTS" >/etc/nginx/site/server-name.conf
# The compressor's socket (edge.conf), left behind if nginx was killed: nginx cannot listen on it again otherwise.
rm -f /run/nginx-edge.sock
exec nginx -g 'daemon off;'
