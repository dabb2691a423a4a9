import XCTest
@testable import TesseraRender

/// The pixel buffers of a bitmap compared whole: what the trace and the animation use to skip a frame that did not change.
final class BitmapComparisonTests: XCTestCase {
    func testTwoPixelBuffersAreTheSameOnlyWhenEveryByteIs() {
        XCTAssertTrue(Bitmap.sameBytes([], []))
        XCTAssertTrue(Bitmap.sameBytes([1, 2, 3], [1, 2, 3]))
        XCTAssertFalse(Bitmap.sameBytes([1, 2, 3], [1, 2]))
        XCTAssertFalse(Bitmap.sameBytes([], [0]))
        var a = [UInt8](repeating: 7, count: 1 << 20), b = a
        XCTAssertTrue(Bitmap.sameBytes(a, b))
        b[b.count - 1] = 8
        XCTAssertFalse(Bitmap.sameBytes(a, b))
        a[0] = 0
        b[b.count - 1] = 7
        XCTAssertFalse(Bitmap.sameBytes(a, b))
    }
}
