import CCairo
import Foundation
import TesseraGeometry
import TesseraRender
import TesseraTesting
import TesseraX11

// render.raster.cairo and render.x11.cairo: Tessera's painters against cairo
// drawing the same display list in the same run, interleaved so both see the
// same machine load. Prints DESIGN.md's benchmark JSON with --json, else a table.

let json = CommandLine.arguments.contains("--json")
let list = BenchFrame.displayList()
let clock = ContinuousClock()
func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18 }

struct Figure {
    var name: String, description: String, goal: String
    var ours: [Double], peer: [Double]
    var ratio: Double { median(ours) / median(peer) }
}
func median(_ v: [Double]) -> Double { v.sorted()[v.count / 2] }

/// Times `a` and `b` alternately, `runs` samples each of `batch` calls, after a warm-up.
func interleaved(runs: Int, batch: Int, _ a: () -> Void, _ b: () -> Void) -> ([Double], [Double]) {
    for _ in 0..<batch { a(); b() }
    var sa: [Double] = [], sb: [Double] = []
    for _ in 0..<runs {
        var start = clock.now
        for _ in 0..<batch { a() }
        sa.append(seconds(clock.now - start) / Double(batch) * 1000)
        start = clock.now
        for _ in 0..<batch { b() }
        sb.append(seconds(clock.now - start) / Double(batch) * 1000)
    }
    return (sa, sb)
}

var figures: [Figure] = []

// The raster painter against a cairo image surface with antialiased text, each on one thread: a cairo image
// surface draws on the calling thread alone.
do {
    var raster = RasterPainter(width: BenchFrame.width, height: BenchFrame.height)
    raster.threads = 1
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(BenchFrame.width), Int32(BenchFrame.height))!
    let cairo = CairoPainter(surface: surface)
    let (ours, peer) = interleaved(runs: 15, batch: 2, { raster.paint(list) }, { cairo.paint(list); cairo_surface_flush(surface) })
    figures.append(Figure(name: "render.raster.cairo",
                          description: "RasterPainter drawing the 1920x1080 bench frame (AA, alpha, FreeType text) on one thread vs a cairo image surface drawing the same display list with AA text",
                          goal: "ratio <= 1", ours: ours, peer: peer))
    cairo.release()
    cairo_surface_destroy(surface)
}

// The Xlib (XRender) painter against cairo-xlib on the same server.
func startXvfb() -> (Process, String)? {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
    p.arguments = ["-displayfd", "1", "-screen", "0", "1920x1080x24", "-nolisten", "tcp", "-noreset"]
    let pipe = Pipe()
    p.standardOutput = pipe
    p.standardError = FileHandle.nullDevice
    guard (try? p.run()) != nil else { return nil }
    var text = ""
    while !text.contains("\n") {
        let chunk = pipe.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        text += String(decoding: chunk, as: UTF8.self)
    }
    guard let n = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { p.terminate(); return nil }
    return (p, ":\(n)")
}

