import XCTest
import TesseraGeometry
import TesseraRender
@testable import TesseraSimulator

/// The white-framed picture a Cover Flow cell shows: two pixels a point, but never more than 2048 pixels a side.
final class FramedPictureTests: XCTestCase {
    let picture = Bitmap(width: 4, height: 4, fill: Color(hex: 0x3366CC))

    func testACellOfOrdinarySizeGetsTwoPixelsAPointInsideAFrameOfItsInset() {
        let framed = FramedPicture(picture: picture, size: Size(width: 180, height: 120), inset: 10)
        XCTAssertEqual(framed.bitmap.width, 360)
        XCTAssertEqual(framed.bitmap.height, 240)
        // The frame is 20 pixels of white; the picture starts inside it.
        XCTAssertEqual(framed.bitmap[19, 19], .white)
        XCTAssertEqual(framed.bitmap[20, 20], Color(hex: 0x3366CC))
    }

    func testACellAMillionPointsSquareComposesABitmapOfAtMost2048PixelsASide() {
        // It asked for 2·10⁶ pixels a side, 16 TB, and the replay of a Cover Flow scene with pictures aborted.
        let framed = FramedPicture(picture: picture, size: Size(width: 1_000_000, height: 500_000), inset: 10_000)
        XCTAssertEqual(framed.bitmap.width, 2048)
        XCTAssertEqual(framed.bitmap.height, 1024)
        // The inset keeps its share of the cell: 1% of its width.
        XCTAssertEqual(framed.bitmap[19, 512], .white)
        XCTAssertEqual(framed.bitmap[20, 512], Color(hex: 0x3366CC))
    }

    func testSidesThatAreNotFiniteComposeOnePixel() {
        for size in [Size(width: .nan, height: 10), Size(width: .infinity, height: .infinity), Size(width: -5, height: 0)] {
            let framed = FramedPicture(picture: picture, size: size, inset: 1)
            XCTAssertLessThanOrEqual(framed.bitmap.width, 20, "\(size)")
            XCTAssertLessThanOrEqual(framed.bitmap.height, 20, "\(size)")
        }
    }
}
