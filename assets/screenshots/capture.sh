#!/usr/bin/env bash
# Takes a screenshot of the real window for every layout's scene, for the README.
# Needs Xvfb, xwd (x11-apps) and ImageMagick; run it from the repository root:
#   bash assets/screenshots/capture.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --product tessera >/dev/null
display=":$((90 + RANDOM % 9))"
Xvfb "$display" -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null' EXIT
sleep 1
for scene in survey dimensions coverflow circle spread stack zigzag rowdecoration zoomonscroll compositional carousels waterfall board flow-alternates; do
    size=$(python3 -c "import json;s=json.load(open('assets/scenes/$scene.json'))['size'];print(f'{int(s[0])}x{int(s[1])}')")
    DISPLAY=$display .build/debug/tessera run --scene "assets/scenes/$scene.json" >/dev/null 2>&1 &
    app=$!
    sleep 1.5
    xwd -root -silent -display "$display" | convert xwd:- -crop "$size+0+0" +repage "assets/screenshots/$scene.png"
    DISPLAY=$display xdotool mousemove 5 5 key q >/dev/null 2>&1 || kill $app
    wait $app 2>/dev/null || true
    echo "assets/screenshots/$scene.png ($size)"
done
