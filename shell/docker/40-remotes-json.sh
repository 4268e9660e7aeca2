#!/bin/sh
# Writes where the remotes live, from the container's environment, before nginx starts.
set -eu
cat > /usr/share/nginx/html/remotes.json <<JSON
{
  "public_site": "${PUBLIC_SITE_REMOTE_URL:-/remotes/public-site/remoteEntry.js}",
  "admin_portal": "${ADMIN_PORTAL_REMOTE_URL:-/remotes/admin-portal/remoteEntry.js}"
}
JSON