var note: String?
/// The X11 painter's frames with no retained layers, beside render.x11.cairo.
var coldFrames: [Double] = []
/// The Xvfb this run started, stopped only after the printing, once no connection to it remains.
var xvfb: Process?
let env = ProcessInfo.processInfo.environment["DISPLAY"]
let server: (Process?, String)? = env.flatMap { d in XOpenDisplay(d).map { XCloseDisplay($0); return (nil, d) } } ?? startXvfb().map { ($0.0, $0.1) }
if let (process, name) = server {
    let ours = try X11FrameBenchmark(displayName: name, width: BenchFrame.width, height: BenchFrame.height)
    // The same painter with no retained layers: every item drawn anew every frame, as cairo draws it.
    let cold = try X11FrameBenchmark(displayName: name, width: BenchFrame.width, height: BenchFrame.height, retainsLayers: false)
    let d = XOpenDisplay(name)!
    let s = ccairo_default_screen(d)
    let w = UInt32(BenchFrame.width), h = UInt32(BenchFrame.height)
    let window = XCreateSimpleWindow(d, ccairo_root(d, s), 0, 0, w, h, 0, 0, 0)
    XMapWindow(d, window)
    let pixmap = XCreatePixmap(d, window, w, h, UInt32(ccairo_depth(d, s)))
    let surface = cairo_xlib_surface_create(d, pixmap, ccairo_visual(d, s), Int32(w), Int32(h))!
    let cairo = CairoPainter(surface: surface)
    XSync(d, 0)
    let frames = 10
    var a: [Double] = [], b: [Double] = [], c: [Double] = []
    // Each side raises its own window before it is timed: a window another covers is clipped away, and
    // presenting into it would cost nothing.
    for round in 0..<16 {
        ours.raise()
        var start = clock.now
        for _ in 0..<frames { ours.paint(list) }
        ours.sync()
        let t1 = seconds(clock.now - start) / Double(frames) * 1000
        XRaiseWindow(d, window)
        XSync(d, 0)
        start = clock.now
        for _ in 0..<frames {
            cairo.paint(list)
            cairo_surface_flush(surface)
            XCopyArea(d, pixmap, window, ccairo_gc(d, s), 0, 0, w, h, 0, 0)
            XFlush(d)
        }
        XSync(d, 0)
        let t2 = seconds(clock.now - start) / Double(frames) * 1000
        cold.raise()
        start = clock.now
        for _ in 0..<frames { cold.paint(list) }
        cold.sync()
        let t3 = seconds(clock.now - start) / Double(frames) * 1000
        if round > 0 { a.append(t1); b.append(t2); c.append(t3) }
    }
    coldFrames = c
    figures.append(Figure(name: "render.x11.cairo",
                          description: "XlibPainter (XRender, Xft) drawing the bench frame into its back buffer and presenting it, frame after frame (items that stay are composited from the pictures it keeps), vs cairo-xlib drawing the same display list into a pixmap and XCopyArea, same server, batches ending in XSync; cold: the painter keeping no pictures, every item drawn anew",
                          goal: "ratio <= 0.5", ours: a, peer: b))
    cairo.release()
    cairo_surface_destroy(surface)
    XCloseDisplay(d)
    withExtendedLifetime(ours) {}
    withExtendedLifetime(cold) {}
    xvfb = process
} else {
    note = "render.x11.cairo: no X display and Xvfb did not start; no figures"
}

if json {
    var parts: [String] = []
    for f in figures {
        let o = median(f.ours), p = median(f.peer)
        parts.append("\"\(f.name)\": {\"ours\": \(o), \"baseline\": \(p), \"unit\": \"ms\", \"ratio\": \(f.ratio), \"goal\": \"\(f.goal)\", "
                     + "\"min\": \(f.ours.min()!), \"max\": \(f.ours.max()!), \"baselineMin\": \(f.peer.min()!), \"baselineMax\": \(f.peer.max()!), "
                     + (f.name == "render.x11.cairo" && !coldFrames.isEmpty
                        ? "\"coldMs\": \(median(coldFrames)), \"coldMin\": \(coldFrames.min()!), \"coldMax\": \(coldFrames.max()!), \"coldRatio\": \(median(coldFrames) / p), " : "")
                     + "\"n\": \(f.ours.count), \"description\": \"\(f.description)\"}")
    }
    print("{" + parts.joined(separator: ", ") + "}")
} else {
    for f in figures {
        let met = f.ratio <= Double(f.goal.split(separator: " ").last!)! ? "met" : "NOT met"
        print(String(format: "%-22@ ours %.2f ms (min %.2f, max %.2f)  cairo %.2f ms (min %.2f, max %.2f)  ratio %.2f  goal %@ %@",
                     f.name, median(f.ours), f.ours.min()!, f.ours.max()!, median(f.peer), f.peer.min()!, f.peer.max()!, f.ratio, f.goal, met))
        if f.name == "render.x11.cairo", !coldFrames.isEmpty {
            print(String(format: "  cold (no retained layers, every item drawn anew): %.2f ms (min %.2f, max %.2f)  ratio %.2f",
                         median(coldFrames), coldFrames.min()!, coldFrames.max()!, median(coldFrames) / median(f.peer)))
        }
    }
}
if let note { FileHandle.standardError.write((note + "\n").data(using: .utf8)!) }
xvfb?.terminate()
exit(0)
