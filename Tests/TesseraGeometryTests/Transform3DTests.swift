import XCTest
import TesseraGeometry

final class Transform3DTests: XCTestCase {
    func assertEqual(_ a: Transform3D, _ b: Transform3D, accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in zip(a.rowMajor, b.rowMajor) where abs(x - y) > accuracy {
            XCTFail("\(a.rowMajor) != \(b.rowMajor)", file: file, line: line)
            return
        }
    }

    func testTranslationLivesInTheFourthRow() {
        let t = Transform3D(translationX: 3, y: 4, z: 5)
        XCTAssertEqual([t.m41, t.m42, t.m43], [3, 4, 5])
        let p = t.apply(x: 1, y: 1)
        XCTAssertEqual(p.x, 4)
        XCTAssertEqual(p.y, 5)
    }

    func testRotationAboutZMatchesCGAffineTransform() {
        let t = Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1)
        XCTAssertEqual(t.m11, cos(.pi / 6), accuracy: 1e-12)
        XCTAssertEqual(t.m12, sin(.pi / 6), accuracy: 1e-12)
        XCTAssertEqual(t.m21, -sin(.pi / 6), accuracy: 1e-12)
        XCTAssertEqual(t.m22, cos(.pi / 6), accuracy: 1e-12)
        // +x turns towards +y: clockwise on a y-down screen.
        let p = t.apply(x: 1, y: 0)
        XCTAssertEqual(p.y, 0.5, accuracy: 1e-12)
    }

    func testRotationAboutYPutsSineInM31AndMinusSineInM13() {
        let t = Transform3D(rotationAngle: 0.3, x: 0, y: 1, z: 0)
        XCTAssertEqual(t.m13, -sin(0.3), accuracy: 1e-12)
        XCTAssertEqual(t.m31, sin(0.3), accuracy: 1e-12)
    }

    func testZeroAxisRotationIsIdentity() {
        XCTAssertTrue(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0).isIdentity)
        XCTAssertTrue(Transform3D(rotationCosine: 0.6, sine: 0.8, x: 0, y: 0, z: 0).isIdentity)
    }

    func testARotationFromItsCosineAndSineIsTheRotationByItsAngleBitForBit() {
        // Layouts that need an angle's cosine and sine for a bounding box too hand them over; the transform must
        // not move by a bit, or their attributes (and the frames drawn from them) would.
        let axes: [(Double, Double, Double)] = [(0, 0, 1), (0, 1, 0), (1, 0, 0), (0, 0, -2), (1, 2, 3), (0.3, -0.7, 0.1)]
        var angles: [Double] = [0, -0.0, .pi, -.pi, .pi / 2, 1e-300, 7.5, -123.456]
        for k in 0..<200 { angles.append(Double(k) * 0.0731 - 7) }
        for angle in angles {
            for (x, y, z) in axes {
                let byAngle = Transform3D(rotationAngle: angle, x: x, y: y, z: z)
                let bySine = Transform3D(rotationCosine: cos(angle), sine: sin(angle), x: x, y: y, z: z)
                XCTAssertEqual(byAngle.rowMajor.map(\.bitPattern), bySine.rowMajor.map(\.bitPattern), "\(angle) about (\(x), \(y), \(z))")
            }
        }
    }

    func testConcatAppliesTheFirstTransformFirst() {
        let scale = Transform3D(scaleX: 2, y: 2, z: 1)
        let move = Transform3D(translationX: 10, y: 0, z: 0)
        XCTAssertEqual(Transform3D.concat(scale, move).apply(x: 1, y: 0).x, 12)  // scale, then move
        XCTAssertEqual(Transform3D.concat(move, scale).apply(x: 1, y: 0).x, 22)  // move, then scale
    }

    func testTranslateScaleAndRotatePrependTheirStepAsCoreAnimationDoes() {
        // CATransform3DTranslate(t, …) = translate · t: the translation happens first.
        let t = Transform3D(scaleX: 2, y: 2, z: 1).translatedBy(x: 10, y: 0, z: 0)
        XCTAssertEqual(t.apply(x: 0, y: 0).x, 20)
        let r = Transform3D.identity.rotated(by: .pi / 2, x: 0, y: 0, z: 1).scaledBy(x: 3, y: 1, z: 1)
        assertEqual(r, .concat(Transform3D(scaleX: 3, y: 1, z: 1), Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)))
    }

    func testInverseUndoesTheTransform() {
        var t = Transform3D.identity.rotated(by: 0.7, x: 0, y: 1, z: 0).translatedBy(x: 5, y: -3, z: 40).scaledBy(x: 1.5, y: 1.5, z: 1)
        t.m34 = -1 / 842
        assertEqual(.concat(t, t.inverted), .identity)
        XCTAssertNil(Transform3D(scaleX: 0, y: 1, z: 1).inverse)
        XCTAssertEqual(Transform3D(scaleX: 0, y: 1, z: 1).inverted, Transform3D(scaleX: 0, y: 1, z: 1), "a singular transform is returned unchanged")
    }

    func testPerspectiveMakesTheNearEdgeLarger() {
        var t = Transform3D.identity
        t.m34 = -1 / 500
        t = t.rotated(by: .pi / 4, x: 0, y: 1, z: 0)
        let quad = t.project(size: Size(width: 100, height: 100), center: Point(x: 0, y: 0))!
        let leftHeight = quad.bottomLeft.y - quad.topLeft.y
        let rightHeight = quad.bottomRight.y - quad.topRight.y
        // Rotating about y by +45° brings the left edge (x < 0) towards the eye (z > 0).
        XCTAssertGreaterThan(leftHeight, 100)
        XCTAssertLessThan(rightHeight, 100)
    }

    func testProjectionAboutTheCentreGivesTheRotatedCorners() {
        let t = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        let quad = t.project(size: Size(width: 20, height: 10), center: Point(x: 50, y: 50))!
        XCTAssertEqual(quad.topLeft.x, 55, accuracy: 1e-9)
        XCTAssertEqual(quad.topLeft.y, 40, accuracy: 1e-9)
        XCTAssertEqual(quad.boundingBox.width, 10, accuracy: 1e-9)
        XCTAssertEqual(quad.boundingBox.height, 20, accuracy: 1e-9)
    }

    func testUnprojectInvertsProjectUnderPerspective() {
        var t = Transform3D.identity
        t.m34 = -1 / 842
        t = t.rotated(by: -0.5, x: 0, y: 1, z: 0).scaledBy(x: 1.2, y: 1.2, z: 1)
        let projection = PlaneProjection(center: Point(x: 200, y: 100), size: Size(width: 180, height: 180), transform: t)
        for (x, y) in [(-90.0, -90.0), (0, 0), (45, 80), (89, -10)] {
            let screen = projection.project(x: x, y: y)!
            let back = projection.unproject(screen)!
            XCTAssertEqual(back.x, x, accuracy: 1e-6)
            XCTAssertEqual(back.y, y, accuracy: 1e-6)
        }
        XCTAssertTrue(projection.contains(Point(x: 200, y: 100)))
        XCTAssertFalse(projection.contains(Point(x: 400, y: 100)))
    }

    func testAPointBehindTheEyeDoesNotProject() {
        var t = Transform3D.identity
        t.m34 = -1 / 100
        t = t.rotated(by: .pi / 2.2, x: 0, y: 1, z: 0)
        XCTAssertNil(t.project(size: Size(width: 400, height: 10), center: .zero))
    }

    func testDecomposeThenRecomposeGivesTheTransformBack() {
        var t = Transform3D.identity
        t.m34 = -1 / 842
        let samples = [
            Transform3D.identity.translatedBy(x: 40, y: 0, z: 40000).rotated(by: -0.6, x: 0, y: 1, z: 0).scaledBy(x: 1.2, y: 1.2, z: 1),
            Transform3D(rotationAngle: 2.5, x: 1, y: 2, z: 3).scaledBy(x: 2, y: 0.5, z: 1).translatedBy(x: 3, y: 4, z: 5),
            Transform3D.concat(t.rotated(by: 0.7, x: 0, y: 1, z: 0), Transform3D(translationX: 10, y: 20, z: 0)),
        ]
        for m in samples {
            let d = try! XCTUnwrap(m.decomposed)
            assertEqual(Transform3D(d), m, accuracy: 1e-6)
        }
    }

    func testInterpolatingARotationKeepsTheSize() {
        let a = Transform3D.identity
        let b = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        let mid = a.interpolated(to: b, fraction: 0.5)
        assertEqual(mid, Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1), accuracy: 1e-9)
    }

    func testInterpolatingScaleAndTranslationIsLinear() {
        let a = Transform3D(scaleX: 1, y: 1, z: 1)
        let b = Transform3D(scaleX: 3, y: 3, z: 1).translatedBy(x: 10, y: 0, z: 0)
        let mid = a.interpolated(to: b, fraction: 0.5)
        XCTAssertEqual(mid.m11, 2)
        XCTAssertEqual(mid.m41, b.m41 / 2)
    }
}
