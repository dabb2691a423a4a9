#!/usr/bin/env bash
# Regenerates docs/trace.png, the README's picture of the trace viewer (`tessera replay --trace`):
# assets/logs/flow-keys.log replayed against a golden that expects only item 0 selected, as if the
# second tap had failed to add item 1, so the page shows a failure and marks when the selection
# diverged; the page is opened at 3.4 s. Needs chromium (apt-get install chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tessera-trace-screenshot-XXXXXX")
trap 'rm -rf "$tmp"' EXIT
sed 's/"selected": \[\[0, 0\], \[0, 1\]\]/"selected": [[0, 0]]/' assets/logs/flow-keys.state.json >"$tmp/flow-keys.state.json"
cmp -s assets/logs/flow-keys.state.json "$tmp/flow-keys.state.json" && { echo "trace-screenshot: the golden did not change" >&2; exit 1; }
swift build --product tessera >/dev/null
"$(swift build --show-bin-path)/tessera" replay assets/logs/flow-keys.log --expect "$tmp/flow-keys.state.json" \
    --trace "$tmp/flow-keys.html" --quiet >/dev/null || true
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1400,900 --virtual-time-budget=5000 \
    --user-data-dir="$tmp/profile" --screenshot="$PWD/docs/trace.png" "file://$tmp/flow-keys.html#t=3.4" 2>/dev/null
echo "wrote docs/trace.png"
