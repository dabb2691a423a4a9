#!/usr/bin/env bash
# Builds each library module's DocC documentation with warnings as errors, so a broken symbol link
# (``Name`` that DocC cannot resolve, such as a type of another module or an internal one) or a
# parameter left out of a `- Parameters:` list fails, and prints one line per module:
#
#   scripts/check-docc.sh                          # every library product's target
#   scripts/check-docc.sh TesseraLayout TesseraDemo  # only these modules
#
# It uses the swift-docc-plugin the package depends on; a failing module's DocC diagnostics are printed.
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

if [ "$#" -gt 0 ]; then
    modules=("$@")
else
    mapfile -t modules < <(swift package dump-package | python3 -c '
import json, sys
package = json.load(sys.stdin)
targets = {t for p in package["products"] if "library" in p["type"] for t in p["targets"]}
print("\n".join(sorted(targets)))')
fi

failed=0
for module in "${modules[@]}"; do
    log="$(mktemp)"
    if swift package --disable-sandbox generate-documentation --target "$module" --warnings-as-errors >"$log" 2>&1; then
        echo "check-docc: $module clean"
    else
        failed=1
        echo "check-docc: $module FAILED"
        grep -E -A4 "^(error|warning): " "$log" | grep -v -e "docc convert" -e "NSCocoaErrorDomain" | head -n 40
    fi
    rm -f "$log"
done
exit "$failed"
