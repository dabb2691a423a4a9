import TesseraGestures
import TesseraRender

/// A replay's transcript, written as the replay makes it, so that a log of a million moves does not hold a million
/// lines: to the `--transcript` file's temporary descriptor in blocks, and to the screen (or `--transcript -`).
///
/// The screen gets nothing until the transcript passes ``screenHold`` bytes: a replay that stops at a bad line
/// prints its error and no transcript, as when the transcript was printed whole at the end, unless it had already
/// grown past the hold. The last lines are kept for a failure's report (``tail``).
final class TranscriptStream {
    /// The human output the transcript is printed on, unless quiet; and `--transcript -`'s standard output.
    private let screens: [StandardOutput]
    /// The `--transcript` file's temporary descriptor and path, while it is being written.
    var file: (descriptor: Int32, path: String)?
    private var fileBuffer: [UInt8] = []
    private var screenBuffer: [UInt8] = []
    private var streamingToScreens = false
    /// The last reports, for ``tail``: a ring of ``tailLength``.
    private var last: [GestureReport] = []
    private var lastNext = 0
    /// What could not be written, rethrown by ``finish()``: the replay's observer cannot throw.
    private var failure: Error?

    static let blockSize = 1 << 16
    /// How much of the transcript is held before the screen gets it as it comes.
    static let screenHold = 4 << 20
    static let tailLength = 5

    init(screens: [StandardOutput]) {
        self.screens = screens
    }

    /// Adds `report`'s line.
    func add(_ report: GestureReport) {
        if last.count < Self.tailLength { last.append(report) } else { last[lastNext] = report }
        lastNext = (lastNext + 1) % Self.tailLength
        guard failure == nil else { return }
        // The line is made once, into the file's buffer or else the screens', and copied to the other.
        if file != nil {
            let start = fileBuffer.count
            report.appendJSONLine(to: &fileBuffer)
            fileBuffer.append(0x0A)
            if !screens.isEmpty { screenBuffer.append(contentsOf: fileBuffer[start...]) }
        } else if !screens.isEmpty {
            report.appendJSONLine(to: &screenBuffer)
            screenBuffer.append(0x0A)
        }
        do {
            if fileBuffer.count >= Self.blockSize { try flushFile() }
            if screenBuffer.count >= (streamingToScreens ? Self.blockSize : Self.screenHold) {
                streamingToScreens = true
                try flushScreens()
            }
        } catch {
            failure = error
        }
    }

    /// Writes out what is held, to the file and the screens, or throws what could not be written.
    func finish() throws {
        if let failure { throw failure }
        try flushFile()
        try flushScreens()
    }

    /// The transcript's last lines, as ``ReplayVerdict/tail(of:lines:)`` reads them.
    var tail: String {
        var bytes: [UInt8] = []
        for k in 0..<last.count {
            last[(lastNext + k) % last.count].appendJSONLine(to: &bytes)
            bytes.append(0x0A)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func flushFile() throws {
        guard let file, !fileBuffer.isEmpty else { return }
        try AtomicFile.writeAll(fileBuffer, to: file.descriptor, path: file.path)
        fileBuffer.removeAll(keepingCapacity: true)
    }

    private func flushScreens() throws {
        guard !screenBuffer.isEmpty else { return }
        try screenBuffer.withUnsafeBufferPointer { bytes in
            for screen in screens { try screen.write(bytes: bytes) }
        }
        screenBuffer.removeAll(keepingCapacity: true)
    }
}
