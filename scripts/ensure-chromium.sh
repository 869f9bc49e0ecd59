#!/usr/bin/env sh
# The browser suites drive Debian's Chromium (a test tool's own browser download cannot work here: no internet
# but the npm registry and Debian's packages). Install it when missing; do nothing when it is there.
set -eu
[ -x /usr/bin/chromium ] && exit 0
if ! command -v apt-get >/dev/null 2>&1; then
  echo "docs-assistant: the browser tests need Chromium at /usr/bin/chromium (Debian's 'chromium' package)." >&2
  exit 1
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "docs-assistant: installing Debian's chromium for the browser tests…"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y --no-install-recommends chromium
