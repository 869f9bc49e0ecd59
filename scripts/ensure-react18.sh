#!/bin/sh
# The browser suite that runs the widget on React 18 bundles it against test/react18's own install (React 18 cannot
# sit in the root's node_modules next to React 19: react-dom 18 needs react 18 as its peer). Installs it from its
# lockfile when it is missing.
set -e
cd "$(dirname "$0")/../test/react18"
[ -f node_modules/react-dom/package.json ] || npm ci --no-audit --no-fund --loglevel=error
