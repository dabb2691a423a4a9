#!/bin/sh
# Makes the README's pictures of the demos, each by a replay of its signature interaction:
#   sh docs/demos/make-pictures.sh        (from the repository root)
# The Cover Flow fling glides for four seconds over pictures, too much for a small APNG, so it is
# turned into a GIF of every third frame with apng2gif and gifsicle (Debian packages of those names).
set -eu
cd "$(dirname "$0")/../.."
tessera() { swift run --quiet tessera "$@"; }
tessera replay docs/demos/survey-section.log --allow-missing --quiet --apng docs/demos/survey-section.png
tessera replay docs/demos/circle-grow-and-switch.log --allow-missing --quiet --apng docs/demos/circle-grow-and-switch.png
tessera replay assets/logs/stack-pinch-open.log --quiet --apng docs/demos/stack-pinch-open.png
tessera replay assets/logs/spread-pinch.log --quiet --apng docs/demos/spread-pinch.png
tessera replay docs/demos/carousels-page.log --allow-missing --quiet --apng docs/demos/carousels-page.png
tmp=$(mktemp -d)
tessera replay docs/demos/coverflow-snap.log --allow-missing --quiet --apng "$tmp/coverflow.png"
apng2gif "$tmp/coverflow.png" "$tmp/coverflow.gif" >/dev/null
frames=$(gifsicle --info "$tmp/coverflow.gif" | sed -n 's/^\* .* \([0-9]*\) images$/\1/p')
gifsicle "$tmp/coverflow.gif" $(seq 0 3 $((frames - 1)) | sed 's/^/#/') -o "$tmp/every3.gif"
gifsicle -O3 --lossy=60 --colors 96 --delay 5 --loopcount=forever "$tmp/every3.gif" -o docs/demos/coverflow-snap.gif
rm -rf "$tmp"
ls -l docs/demos/*.png docs/demos/*.gif
