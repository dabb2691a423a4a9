import XCTest
@testable import TesseraGeometry

/// `Transform2D` against Core Graphics' documented conventions for `CGAffineTransform`.
final class Transform2DTests: XCTestCase {
    private func assertEqual(_ p: Point, _ q: Point, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(p.x, q.x, accuracy: 1e-12, file: file, line: line)
        XCTAssertEqual(p.y, q.y, accuracy: 1e-12, file: file, line: line)
    }

    func testAPointMapsAsCoreGraphicsMapsIt() {
        // x' = a·x + c·y + tx, y' = b·x + d·y + ty.
        let t = Transform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(t.apply(to: Point(x: 1, y: 1)), Point(x: 9, y: 12))
        assertEqual(Transform2D(rotationAngle: .pi / 2).apply(to: Point(x: 1, y: 0)), Point(x: 0, y: 1))
    }

    func testBuildersPutTheirStepFirstAndConcatenationAppliesTheLeftOneFirst() {
        // CGAffineTransformRotate(t, a) rotates first, then applies t.
        let t = Transform2D(translationX: 10, y: 0).rotated(by: .pi / 2)
        assertEqual(t.apply(to: Point(x: 1, y: 0)), Point(x: 10, y: 1))
        let u = Transform2D(scaleX: 2, y: 3).concatenating(Transform2D(translationX: 1, y: 1))
        XCTAssertEqual(u.apply(to: Point(x: 1, y: 1)), Point(x: 3, y: 4), "scale, then translate")
        XCTAssertEqual(Transform2D(scaleX: 2, y: 3).translatedBy(x: 1, y: 1).apply(to: .zero), Point(x: 2, y: 3),
                       "translate, then scale")
    }

    func testTheInverseUndoesTheTransformAndASingularOneIsLeftAlone() {
        let t = Transform2D(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -4)
        let p = Point(x: 12.5, y: -3.25)
        assertEqual(t.inverted().apply(to: t.apply(to: p)), p)
        let flat = Transform2D(scaleX: 0, y: 1)
        XCTAssertEqual(flat.inverted(), flat)
    }

    func testThe3DFormIsCoreAnimationsAndComesBackWhole() {
        let t = Transform2D(rotationAngle: 0.3).translatedBy(x: 5, y: 7)
        let t3 = Transform3D(affine: t)
        XCTAssertTrue(t3.isAffine)
        XCTAssertEqual(t3.affine, t)
        let rotation = Transform3D(affine: Transform2D(rotationAngle: 0.3))
        let core = Transform3D.identity.rotated(by: 0.3, x: 0, y: 0, z: 1)
        for (x, y) in zip(rotation.rowMajor, core.rowMajor) { XCTAssertEqual(x, y, accuracy: 1e-15) }
        let p = Point(x: 3, y: 4)
        let q = t3.apply(x: p.x, y: p.y)
        assertEqual(Point(x: q.x, y: q.y), t.apply(to: p))
    }
}
