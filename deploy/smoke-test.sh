#!/bin/sh
# Starts the API + portal image once and checks what a load balancer and a customer need: the portal's page,
# the API, /healthz and /readyz, and a graceful exit on SIGTERM; and that the API started on the image's
# precompiled form validators (no form compiled at start). Usage (from the repository root):
#   deploy/smoke-test.sh [image]            default image portal-osd:local
# CONTAINER_ENGINE=podman for Podman; DATABASE_URL to run it on a PostgreSQL server (else PGlite in the
# container); PORT (default 3300) is the host port, on 127.0.0.1 only. The environment is a complete production
# one (an incomplete one is refused at start), its mail, antivirus and SMS addresses unused here.
set -eu
image=${1:-portal-osd:local}
engine=${CONTAINER_ENGINE:-docker}
port=${PORT:-3300}
name=portal-smoke-$$

cleanup() { $engine rm -f "$name" >/dev/null 2>&1 || true; }
trap cleanup EXIT

$engine run -d --name "$name" --network host \
  -e NODE_ENV=production -e HOST=127.0.0.1 -e PORT="$port" -e PUBLIC_URL=https://portal.example.pl \
  -e PAYMENT_PROVIDER=przelewy24 -e P24_MERCHANT_ID=1 -e P24_API_KEY=smoke -e P24_CRC=smoke \
  -e SMTP_URL=smtp://127.0.0.1:25 -e MAIL_FROM='Portal <portal@example.pl>' -e CLAMD_HOST=127.0.0.1 \
  -e SMS_PROVIDER=smsapi -e SMSAPI_TOKEN=smoke \
  ${DATABASE_URL:+-e DATABASE_URL="$DATABASE_URL"} \
  -e OPERATOR_NAME='Operator Próbny Sp. z o.o.' -e OPERATOR_ADDRESS='ul. Próbna 1|00-001 Warszawa' \
  -e OPERATOR_EMAIL=kontakt@operator-probny.example.com -e OPERATOR_BANK_ACCOUNT=60102010260000123456789012 \
  -e OPERATOR_DOCUMENTS_DIR=/app/apps/api/src/test/operator-documents \
  "$image" >/dev/null

fail() { echo "FAIL: $*"; $engine logs --tail 40 "$name" || true; exit 1; }
status() { curl -s -o /dev/null -w '%{http_code}' "$@"; }

i=0
until [ "$(status "http://127.0.0.1:$port/readyz")" = 200 ]; do
  i=$((i + 1)); [ "$i" -le 180 ] || fail "/readyz not 200 within 180 s"; sleep 1
done
echo "ready after ${i} s"

# The build stage's precompiled validators match the image's schemas: the API compiled no form at start.
if $engine logs "$name" 2>&1 | grep -q 'forms compiled at start'; then
  fail "forms compiled at start: the image's precompiled validators are missing or stale"
fi

[ "$(status "http://127.0.0.1:$port/healthz")" = 200 ] || fail "/healthz"
curl -s "http://127.0.0.1:$port/" | grep -q '<html lang="pl"' || fail "the portal's page"
[ "$(status -H 'Accept-Encoding: br' -I "http://127.0.0.1:$port/")" = 200 ] || fail "HEAD /"
curl -s "http://127.0.0.1:$port/api/config/frontend" | grep -q '"' || fail "/api/config/frontend"
[ "$(status "http://127.0.0.1:$port/api/issues")" = 401 ] || fail "a private endpoint without a session is not 401"
[ "$(status "http://127.0.0.1:$port/nie-ma-takiej-strony")" = 404 ] || fail "an unknown address is not 404"

$engine kill --signal TERM "$name" >/dev/null
code=$($engine wait "$name")
[ "$code" = 0 ] || fail "exit code $code after SIGTERM"
echo "PASS: $image serves the portal and the API, is ready for a load balancer and stops cleanly"
