import XCTest
import TesseraGeometry

final class RectTests: XCTestCase {
    func testIntegralRoundsOriginDownAndFarEdgesUp() {
        let r = Rect(x: 0.5, y: 1.2, width: 10.1, height: 3.7).integral
        XCTAssertEqual(r, Rect(x: 0, y: 1, width: 11, height: 4))
    }

    func testIntegralOfANegativeSizeStandardizesFirst() {
        XCTAssertEqual(Rect(x: 10, y: 10, width: -4.5, height: -2).integral, Rect(x: 5, y: 8, width: 5, height: 2))
    }

    func testRectanglesThatShareOnlyAnEdgeDoNotIntersect() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertFalse(a.intersects(Rect(x: 10, y: 0, width: 10, height: 10)))
        XCTAssertFalse(a.intersects(Rect(x: 0, y: 10, width: 10, height: 10)))
        XCTAssertTrue(a.intersects(Rect(x: 9.999, y: 0, width: 10, height: 10)))
        XCTAssertFalse(a.intersects(.null))
    }

    func testAZeroSizedRectangleIntersectsWhatItLiesIn() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertTrue(a.intersects(Rect(x: 5, y: 5, width: 0, height: 0)))
        XCTAssertFalse(a.intersects(Rect(x: 15, y: 5, width: 0, height: 0)))
    }

    func testUnionIgnoresNull() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(a.union(.null), a)
        XCTAssertEqual(Rect.null.union(a), a)
        XCTAssertEqual(a.union(Rect(x: 20, y: -5, width: 5, height: 5)), Rect(x: 0, y: -5, width: 25, height: 15))
    }

    func testInsetByShrinksAndNegativeGrows() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(a.insetBy(dx: 2, dy: 3), Rect(x: 2, y: 3, width: 6, height: 4))
        XCTAssertEqual(a.insetBy(dx: -1, dy: -1), Rect(x: -1, y: -1, width: 12, height: 12))
        XCTAssertTrue(a.insetBy(dx: 6, dy: 0).isNull, "shrinking past zero gives null, as CGRectInset")
    }

    func testIntersectionAndContainment() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(a.intersection(Rect(x: 5, y: 5, width: 10, height: 10)), Rect(x: 5, y: 5, width: 5, height: 5))
        XCTAssertTrue(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)).isNull)
        XCTAssertTrue(a.contains(Point(x: 0, y: 0)))
        XCTAssertFalse(a.contains(Point(x: 10, y: 5)), "the maximum edge is outside")
        XCTAssertTrue(a.contains(Rect(x: 1, y: 1, width: 9, height: 9)))
    }

    func testEdgeInsetsShrinkARectangle() {
        let r = Rect(x: 0, y: 0, width: 300, height: 100).inset(by: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
        XCTAssertEqual(r, Rect(x: 10, y: 5, width: 280, height: 90))
    }

    func testInterpolationOfRects() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 10, y: 20, width: 30, height: 10)
        XCTAssertEqual(a.interpolated(to: b, fraction: 0.5), Rect(x: 5, y: 10, width: 20, height: 10))
        XCTAssertEqual(Point.zero.interpolated(to: Point(x: 4, y: 8), fraction: 0.25), Point(x: 1, y: 2))
    }
}
