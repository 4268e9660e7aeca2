#!/bin/sh
# Before nginx starts: writes where the remotes live (/remotes.json) from the container's
# environment, and the security headers whose Content-Security-Policy lets the shell load the
# remotes from those origins (the same policy as shell/src/security/security-headers.ts).
set -eu
html_dir="${SHELL_HTML_DIR:-/usr/share/nginx/html}"
headers_file="${SHELL_SECURITY_HEADERS_FILE:-/etc/nginx/security-headers.conf}"
public_site="${PUBLIC_SITE_REMOTE_URL:-/remotes/public-site/remoteEntry.js}"
admin_portal="${ADMIN_PORTAL_REMOTE_URL:-/remotes/admin-portal/remoteEntry.js}"

cat > "$html_dir/remotes.json" <<JSON
{
  "public_site": "$public_site",
  "admin_portal": "$admin_portal"
}
JSON

# The origin of an absolute address; nothing for a same-origin path.
origin_of() {
  printf '%s\n' "$1" | sed -nE 's#^([hH][tT][tT][pP][sS]?://[^/?#]+).*#\1#p' | tr 'A-Z' 'a-z'
}
remotes=""
for entry in "$public_site" "$admin_portal"; do
  origin="$(origin_of "$entry")"
  case " $remotes " in
    *" $origin "*) ;;
    *) [ -n "$origin" ] && remotes="$remotes $origin" ;;
  esac
done

# reCAPTCHA's script and checkbox frame come from Google; ALTCHA sites allow no Google origin.
google_scripts=""
google_frames=""
if [ "${CAPTCHA_PROVIDER:-}" = "recaptcha" ]; then
  google_scripts=" https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/"
  google_frames="; frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/"
fi

csp="default-src 'self'"
csp="$csp; script-src 'self' 'wasm-unsafe-eval'$remotes$google_scripts"
csp="$csp; style-src 'self' 'unsafe-inline'$remotes"
csp="$csp; img-src 'self' data: blob:$remotes"
csp="$csp; font-src 'self' data:$remotes"
csp="$csp; media-src 'self'$remotes"
csp="$csp; connect-src 'self'$remotes"
csp="$csp; worker-src 'self' blob:$google_frames"
csp="$csp; object-src 'none'"
csp="$csp; base-uri 'self'"
csp="$csp; form-action 'self'"
csp="$csp; frame-ancestors 'none'"

cat > "$headers_file" <<CONF
add_header Content-Security-Policy "$csp" always;
add_header X-Content-Type-Options nosniff always;
add_header Referrer-Policy strict-origin-when-cross-origin always;
add_header X-Frame-Options DENY always;
CONF

# The addresses the public site's pre-rendered pages leave as placeholders (see
# libs/conference/src/prerendered-pages.ts): where its files are and the site's own address.
public_site_base="${public_site%/*}/"
site_url="${PUBLIC_SITE_URL:?set PUBLIC_SITE_URL (the site's address, e.g. https://caawg11.org)}"
site_url="${site_url%/}"
cat > "${SHELL_PRERENDERED_ADDRESSES_FILE:-/etc/nginx/prerendered-addresses.conf}" <<CONF
set \$public_site_entry "$public_site";
proxy_set_header Accept-Encoding "";
sub_filter_types application/xml text/xml text/plain;
sub_filter_once off;
sub_filter "https://public-site-base.invalid/" "$public_site_base";
sub_filter "https://site-url.invalid" "$site_url";
CONF
