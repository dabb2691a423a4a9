import TesseraRender

/// Text written to an open file in blocks, for output made a line at a time by code that cannot throw: the first
/// write that fails is kept, later text is dropped, and ``finish()`` throws it.
struct LogFileWriter {
    /// How many bytes are gathered before they are written.
    static let blockSize = 1 << 20

    private let fd: Int32
    private let path: String
    private var block: [UInt8] = []
    private var failure: (any Error)?

    /// A writer to the open descriptor `fd`, whose errors name `path`.
    init(fd: Int32, path: String) {
        self.fd = fd
        self.path = path
        block.reserveCapacity(Self.blockSize)
    }

    /// Adds `text`, writing the block when it is full.
    mutating func append(_ text: String) {
        guard failure == nil else { return }
        block.append(contentsOf: text.utf8)
        if block.count >= Self.blockSize { flush() }
    }

    /// Writes what is gathered, and throws the first write that failed.
    mutating func finish() throws {
        flush()
        if let failure { throw failure }
    }

    private mutating func flush() {
        guard failure == nil, !block.isEmpty else { return }
        do {
            try AtomicFile.writeAll(block, to: fd, path: path)
        } catch {
            failure = error
        }
        block.removeAll(keepingCapacity: true)
    }
}
