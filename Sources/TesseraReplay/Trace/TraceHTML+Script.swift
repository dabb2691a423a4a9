extension TraceHTML {
    /// The page's script: draws the lanes from the embedded trace and keeps the frame and state
    /// panels at the time chosen. `window.tesseraTrace.seek(seconds)` moves the time, as the
    /// `#t=SECONDS` fragment does when the page loads or the fragment changes.
    static let script = #"""
    (function () {
    "use strict";
    const D = JSON.parse(document.getElementById("trace-data").textContent);
    const $ = (id) => document.getElementById(id);
    const NS = "http://www.w3.org/2000/svg";
    const duration = Math.max(D.duration, 0.001);
    const GUTTER = 138, RIGHT = 14, PAD = 8;
    let view = [0, duration], now = 0, width = 900, playing = null;

    // ---- helpers
    const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
    const secs = (t) => (Math.round(t * 1000) / 1000).toFixed(3) + " s";
    const num = (v, d) => (Math.abs(v) < 1e-9 ? 0 : v).toFixed(d).replace(/\.?0+$/, "") || "0";
    function lastAtOrBefore(list, t) { // list sorted by .t; index of the last item with .t <= t, or -1
      let lo = 0, hi = list.length - 1, found = -1;
      while (lo <= hi) { const mid = (lo + hi) >> 1; if (list[mid].t <= t + 1e-9) { found = mid; lo = mid + 1; } else hi = mid - 1; }
      return found;
    }
    function values(r) {
      if (!r.v) return "";
      const v = r.v;
      if ("scale" in v) return "scale " + num(v.scale, 3) + "  velocity " + num(v.velocity, 2) + "/s";
      if ("tx" in v) return "translation (" + num(v.tx, 1) + ", " + num(v.ty, 1) + ")  velocity (" + num(v.vx, 0) + ", " + num(v.vy, 0) + ") pt/s";
      if ("rotation" in v) return "rotation " + num(v.rotation, 3) + " rad  velocity " + num(v.velocity, 2) + " rad/s";
      if ("direction" in v) return "direction " + v.direction;
      return "";
    }
    const line = (r) => secs(r.t) + "  " + r.r + " " + r.s + "  (" + num(r.x, 1) + ", " + num(r.y, 1) + ") ×" + r.n + (r.v ? "  " + values(r) : "");

    // ---- derived data
    const recognizers = [], byRecognizer = {};
    for (const r of D.reports) {
      if (!byRecognizer[r.r]) { byRecognizer[r.r] = []; recognizers.push(r.r); }
      byRecognizer[r.r].push(r);
    }
    const series = {};      // per recognizer: the values plotted in its lane, each with its range
    for (const name of recognizers) {
      const withValues = byRecognizer[name].filter((r) => r.v && !("direction" in r.v) && r.s !== "failed");
      if (!withValues.length) { series[name] = []; continue; }
      const v0 = withValues[0].v;
      const defs = "scale" in v0 ? [["scale", (r) => r.v.scale, "solid"], ["velocity", (r) => r.v.velocity, "faint"]]
        : "tx" in v0 ? [["tx", (r) => r.v.tx, "solid"], ["ty", (r) => r.v.ty, "dashed"], ["speed", (r) => Math.hypot(r.v.vx, r.v.vy), "faint"]]
        : [["rotation", (r) => r.v.rotation, "solid"], ["velocity", (r) => r.v.velocity, "faint"]];
      series[name] = defs.map(([key, get, style]) => {
        const vs = withValues.map(get);
        return { key, get, style, min: Math.min(...vs), max: Math.max(...vs) };
      });
    }
    function episodes(list) {   // continuous gestures from began to their end; discrete and failed marks
      const out = [], marks = [];
      let open = null;
      for (const r of list) {
        if (r.s === "began") { open = { t0: r.t, reports: [r], end: null }; out.push(open); }
        else if (r.s === "changed") { if (!open) { open = { t0: r.t, reports: [], end: null }; out.push(open); } open.reports.push(r); }
        else if (r.s === "ended" || r.s === "cancelled") {
          if (open) { open.reports.push(r); open.t1 = r.t; open.end = r.s; open = null; } else marks.push(r);
        } else marks.push(r);
      }
      if (open) { open.t1 = duration; open.end = "open"; }
      return { out, marks };
    }
    const tracks = D.touches.map((tr) => ({ id: tr.id, end: tr.end, p: tr.p, t0: tr.p[0][0], t1: tr.p[tr.p.length - 1][0], row: 0 }));
    const rowEnds = [];
    for (const tr of tracks) {
      let row = rowEnds.findIndex((e) => e < tr.t0 - 0.02);
      if (row < 0) { row = rowEnds.length; rowEnds.push(0); }
      rowEnds[row] = tr.t1; tr.row = row;
    }
    const verdict = D.verdict || { status: "unchecked" };
    const divergences = verdict.divergences || [];
    const changes = [];     // state samples where something other than the offset changed
    for (let i = 1; i < D.states.length; i++) {
      const a = D.states[i - 1], b = D.states[i], what = [];
      if (a.layout !== b.layout) what.push("layout " + b.layout);
      if (JSON.stringify(a.selected) !== JSON.stringify(b.selected)) what.push("selected " + JSON.stringify(b.selected));
      if (a.items !== b.items || JSON.stringify(a.identities) !== JSON.stringify(b.identities)) what.push(b.items + " items");
      if (JSON.stringify(a.parameters) !== JSON.stringify(b.parameters)) what.push("parameters");
      if (a.size[0] !== b.size[0] || a.size[1] !== b.size[1]) what.push("size " + b.size.join("×"));
      if (what.length) changes.push({ t: b.t, text: what.join(", ") });
    }
    const stops = [0, duration];   // where ← and → stop
    for (const r of D.reports) if (r.s !== "changed" && r.s !== "failed") stops.push(r.t);
    for (const e of D.events) if (e.k !== "prepare" && e.k !== "invalidation") stops.push(e.t);
    for (const d of divergences) stops.push(d.t);
    for (const tr of tracks) { stops.push(tr.t0); stops.push(tr.t1); }
    const stopTimes = [...new Set(stops.map((t) => Math.round(t * 1e6) / 1e6))].sort((a, b) => a - b);

    // ---- lanes
    const lanes = [{ id: "axis", h: 24 }, { id: "frames", label: "frames", h: 20 },
      { id: "touches", label: "touches", sub: tracks.length + (tracks.length === 1 ? " track" : " tracks"), h: Math.max(1, rowEnds.length) * 14 + 8 }];
    for (const name of recognizers) {
      const s = series[name], list = byRecognizer[name];
      const failed = list.filter((r) => r.s === "failed").length;
      const sub = s.length ? s.map((x) => x.style === "faint" ? "" : x.key + " " + num(x.min, 2) + "…" + num(x.max, 2)).filter(Boolean).join(", ")
        : failed === list.length ? "failed" + (failed > 1 ? " ×" + failed : "") : list.length + (list.length === 1 ? " change" : " changes");
      lanes.push({ id: "recognizer:" + name, label: name, h: s.length ? 50 : list.some((r) => r.s !== "failed") ? 34 : 22, recognizer: name, sub });
    }
    lanes.push({ id: "layout", label: "layout", sub: "○ invalidate  | prepare", h: 34 });
    lanes.push({ id: "updates", label: "updates & input", sub: "updates, keys, wheel", h: 34 });
    lanes.push({ id: "scene", label: "scene", sub: "offset y · state changes", h: 34 });
    let y = 0;
    for (const l of lanes) { l.y = y; y += l.h; }
    const height = y + 2;
    const X = (t) => GUTTER + PAD + (t - view[0]) / (view[1] - view[0]) * (width - GUTTER - RIGHT - 2 * PAD);
    const T = (x) => Math.min(duration, Math.max(0, view[0] + (x - GUTTER - PAD) / (width - GUTTER - RIGHT - 2 * PAD) * (view[1] - view[0])));
    const visible = (t0, t1) => t1 >= view[0] && t0 <= view[1];

    function niceStep(span, count) {
      const raw = span / count, p = Math.pow(10, Math.floor(Math.log10(raw)));
      for (const m of [1, 2, 5, 10]) if (m * p >= raw) return m * p;
      return 10 * p;
    }
    function poly(points) { return points.map((p) => p[0].toFixed(1) + "," + p[1].toFixed(1)).join(" "); }

    function render() {
      width = Math.max(480, $("lanes").clientWidth || 900);
      const svg = $("timeline");
      svg.setAttribute("viewBox", "0 0 " + width + " " + height);
      svg.setAttribute("height", height);
      const plotW = width - GUTTER - RIGHT;
      let s = '<defs><clipPath id="plot"><rect x="' + GUTTER + '" y="0" width="' + plotW + '" height="' + height + '"/></clipPath>'
        + '<pattern id="hatch" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="2" height="4" fill="#e8a33d"/></pattern></defs>';
      for (const [i, l] of lanes.entries()) {
        s += '<g class="lane" data-lane="' + esc(l.id) + '">';
        if (l.id !== "axis") s += '<rect x="0" y="' + l.y + '" width="' + width + '" height="' + l.h + '" fill="' + (i % 2 ? "#fafafc" : "#f3f4f8") + '"/>';
        if (l.label) {
          s += '<text class="label" x="8" y="' + (l.y + Math.min(15, l.h / 2 + 4)) + '">' + esc(l.label) + "</text>";
          if (l.h >= 32 && l.sub) s += '<text class="sub" x="8" y="' + (l.y + 28) + '">' + esc(l.sub) + "</text>";
          else if (l.sub && l.label.length * 7 + l.sub.length * 5.5 < GUTTER - 18) s += '<text class="sub" x="' + (GUTTER - 6) + '" y="' + (l.y + Math.min(15, l.h / 2 + 4)) + '" text-anchor="end">' + esc(l.sub) + "</text>";
        }
        s += "</g>";
      }
      const step = niceStep(view[1] - view[0], Math.max(2, plotW / 90));
      s += '<g class="grid">';
      for (let t = Math.ceil(view[0] / step) * step; t <= view[1] + 1e-9; t += step) {
        const x = X(t);
        s += '<line x1="' + x + '" x2="' + x + '" y1="18" y2="' + height + '" stroke="#0000000f"/>';
        if (x < width - RIGHT - 34) s += '<text class="tick" x="' + (x + 3) + '" y="14">' + num(t, 3) + " s</text>";
      }
      s += '<line x1="' + GUTTER + '" x2="' + (width - RIGHT) + '" y1="23.5" y2="23.5" stroke="#c7c7cc"/></g>';
      s += '<g clip-path="url(#plot)">';
      const lane = (id) => lanes.find((l) => l.id === id);
      // frames
      const fl = lane("frames");
      for (const [i, f] of D.frames.entries()) if (visible(f.t, f.t)) {
        s += '<rect class="frame-mark" data-frame="' + i + '" x="' + (X(f.t) - 1.5) + '" y="' + (fl.y + 4) + '" width="3" height="' + (fl.h - 8)
          + '" fill="#8e8e93"><title>' + esc(secs(f.t) + " · " + f.why) + "</title></rect>";
      }
      // touches
      const tl = lane("touches");
      const hues = [212, 145, 28, 280, 350, 180, 60, 320, 100, 0];
      for (const tr of tracks) if (visible(tr.t0, tr.t1)) {
        const y0 = tl.y + 4 + tr.row * 14, x0 = X(tr.t0), x1 = Math.max(X(tr.t1), x0 + 3), hue = hues[tr.id % hues.length];
        s += '<g class="track" data-touch-id="' + tr.id + '"><rect x="' + x0 + '" y="' + y0 + '" width="' + (x1 - x0) + '" height="11" rx="5" fill="hsl(' + hue + ' 70% 82%)"'
          + (tr.end === "cancelled" ? ' stroke="#e8a33d" stroke-dasharray="3 2"' : ' stroke="hsl(' + hue + ' 60% 45%)"') + ">"
          + "<title>" + esc("touch " + tr.id + ": " + secs(tr.t0) + " – " + secs(tr.t1) + (tr.end ? ", " + tr.end : "")) + "</title></rect>";
        const p0 = tr.p[0], far = Math.max(1, ...tr.p.map((p) => Math.hypot(p[1] - p0[1], p[2] - p0[2])));
        if (tr.p.length > 2) s += '<polyline fill="none" stroke="hsl(' + hue + ' 60% 35%)" stroke-width="1" points="'
          + poly(tr.p.map((p) => [X(p[0]), y0 + 10 - 9 * Math.hypot(p[1] - p0[1], p[2] - p0[2]) / far])) + '"/>';
        s += "</g>";
      }
      // recognizers
      for (const name of recognizers) {
        const l = lanes.find((x) => x.recognizer === name), { out, marks } = episodes(byRecognizer[name]);
        const top = l.y + 5, h = l.h - 10;
        for (const e of out) if (visible(e.t0, e.t1)) {
          const x0 = X(e.t0), x1 = Math.max(X(e.t1), x0 + 2);
          const endColor = e.end === "ended" ? "#1e8e3e" : e.end === "cancelled" ? "#e8a33d" : "#0a62d0";
          s += '<g class="episode" data-state-end="' + e.end + '"><rect x="' + x0 + '" y="' + top + '" width="' + (x1 - x0) + '" height="' + h
            + '" rx="3" fill="#d6e6fb" stroke="#9cc0ee"><title>' + esc(name + " " + secs(e.t0) + " – " + (e.end === "open" ? "end" : secs(e.t1) + " " + e.end)) + "</title></rect>";
          s += '<rect x="' + (x0 - 1) + '" y="' + top + '" width="3" height="' + h + '" fill="#0a62d0"/>';
          if (e.end !== "open") s += '<rect x="' + (x1 - 2) + '" y="' + top + '" width="3" height="' + h + '" fill="' + endColor + '"/>';
          for (const sr of series[name]) {
            if (sr.style !== "solid" && !(sr.max > sr.min)) continue;
            const pts = e.reports.filter((r) => r.v).map((r) => [X(r.t), top + 2 + (h - 4) * (sr.max > sr.min ? 1 - (sr.get(r) - sr.min) / (sr.max - sr.min) : 0.5)]);
            if (pts.length > 1) s += '<polyline class="series" data-key="' + sr.key + '" fill="none" points="' + poly(pts) + '" stroke="'
              + (sr.style === "faint" ? "#0a62d055" : "#0a4fa8") + '" stroke-width="' + (sr.style === "faint" ? 1 : 1.6) + '"'
              + (sr.style === "dashed" ? ' stroke-dasharray="4 2"' : "") + "/>";
          }
          s += "</g>";
        }
        for (const r of marks) if (visible(r.t, r.t)) {
          const x = X(r.t), cy = top + h / 2;
          if (r.s === "recognized") s += '<path class="mark" data-state="recognized" d="M' + x + " " + (cy - 7) + "l7 7-7 7-7-7z" + '" fill="#1e8e3e"><title>' + esc(line(r)) + "</title></path>";
          else if (r.s === "failed") s += '<path class="mark" data-state="failed" d="M' + (x - 3) + " " + (cy - 3) + "l6 6m0-6l-6 6" + '" stroke="#a52019" stroke-opacity=".55" stroke-width="1.5"><title>' + esc(line(r)) + "</title></path>";
          else s += '<circle class="mark" cx="' + x + '" cy="' + cy + '" r="3" fill="#8e8e93"><title>' + esc(line(r)) + "</title></circle>";
        }
      }
      // layout
      const ll = lane("layout");
      let layoutLabels = "";   // drawn after the lane's marks, so a later flag does not cross an earlier name
      for (const e of D.events) if (visible(e.t, e.t)) {
        const x = X(e.t), title = "<title>" + esc(secs(e.t) + " " + e.k + ": " + e.text) + "</title>";
        if (e.k === "prepare") s += '<line class="event" data-kind="prepare" x1="' + x + '" x2="' + x + '" y1="' + (ll.y + 17) + '" y2="' + (ll.y + ll.h - 4) + '" stroke="#6e6e73" stroke-width="1.2">' + title + "</line>";
        else if (e.k === "invalidation") s += '<circle class="event" data-kind="invalidation" cx="' + x + '" cy="' + (ll.y + 10) + '" r="3.2" fill="#fff" stroke="#6e6e73">' + title + "</circle>";
        else if (e.k === "layoutSwitch") {
          const left = x + 13 + e.text.length * 6 > width - RIGHT;
          s += '<g class="event" data-kind="layoutSwitch"><path d="M' + x + " " + (ll.y + 3) + "v" + (ll.h - 6) + '" stroke="#0a62d0" stroke-width="2"/><path d="M' + x + " " + (ll.y + 3) + "h10l-3 4 3 4h-10z" + '" fill="#0a62d0"/>' + title + "</g>";
          layoutLabels += '<text class="lane-label" data-lane-label="layout" x="' + (left ? x - 4 : x + 13) + '" y="' + (ll.y + 12) + '" fill="#0a62d0"'
            + (left ? ' text-anchor="end"' : "") + ">" + esc(e.text) + "</text>";
        }
      }
      s += layoutLabels;
      const ul = lane("updates");
      const grouped = [];   // events at one instant share a mark and a label
      for (const e of D.events) if ((e.k === "batchUpdate" || e.k === "input") && visible(e.t, e.t)) {
        const text = (e.k === "batchUpdate" ? "update: " : "") + e.text, last = grouped[grouped.length - 1];
        if (last && Math.abs(X(last.t) - X(e.t)) < 1) { last.texts.push(text); last.update = last.update || e.k === "batchUpdate"; }
        else grouped.push({ t: e.t, texts: [text], update: e.k === "batchUpdate" });
      }
      let labels = "";   // under the marks, drawn after them; declutterLabels keeps them apart
      for (const g of grouped) {
        const x = X(g.t), cy = ul.y + 10, color = g.update ? "#d9730d" : "#8e44ad";
        let label = g.texts.join("; ");
        if (label.length > 40) label = label.slice(0, 39) + "…";
        s += '<g class="event" data-kind="' + (g.update ? "batchUpdate" : "input") + '"><rect x="' + (x - 4) + '" y="' + (cy - 4) + '" width="8" height="8" rx="' + (g.update ? 1 : 4) + '" fill="' + color + '"/>'
          + "<title>" + esc(secs(g.t) + " " + g.texts.join("\n")) + "</title></g>";
        labels += '<text class="sub lane-label" data-lane-label="updates" x="' + (x - 4) + '" y="' + (ul.y + ul.h - 5) + '" fill="' + color + '" style="fill:' + color + '">' + esc(label) + "</text>";
      }
      s += labels;
      // scene: the content offset and the state changes
      const sl = lane("scene");
      if (D.states.length) {
        const ys = D.states.map((st) => st.offset[1]), lo = Math.min(...ys), hi = Math.max(...ys);
        if (hi > lo) {
          const pts = [];
          for (const [i, st] of D.states.entries()) {
            const yy = sl.y + 5 + (sl.h - 10) * (1 - (st.offset[1] - lo) / (hi - lo));
            if (i > 0) pts.push([X(st.t), pts[pts.length - 1][1]]);
            pts.push([X(st.t), yy]);
          }
          pts.push([X(duration), pts[pts.length - 1][1]]);
          s += '<polyline class="offset" fill="none" stroke="#5856d6" stroke-width="1.4" points="' + poly(pts) + '"><title>content offset y, ' + num(lo, 1) + " … " + num(hi, 1) + "</title></polyline>";
        }
      }
      for (const c of changes) if (visible(c.t, c.t)) {
        const x = X(c.t), cy = sl.y + sl.h / 2;
        s += '<path class="change" d="M' + x + " " + (cy - 5) + "l5 5-5 5-5-5z" + '" fill="#34c759" stroke="#1e8e3e"><title>' + esc(secs(c.t) + " " + c.text) + "</title></path>";
      }
      // golden mismatch: where each differing part took its final value, and the end
      if (verdict.status === "failed") {
        for (const d of divergences) if (visible(d.t, d.t)) {
          const x = X(d.t), label = d.field + " ≠ golden", left = x + 15 + label.length * 6.5 > X(duration) - 4;
          s += '<g class="divergence" data-field="' + esc(d.field) + '"><line x1="' + x + '" x2="' + x + '" y1="18" y2="' + height + '" stroke="#d93025" stroke-width="1.5" stroke-dasharray="5 3"/>'
            + '<path d="M' + x + " " + (sl.y + 2) + (left ? "h-12l3 4-3 4h12z" : "h12l-3 4 3 4h-12z") + '" fill="#d93025"/><text x="' + (left ? x - 15 : x + 15) + '" y="' + (sl.y + 11) + '" fill="#d93025" font-weight="600"'
            + (left ? ' text-anchor="end"' : "") + ">" + esc(label) + "</text><title>" + esc(d.text) + "</title></g>";
        }
        const x = X(duration) - 1;
        s += '<g class="divergence end"><line x1="' + x + '" x2="' + x + '" y1="18" y2="' + height + '" stroke="#d93025" stroke-width="2"/><title>the final state differs from the golden</title></g>';
      }
      s += "</g>";
      s += '<g id="playhead"><line id="playhead-line" x1="0" x2="0" y1="0" y2="' + height + '" stroke="#0a62d0" stroke-width="1.5"/><path id="playhead-knob" d="M0 0" fill="#0a62d0"/></g>';
      svg.innerHTML = s;
      declutterLabels();
      placePlayhead();
    }
    // A lane's labels as the browser laid them out, in time order: one that would overlap the last one shown is
    // hidden (its mark keeps its tooltip), so close events never print over one another at any zoom.
    function declutterLabels() {
      const shown = {};
      for (const t of svg.querySelectorAll("text.lane-label")) {
        const lane = t.dataset.laneLabel, b = t.getBBox(), last = shown[lane];
        if (last && b.x < last.x + last.width + 6 && last.x < b.x + b.width + 6) { t.setAttribute("display", "none"); continue; }
        shown[lane] = b;
      }
    }
    // Pairs of shown labels in one lane whose boxes overlap: what declutterLabels prevents, for the self-test.
    function overlappingLabels() {
      const boxes = [...svg.querySelectorAll("text.lane-label")].filter((t) => t.getAttribute("display") !== "none")
        .map((t) => ({ lane: t.dataset.laneLabel, b: t.getBBox() }));
      let n = 0;
      for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
        const p = boxes[i], q = boxes[j];
        if (p.lane === q.lane && p.b.x < q.b.x + q.b.width && q.b.x < p.b.x + p.b.width) n += 1;
      }
      return n;
    }
    function placePlayhead() {
      const x = X(now), inView = now >= view[0] - 1e-9 && now <= view[1] + 1e-9;
      const g = $("playhead");
      if (!g) return;
      g.style.display = inView ? "" : "none";
      $("playhead-line").setAttribute("x1", x); $("playhead-line").setAttribute("x2", x);
      $("playhead-knob").setAttribute("d", "M" + (x - 6) + " 0h12v8l-6 6-6-6z");
    }

    // ---- panels
    function touchesAt(t) {
      const out = [];
      for (const tr of tracks) {
        if (t < tr.t0 - 1e-9 || t > tr.t1 + 1e-9) continue;
        if (tr.end && t >= tr.t1 - 1e-9 && tr.t1 > tr.t0) continue;   // lifted at this instant
        const p = tr.p;
        let i = 0;
        while (i + 1 < p.length && p[i + 1][0] <= t) i++;
        let x = p[i][1], y = p[i][2];
        if (i + 1 < p.length && p[i + 1][0] > p[i][0]) {
          const k = (t - p[i][0]) / (p[i + 1][0] - p[i][0]);
          x += (p[i + 1][1] - x) * k; y += (p[i + 1][2] - y) * k;
        }
        out.push({ id: tr.id, x, y, trail: p.filter((q) => q[0] <= t).map((q) => [q[1], q[2]]).concat([[x, y]]) });
      }
      return out;
    }
    let shownFrame = -2;
    function fitFrame() {   // up to twice the thumbnail's size, within the panel
      const img = $("frame"), f = D.frames[shownFrame];
      if (!f) return;
      const nw = img.naturalWidth || D.size[0] / f.scale, nh = img.naturalHeight || D.size[1] / f.scale;
      const k = Math.min(2, 318 / nw, 340 / nh);
      img.style.width = Math.round(nw * k) + "px"; img.style.height = Math.round(nh * k) + "px";
    }
    function updateFrame(t) {
      const fi = D.frames.length ? Math.max(0, lastAtOrBefore(D.frames, t)) : -1;
      const img = $("frame");
      if (fi !== shownFrame) {
        shownFrame = fi;
        if (fi >= 0) {
          const f = D.frames[fi];
          img.src = f.src; img.dataset.time = String(f.t); img.dataset.index = String(fi);
          fitFrame();
          $("frame-caption").textContent = "frame of " + secs(f.t) + (f.why === "frame" ? "" : " · " + f.why);
          for (const fig of document.querySelectorAll("#filmstrip figure")) fig.classList.toggle("current", fig.dataset.index === String(fi));
          const cur = document.querySelector("#filmstrip figure.current"), strip = $("filmstrip");
          if (cur) strip.scrollLeft = cur.offsetLeft - strip.clientWidth / 2 + cur.clientWidth / 2 - strip.offsetLeft;
        }
      }
      $("frame-time").textContent = secs(t);
      const f = fi >= 0 ? D.frames[fi] : null;
      const w = f ? (img.naturalWidth || D.size[0] / f.scale) * f.scale : D.size[0];
      const h = f ? (img.naturalHeight || D.size[1] / f.scale) * f.scale : D.size[1];
      const fingers = $("fingers");
      fingers.setAttribute("viewBox", "0 0 " + w + " " + h);
      let s = "";
      for (const p of touchesAt(t)) {
        s += '<polyline fill="none" stroke="#0a62d0" stroke-opacity=".55" stroke-width="' + (w / 160) + '" points="' + poly(p.trail) + '"/>';
        s += '<circle class="finger" data-touch-id="' + p.id + '" cx="' + p.x.toFixed(1) + '" cy="' + p.y.toFixed(1) + '" r="' + (w / 22) + '" fill="#3a3a3c55" stroke="#1c1c1e" stroke-width="' + (w / 160) + '"/>';
        s += '<text x="' + p.x.toFixed(1) + '" y="' + (p.y + w / 70).toFixed(1) + '" text-anchor="middle" font-size="' + (w / 20) + '" fill="#fff" font-weight="700">' + p.id + "</text>";
      }
      fingers.innerHTML = s;
    }
    function updateState(t) {
      const box = $("state");
      box.dataset.time = String(t);
      $("state-time").textContent = secs(t);
      let s = "<table><colgroup><col style=\"width:34%\"><col></colgroup><tr><th>recognizer</th><th>state and values</th></tr>";
      for (const name of recognizers) {
        const list = byRecognizer[name], i = lastAtOrBefore(list, t);
        let state = "possible", vals = "", ago = "";
        if (i >= 0) {
          const r = list[i];
          state = r.s;
          vals = r.s === "failed" ? "" : values(r);
          ago = r.s === "began" || r.s === "changed" ? "since " + secs(r.t) : secs(t - r.t) + " ago";
        }
        s += '<tr class="rec" data-recognizer="' + esc(name) + '" data-state="' + state + '"><td class="name">' + esc(name) + '</td><td><span class="st ' + state + '">' + state
          + '</span> <span class="ago">' + esc(ago) + "</span>" + (vals ? '<div class="values">' + esc(vals) + "</div>" : "") + "</td></tr>";
      }
      if (!recognizers.length) s += '<tr><td colspan="2" class="ago">no recognizer changed state</td></tr>';
      const touches = touchesAt(t);
      s += "<tr><th>touches</th><th>" + touches.length + " down</th></tr>";
      for (const p of touches) s += '<tr class="touch" data-touch-id="' + p.id + '"><td class="name">finger ' + p.id + '</td><td class="values">(' + num(p.x, 1) + ", " + num(p.y, 1) + ")</td></tr>";
      const si = lastAtOrBefore(D.states, t);
      if (si >= 0) {
        const st = D.states[si], diverged = new Set(divergences.filter((d) => d.t <= t + 1e-9).map((d) => d.field));
        const row = (field, label, value, fields) => '<tr class="scene' + ((fields || [field]).some((f) => diverged.has(f)) ? " diverged" : "") + '" data-field="' + esc(field)
          + '"><td class="name">' + esc(label) + '</td><td class="values">' + esc(value) + "</td></tr>";
        s += "<tr><th>scene</th><th>since " + secs(st.t) + "</th></tr>";
        s += row("layout", "layout", st.layout);
        const params = Object.entries(st.parameters || {});
        if (params.length) s += row("parameters", "parameters", params.map(([k, v]) => k + " " + (typeof v === "number" ? num(v, 3) : JSON.stringify(v))).join(", "),
          params.map(([k]) => "parameters." + k));
        s += row("items", "items", st.items + (st.identities ? "  " + JSON.stringify(st.identities) : ""));
        s += row("selected", "selected", JSON.stringify(st.selected));
        s += row("contentOffset", "offset", "(" + num(st.offset[0], 1) + ", " + num(st.offset[1], 1) + ")");
        s += row("size", "size", st.size.join(" × "));
      }
      const recent = D.events.filter((e) => e.t <= t + 1e-9 && e.k !== "prepare" && e.k !== "invalidation").slice(-3);
      if (recent.length) {
        s += "<tr><th>last events</th><th></th></tr>";
        for (const e of recent) s += '<tr class="event"><td class="name">' + secs(e.t) + '</td><td class="values">' + esc((e.k === "batchUpdate" ? "batch update: " : e.k === "layoutSwitch" ? "layout " : "") + e.text) + "</td></tr>";
      }
      box.innerHTML = s + "</table>";
    }
    function updateTranscript(t) {
      const list = $("transcript");
      if (!list.childElementCount) return;
      const i = lastAtOrBefore(D.reports, t);
      for (const li of list.querySelectorAll("li.current")) li.classList.remove("current");
      if (i >= 0 && list.children[i]) list.children[i].classList.add("current");
    }

    // ---- time
    function seek(t, keepHash) {
      now = Math.min(duration, Math.max(0, Number(t) || 0));
      if (now < view[0] || now > view[1]) {
        const span = view[1] - view[0];
        view = [Math.max(0, Math.min(duration - span, now - span / 2)), 0];
        view[1] = view[0] + span;
        render();
      }
      $("time").textContent = secs(now);
      $("time").dataset.time = String(now);
      $("scrubber").value = String(now);
      placePlayhead();
      updateFrame(now);
      updateState(now);
      updateTranscript(now);
      if (!keepHash) history.replaceState(null, "", "#t=" + now.toFixed(3));
    }
    function zoom(factor, around) {
      const span = Math.min(duration, Math.max(0.01, (view[1] - view[0]) * factor));
      const c = around === undefined ? now : around;
      const k = (c - view[0]) / (view[1] - view[0]);
      let v0 = c - k * span;
      v0 = Math.max(0, Math.min(duration - span, v0));
      view = [v0, v0 + span];
      render();
    }
    function fromHash() {
      const m = /(?:^#|&)t=([0-9.eE+-]+)/.exec(location.hash);
      if (m) seek(parseFloat(m[1]), true);
    }

    // ---- building the page
    document.title = D.title + " · tessera trace";
    $("title").textContent = D.title;
    const badge = $("verdict");
    badge.textContent = { passed: "PASS", failed: "FAIL", missing: "NO GOLDEN", unchecked: "" }[verdict.status] || "";
    badge.className = "badge " + verdict.status;
    document.body.dataset.verdict = verdict.status;
    const count = (k) => D.events.filter((e) => e.k === k).length;
    $("summary").textContent = [secs(duration), D.size.join("×") + " pt", D.reports.length + " recognizer changes", tracks.length + " touches",
      count("prepare") + " layout passes", count("batchUpdate") + " batch updates", D.frames.length + " frames"].join(" · ");
    if (verdict.status === "failed") {
      const m = $("mismatch");
      m.hidden = false;
      let s = "<h2>The final state differs from the golden</h2><pre>" + esc((verdict.diff || []).join("\n")) + "</pre>";
      for (const [i, d] of divergences.entries()) s += '<a class="divergence" data-index="' + i + '">' + esc(d.text) + " — show</a>";
      s += '<div class="golden">golden: ' + esc(verdict.golden || "") + "</div>";
      m.innerHTML = s;
      for (const a of m.querySelectorAll("a.divergence")) a.addEventListener("click", () => seek(divergences[Number(a.dataset.index)].t));
    } else if (verdict.status === "missing") {
      $("summary").textContent += " · no golden at " + verdict.golden;
    }
    const strip = $("filmstrip");
    for (const [i, f] of D.frames.entries()) {
      const fig = document.createElement("figure");
      fig.dataset.index = String(i);
      fig.innerHTML = '<img loading="lazy" alt="">' + "<figcaption>" + esc(secs(f.t)) + "<br>" + esc(f.why) + "</figcaption>";
      fig.querySelector("img").src = f.src;
      fig.title = secs(f.t) + " · " + f.why;
      fig.addEventListener("click", () => seek(f.t));
      strip.appendChild(fig);
    }
    const transcript = $("transcript");
    function fillTranscript() {
      if (transcript.childElementCount || !D.reports.length) return;
      const frag = document.createDocumentFragment();
      for (const r of D.reports) { const li = document.createElement("li"); li.textContent = line(r); li.addEventListener("click", () => seek(r.t)); frag.appendChild(li); }
      transcript.appendChild(frag);
      updateTranscript(now);
    }
    if (D.reports.length <= 3000) fillTranscript();
    $("transcript-box").addEventListener("toggle", fillTranscript);
    for (const n of D.notes) { const li = document.createElement("li"); li.textContent = n; $("notes").appendChild(li); }
    const scrubber = $("scrubber");
    scrubber.max = String(duration);
    scrubber.step = String(Math.max(0.001, duration / 4000));
    scrubber.addEventListener("input", () => seek(parseFloat(scrubber.value), true));
    scrubber.addEventListener("change", () => seek(parseFloat(scrubber.value)));
    const svg = $("timeline");
    let dragging = false;
    const svgX = (ev) => { const r = svg.getBoundingClientRect(); return (ev.clientX - r.left) * width / r.width; };
    svg.addEventListener("pointerdown", (ev) => {
      const x = svgX(ev);
      if (x < GUTTER) return;
      dragging = true; svg.setPointerCapture(ev.pointerId); seek(T(x), true);
    });
    svg.addEventListener("pointermove", (ev) => { if (dragging) seek(T(svgX(ev)), true); });
    svg.addEventListener("pointerup", () => { if (dragging) { dragging = false; seek(now); } });
    svg.addEventListener("wheel", (ev) => {
      ev.preventDefault();
      if (ev.shiftKey || Math.abs(ev.deltaX) > Math.abs(ev.deltaY)) {
        const span = view[1] - view[0], d = (ev.deltaX || ev.deltaY) / 600 * span;
        const v0 = Math.max(0, Math.min(duration - span, view[0] + d));
        view = [v0, v0 + span]; render();
      } else zoom(Math.exp(ev.deltaY * 0.002), T(svgX(ev)));
    }, { passive: false });
    svg.addEventListener("dblclick", () => { view = [0, duration]; render(); });
    $("zoom-in").addEventListener("click", () => zoom(0.5));
    $("zoom-out").addEventListener("click", () => zoom(2));
    $("zoom-fit").addEventListener("click", () => { view = [0, duration]; render(); });
    const step = (dir) => {
      const next = dir > 0 ? stopTimes.find((t) => t > now + 1e-6) : [...stopTimes].reverse().find((t) => t < now - 1e-6);
      if (next !== undefined) seek(next);
    };
    $("prev").addEventListener("click", () => step(-1));
    $("next").addEventListener("click", () => step(1));
    function play() {
      if (playing) { cancelAnimationFrame(playing.frame); playing = null; $("play").textContent = "▶"; return; }
      if (now >= duration - 1e-6) seek(0, true);
      let last = performance.now();
      const tick = (ts) => {
        const t = now + (ts - last) / 1000;
        last = ts;
        seek(t, true);
        if (now >= duration - 1e-9) { playing = null; $("play").textContent = "▶"; seek(now); return; }
        playing.frame = requestAnimationFrame(tick);
      };
      playing = { frame: requestAnimationFrame(tick) };
      $("play").textContent = "❚❚";
    }
    $("play").addEventListener("click", play);
    document.addEventListener("keydown", (ev) => {
      if (ev.target && ev.target.tagName === "INPUT" && ev.key !== " ") return;
      if (ev.key === "ArrowRight") { step(1); ev.preventDefault(); }
      else if (ev.key === "ArrowLeft") { step(-1); ev.preventDefault(); }
      else if (ev.key === " ") { play(); ev.preventDefault(); }
      else if (ev.key === "Home") seek(0);
      else if (ev.key === "End") seek(duration);
    });
    $("frame").addEventListener("load", () => { fitFrame(); updateFrame(now); });
    window.addEventListener("resize", render);
    window.addEventListener("hashchange", fromHash);
    window.tesseraTrace = { seek: (t) => seek(t), get time() { return now; }, data: D };
    render();
    seek(0, true);
    fromHash();
    // #selftest=T1,T2,…: drags on the axis to each time and then moves the slider there, as a
    // reader would, and writes what the panels showed into <pre id="selftest-result"> as JSON.
    // The browser test reads it from the page's DOM.
    const selftest = /selftest=([0-9.,]+)/.exec(location.hash);
    if (selftest) {
      const seen = [];
      const panels = (how) => ({
        how, time: now, frame: $("frame").dataset.time || null,
        states: Object.fromEntries([...document.querySelectorAll("#state tr.rec")].map((tr) => [tr.dataset.recognizer, tr.dataset.state])),
        fingers: document.querySelectorAll("#fingers circle.finger").length,
        playhead: Number($("playhead-line").getAttribute("x1")),
        labels: svg.querySelectorAll("text.lane-label:not([display=none])").length,
        overlappingLabels: overlappingLabels(),
      });
      for (const t of selftest[1].split(",").filter(Boolean).map(Number)) {
        const r = svg.getBoundingClientRect(), x = r.left + X(t) * r.width / width, y = r.top + 40;
        const pointer = (type) => svg.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: y, pointerId: 1, bubbles: true, isPrimary: true }));
        svg.setPointerCapture = () => {};   // a synthetic pointer cannot be captured
        pointer("pointerdown"); pointer("pointermove"); pointer("pointerup");
        seen.push(panels("drag"));
        seek(0, true);
        scrubber.value = String(t);
        scrubber.dispatchEvent(new Event("input", { bubbles: true }));
        seen.push(panels("slider"));
      }
      const pre = document.createElement("pre");
      pre.id = "selftest-result";
      pre.hidden = true;
      pre.textContent = JSON.stringify(seen);
      document.body.appendChild(pre);
    }
    })();
    """#
}
