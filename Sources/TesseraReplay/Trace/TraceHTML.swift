import Foundation
import TesseraSimulator

/// Writes a ``ReplayTrace`` as one self-contained HTML page: the trace viewer.
///
/// The page needs no network: its styles and script are inline, it uses the reader's system
/// fonts, and the filmstrip frames are PNG data URIs. It shows a time axis; the touches as
/// tracks; a lane per recognizer with its states and the values it reported (scale,
/// translation, rotation, velocity); the layout's invalidations, passes and switches; batch
/// updates and other input; and the filmstrip. Dragging on the axis, the slider under it, the
/// arrow keys (to the previous or next event) or a `#t=SECONDS` fragment in the address move
/// the time, and the page shows the frame at that time with the fingers drawn over it, each
/// recognizer's state and values, the touches and the scene's state. When the log failed
/// against its golden, the page lists the differences and marks when each part of the state
/// took the value it ends with (``TraceDivergence``).
///
/// Its size is bounded by ``ReplayTrace/Limits``: at most 120 frames of at most 240 pixels a
/// side and 3 MB of PNG, 20,000 reports, 20,000 touch positions and 5,000 events and states,
/// so a page stays around 11 MB at the very most however long the log; most are under 1 MB.
public enum TraceHTML {
    /// What the replay concluded, as the page's header shows it.
    public enum Verdict: Sendable {
        /// The log was not checked against a golden (or its golden was being written).
        case unchecked
        /// The final state matched the golden at this path.
        case passed(golden: String)
        /// The replay failed: `differences` say how, one line each; with `expected`, the golden's
        /// state, the page marks when each differing part of the state diverged.
        case failed(golden: String, expected: SimulationState?, differences: [String])
        /// The log has no golden at this path.
        case missing(golden: String)
    }

    /// The page for `trace`, the replay of the log `title`, which concluded `verdict`.
    public static func page(for trace: ReplayTrace, title: String, verdict: Verdict) -> String {
        let data = json(trace, title: title, verdict: verdict)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="tessera replay --trace">
            <title>\(escape(title)) · tessera trace</title>
            <style>\(style)</style>
            </head>
            <body>
            <header id="top">
              <div class="title"><span id="verdict" class="badge"></span><h1 id="title"></h1></div>
              <div id="summary"></div>
            </header>
            <section id="mismatch" hidden></section>
            <main>
              <section id="timeline-panel">
                <div class="toolbar">
                  <button id="prev" title="previous event (←)">◀</button>
                  <button id="play" title="play at real speed (space)">▶</button>
                  <button id="next" title="next event (→)">▶|</button>
                  <output id="time">0 s</output>
                  <span class="spacer"></span>
                  <button id="zoom-in" title="zoom in (wheel over the lanes)">+</button>
                  <button id="zoom-out" title="zoom out">−</button>
                  <button id="zoom-fit" title="show the whole replay">fit</button>
                </div>
                <div id="lanes"><svg id="timeline" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="timeline"></svg></div>
                <input id="scrubber" type="range" min="0" max="1" step="0.001" value="0" aria-label="time">
                <div id="filmstrip"></div>
                <details id="transcript-box"><summary>Transcript</summary><ol id="transcript"></ol></details>
                <ul id="notes"></ul>
              </section>
              <aside>
                <section id="frame-panel">
                  <h2>Frame at <span id="frame-time"></span></h2>
                  <div id="frame-box"><div class="holder"><img id="frame" alt="the frame at the time shown"><svg id="fingers" xmlns="http://www.w3.org/2000/svg"></svg></div></div>
                  <p id="frame-caption"></p>
                </section>
                <section id="state-panel">
                  <h2>State at <span id="state-time"></span></h2>
                  <div id="state"></div>
                </section>
              </aside>
            </main>
            <script type="application/json" id="trace-data">\(data)</script>
            <script>\(script)</script>
            </body>
            </html>

            """
    }

    /// `text` with HTML's special characters escaped.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
