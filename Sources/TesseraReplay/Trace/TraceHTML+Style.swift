extension TraceHTML {
    /// The page's styles: system fonts only, so the page loads nothing.
    static let style = #"""
    :root { --ink: #1c1c1e; --muted: #6e6e73; --line: #d8d8de; --panel: #ffffff; --bg: #f2f2f7; --accent: #0a62d0;
            --ok: #1e8e3e; --bad: #d93025; --warn: #b26a00; --lane: #fafafc; --lane2: #f3f4f8; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 13px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", "Liberation Sans", sans-serif;
           color: var(--ink); background: var(--bg); }
    header#top { display: flex; align-items: baseline; gap: 18px; flex-wrap: wrap; padding: 10px 16px; background: var(--panel);
                 border-bottom: 1px solid var(--line); }
    header .title { display: flex; align-items: center; gap: 10px; min-width: 0; }
    h1 { font-size: 16px; margin: 0; font-weight: 600; overflow-wrap: anywhere; }
    h2 { font-size: 12px; margin: 0 0 6px; font-weight: 600; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
    #summary { color: var(--muted); }
    .badge { font-weight: 700; font-size: 11px; padding: 2px 8px; border-radius: 10px; color: #fff; background: var(--muted); letter-spacing: .05em; }
    .badge.passed { background: var(--ok); } .badge.failed { background: var(--bad); } .badge.missing { background: var(--warn); }
    .badge.unchecked { display: none; }
    #mismatch { margin: 10px 16px 0; padding: 10px 14px; background: #fff4f3; border: 1px solid #f3b8b3; border-radius: 8px; }
    #mismatch h2 { color: var(--bad); }
    #mismatch pre { margin: 4px 0; white-space: pre-wrap; font: 12px/1.45 ui-monospace, "DejaVu Sans Mono", "Liberation Mono", monospace; }
    #mismatch .divergence { display: block; color: var(--bad); cursor: pointer; text-decoration: underline dotted; margin: 2px 0; }
    main { display: grid; grid-template-columns: minmax(0, 1fr) 360px; gap: 12px; padding: 12px 16px; align-items: start; }
    section#timeline-panel, aside > section { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 10px; }
    aside { display: flex; flex-direction: column; gap: 12px; position: sticky; top: 8px; max-height: calc(100vh - 16px); overflow: auto; }
    .toolbar { display: flex; align-items: center; gap: 6px; margin-bottom: 6px; }
    .toolbar .spacer { flex: 1; }
    button { font: inherit; border: 1px solid var(--line); background: #fff; border-radius: 6px; padding: 2px 9px; cursor: pointer; color: var(--ink); }
    button:hover { border-color: var(--accent); color: var(--accent); }
    #time { font: 600 14px ui-monospace, "DejaVu Sans Mono", monospace; margin-left: 8px; min-width: 7em; }
    #lanes { width: 100%; overflow: hidden; user-select: none; }
    #timeline { display: block; width: 100%; cursor: col-resize; touch-action: none; }
    #timeline text { font-size: 11px; fill: var(--ink); }
    #timeline .label { font-weight: 600; }
    #timeline .sub { fill: var(--muted); font-size: 10px; }
    #timeline .tick { fill: var(--muted); font-size: 10px; }
    #timeline .lane-label { paint-order: stroke; stroke: var(--lane); stroke-width: 3px; stroke-linejoin: round; }
    #scrubber { width: 100%; margin: 6px 0 4px; accent-color: var(--accent); }
    #filmstrip { display: flex; gap: 6px; overflow-x: auto; padding: 4px 2px 6px; }
    #filmstrip figure { margin: 0; flex: none; text-align: center; cursor: pointer; border: 2px solid transparent; border-radius: 6px; padding: 2px; }
    #filmstrip figure.current { border-color: var(--accent); background: #eaf2fd; }
    #filmstrip img { height: 84px; display: block; border-radius: 3px; box-shadow: 0 0 0 1px var(--line); }
    #filmstrip figcaption { font-size: 10px; color: var(--muted); max-width: 90px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    #transcript-box { margin-top: 6px; }
    #transcript-box summary { cursor: pointer; color: var(--muted); font-weight: 600; }
    #transcript { max-height: 240px; overflow: auto; margin: 4px 0 0; padding-left: 3.5em;
                  font: 11px/1.5 ui-monospace, "DejaVu Sans Mono", "Liberation Mono", monospace; }
    #transcript li { cursor: pointer; } #transcript li.current { background: #eaf2fd; }
    #notes { color: var(--warn); margin: 6px 0 0; padding-left: 18px; } #notes:empty { display: none; }
    #frame-box { position: relative; display: flex; justify-content: center; background: var(--lane2); border-radius: 6px; padding: 8px; }
    #frame-box .holder { position: relative; line-height: 0; }
    #frame { display: block; border-radius: 3px; box-shadow: 0 1px 4px #0003; }
    #fingers { position: absolute; left: 0; top: 0; width: 100%; height: 100%; pointer-events: none; overflow: visible; }
    #frame-caption { margin: 6px 0 0; color: var(--muted); font-size: 12px; }
    #state table { width: 100%; border-collapse: collapse; font-size: 12px; table-layout: fixed; }
    #state th { text-align: left; font-weight: 600; color: var(--muted); padding: 6px 4px 2px; font-size: 11px; }
    #state td { padding: 2px 4px; vertical-align: top; border-top: 1px solid #eee; }
    #state td.name { font-weight: 600; white-space: nowrap; }
    #state .values { font: 11px/1.35 ui-monospace, "DejaVu Sans Mono", monospace; overflow-wrap: anywhere; }
    #state div.values { color: #0a4fa8; margin-top: 1px; }
    #state .st { display: inline-block; min-width: 6.5em; padding: 0 6px; border-radius: 8px; font-size: 11px; background: #eee; }
    #state .st.began, #state .st.changed { background: #d6e6fb; color: #0a4fa8; font-weight: 600; }
    #state .st.ended, #state .st.recognized { background: #d8f0de; color: #17692f; }
    #state .st.cancelled { background: #fdecc8; color: #8a5200; }
    #state .st.failed { background: #fbdcd9; color: #a52019; }
    #state .st.possible { background: #f0f0f3; color: var(--muted); }
    #state .ago { color: var(--muted); font-size: 10px; }
    #state tr.diverged td { color: var(--bad); }
    #state tr.diverged td.name::after { content: " ≠ golden"; font-weight: 400; font-size: 10px; }
    """#
}
