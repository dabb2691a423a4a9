import XCTest
import TesseraGeometry
@testable import TesseraLayout

enum MaskingValue: CustomAttributeKey {
    static let name = "maskingValue"
    static let defaultValue = 0.0
}

enum ImageMode: String, CaseIterable, CustomAttributeValue {
    case aspectFit, aspectFill
}

enum LayoutModeKey: CustomAttributeKey {
    static let name = "layoutMode"
    static let defaultValue = ImageMode.aspectFit
}

enum Rasterize: CustomAttributeKey {
    static let name = "shouldRasterize"
    static let defaultValue = false
}

final class LayoutAttributesTests: XCTestCase {
    func testFrameIsDerivedFromCentreAndSize() {
        var a = LayoutAttributes(forCellAt: ElementPath(item: 0, section: 0), frame: Rect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(a.center, Point(x: 25, y: 40))
        a.center = Point(x: 0, y: 0)
        XCTAssertEqual(a.frame, Rect(x: -15, y: -20, width: 30, height: 40))
    }

    /// UIKit's `bounds` ("the origin of the bounds rectangle must always be at (0, 0)"; setting it sets `size`) and
    /// `transform` ("Assigning a transform to this property replaces the value in the transform3D property with a 3D
    /// version of the affine transform you specify") (UIKit documentation, UICollectionViewLayoutAttributes).
    func testBoundsAndTheAffineTransformAreViewsOfSizeAndTransform3D() {
        var a = LayoutAttributes(forCellAt: ElementPath(item: 0, section: 0), frame: Rect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(a.bounds, Rect(x: 0, y: 0, width: 30, height: 40))
        a.bounds = Rect(x: 0, y: 0, width: 50, height: 60)
        XCTAssertEqual(a.size, Size(width: 50, height: 60))
        XCTAssertEqual(a.center, Point(x: 25, y: 40), "the centre stays")
        XCTAssertTrue(a.transform.isIdentity)
        a.transform3D = Transform3D(translationX: 0, y: 0, z: 5).scaledBy(x: 2, y: 2, z: 1)
        a.transform = Transform2D(rotationAngle: .pi / 6)
        XCTAssertEqual(a.transform3D, Transform3D(affine: Transform2D(rotationAngle: .pi / 6)), "the 3D transform is replaced")
        XCTAssertEqual(a.transform, Transform2D(rotationAngle: .pi / 6))
        XCTAssertTrue(a.contains(Point(x: 25, y: 40)))
    }

    func testCustomAttributesAreTypeSafeAndTakePartInEquality() {
        var a = LayoutAttributes(forCellAt: ElementPath(item: 0, section: 0))
        var b = a
        XCTAssertEqual(a[MaskingValue.self], 0)
        a[MaskingValue.self] = 0.6
        XCTAssertNotEqual(a, b)
        b[MaskingValue.self] = 0.6
        XCTAssertEqual(a, b)
        a[LayoutModeKey.self] = .aspectFill
        b[Rasterize.self] = false  // set to the default: equal to never set
        XCTAssertNotEqual(a, b)
        b[LayoutModeKey.self] = .aspectFill
        XCTAssertEqual(a, b, "order of setting and explicit defaults do not matter")
        XCTAssertEqual(a.custom.entries.map(\.name), ["layoutMode", "maskingValue"])
    }

    func testCustomAttributesInterpolate() {
        var a = LayoutAttributes(forCellAt: ElementPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var b = a
        b.frame = Rect(x: 10, y: 0, width: 30, height: 10)
        b.alpha = 0
        b[MaskingValue.self] = 0.6
        a[LayoutModeKey.self] = .aspectFit
        b[LayoutModeKey.self] = .aspectFill
        let mid = a.interpolated(to: b, fraction: 0.5)
        XCTAssertEqual(mid.frame, Rect(x: 5, y: 0, width: 20, height: 10))
        XCTAssertEqual(mid.alpha, 0.5)
        XCTAssertEqual(mid[MaskingValue.self], 0.3, accuracy: 1e-12)
        XCTAssertEqual(mid[LayoutModeKey.self], .aspectFill, "discrete values switch at the halfway point")
        XCTAssertEqual(a.interpolated(to: b, fraction: 0.25)[LayoutModeKey.self], .aspectFit)
        XCTAssertEqual(a.interpolated(to: b, fraction: 1), b)
    }

    func testAttributesArePlainBits() {
        XCTAssertTrue(_isPOD(LayoutAttributes.self), "copying attributes must never retain")
    }

    func testElementKindsRoundTripTheirNames() {
        XCTAssertEqual(ElementKind("clockHand").name, "clockHand")
        XCTAssertEqual(ElementKind("ünïcødé-kind").name, "ünïcødé-kind")
        XCTAssertNil(ElementKind(validating: String(repeating: "x", count: ElementKind.maximumNameLength + 1)))
        XCTAssertNil(ElementKind(validating: ""))
        XCTAssertLessThan(ElementKind("footer"), ElementKind("header"))
    }

    /// Apple's samples name their kinds `"section-header-element-kind"` (27 bytes), past what a kind stores inline:
    /// such a name round-trips, two kinds of it are equal and hash alike, and attributes stay plain bits.
    func testLongElementKindsRoundTripCompareAndStayPlainBits() {
        let header = ElementKind("section-header-element-kind"), again = ElementKind("section-header-element-kind")
        let footer = ElementKind("section-footer-element-kind")
        XCTAssertEqual(header.name, "section-header-element-kind")
        XCTAssertEqual(header.length, 27)
        XCTAssertEqual(header, again)
        XCTAssertEqual(header.hashValue, again.hashValue)
        XCTAssertNotEqual(header, footer)
        XCTAssertLessThan(footer, header, "ordered by name")
        XCTAssertNotEqual(ElementKind(String(repeating: "x", count: 23)), ElementKind(String(repeating: "x", count: 24)))
        XCTAssertEqual(ElementKind(String(repeating: "é", count: 512)).name, String(repeating: "é", count: 512))
        XCTAssertTrue(_isPOD(LayoutAttributes.self), "attributes copy without retaining")
        let a = LayoutAttributes(forSupplementaryOfKind: header, at: ElementPath(item: 0, section: 0), frame: .zero)
        XCTAssertEqual(a.elementKind?.name, "section-header-element-kind")
    }

    func testKeysSortBySectionItemCategoryAndKind() {
        let keys: [ElementKey] = [
            .decoration("binder", ElementPath(item: 0, section: 0)),
            .supplementary("header", ElementPath(item: 0, section: 0)),
            .cell(ElementPath(item: 1, section: 0)),
            .cell(ElementPath(item: 0, section: 0)),
            .supplementary("footer", ElementPath(item: 0, section: 0)),
            .cell(ElementPath(item: 0, section: 1)),
        ]
        XCTAssertEqual(keys.sorted().map(\.description), [
            "cell [0, 0]", "supplementary(footer) [0, 0]", "supplementary(header) [0, 0]", "decoration(binder) [0, 0]",
            "cell [0, 1]", "cell [1, 0]",
        ])
    }
}

final class LayoutAttributesIdentityTests: XCTestCase {
    func testAnInterpolationTakesTheTargetsIdentityEvenAtTheStart() {
        let a = LayoutAttributes(forCellAt: ElementPath(item: 5, section: 0), frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var b = LayoutAttributes(forCellAt: ElementPath(item: 2, section: 1), frame: Rect(x: 50, y: 0, width: 10, height: 10))
        b.zIndex = 3
        let start = a.interpolated(to: b, fraction: 0)
        XCTAssertEqual(start.indexPath, b.indexPath)
        XCTAssertEqual(start.zIndex, 3)
        XCTAssertEqual(start.frame, a.frame)
    }
}

enum Extra1: CustomAttributeKey { static let name = "extra1"; static let defaultValue = 0.0 }
enum Extra2: CustomAttributeKey { static let name = "extra2"; static let defaultValue = 0.0 }

final class CustomAttributeTransitionTests: XCTestCase {
    func testBlendingBetweenLayoutsWithDifferentKeysNeverTrapsAndKeepsTheTargetsKeys() {
        var a = LayoutAttributes(forCellAt: ElementPath(item: 0, section: 0))
        a[LayoutModeKey.self] = .aspectFill
        a[Extra1.self] = 1
        var b = a
        b.custom = CustomAttributes()
        b[MaskingValue.self] = 0.6
        b[Rasterize.self] = true
        b[Extra2.self] = 2
        let mid = a.interpolated(to: b, fraction: 0.5)
        XCTAssertEqual(mid[MaskingValue.self], 0.3, accuracy: 1e-12)
        XCTAssertEqual(mid[Extra2.self], 1)
        XCTAssertEqual(mid.custom.count, 3)
        let back = b.interpolated(to: a, fraction: 0.5)
        XCTAssertEqual(back[LayoutModeKey.self], .aspectFill)
        XCTAssertEqual(back[Extra1.self], 0.5)
    }
}

/// The in-place forms a layout pass uses say what `==` and `interpolated(to:fraction:)` say.
final class LayoutAttributesInPlaceTests: XCTestCase {
    private func base() -> LayoutAttributes {
        var a = LayoutAttributes(forSupplementaryOfKind: "header", at: ElementPath(item: 0, section: 2),
                                 frame: Rect(x: 10, y: 20, width: 30, height: 40))
        a[MaskingValue.self] = 0.25
        return a
    }

    private func equal(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        withUnsafePointer(to: a) { pa in withUnsafePointer(to: b) { pb in LayoutAttributes.equal(pa, pb) } }
    }

    func testEqualityReadInPlaceSeesEveryField() {
        var changes: [(String, (inout LayoutAttributes) -> Void)] = [
            ("indexPath", { $0.indexPath = ElementPath(item: 1, section: 2) }),
            ("center", { $0.center.x += 0.5 }),
            ("size", { $0.size.height = 41 }),
            ("alpha", { $0.alpha = 0.5 }),
            ("zIndex", { $0.zIndex = 3 }),
            ("category", { $0.category = .decoration }),
            ("isHidden", { $0.isHidden = true }),
            ("elementKind", { $0.elementKind = "footer" }),
            ("custom", { $0[MaskingValue.self] = 0.5 }),
            ("another custom key", { $0[Rasterize.self] = true }),
        ]
        for (i, path) in [\Transform3D.m11, \.m12, \.m13, \.m14, \.m21, \.m22, \.m23, \.m24,
                          \.m31, \.m32, \.m33, \.m34, \.m41, \.m42, \.m43, \.m44].enumerated() {
            changes.append(("transform \(i)", { $0.transform3D[keyPath: path] += 0.125 }))
        }
        let a = base()
        XCTAssertTrue(equal(a, a))
        for (name, change) in changes {
            var b = a
            change(&b)
            XCTAssertEqual(equal(a, b), a == b, name)
            XCTAssertFalse(equal(a, b), name)
        }
        // Doubles compare as doubles: -0 equals 0, and NaN equals nothing.
        var zero = a, negativeZero = a
        zero.center.x = 0
        negativeZero.center.x = -0.0
        XCTAssertTrue(equal(zero, negativeZero))
        var notANumber = a
        notANumber.alpha = .nan
        XCTAssertEqual(equal(notANumber, notANumber), notANumber == notANumber)
        // A custom key set to its default equals one never set.
        var defaulted = a
        defaulted[Rasterize.self] = false
        XCTAssertTrue(equal(a, defaulted))
    }

    func testBlendingInPlaceIsTheInterpolation() {
        var start = base()
        start.transform3D = Transform3D(rotationAngle: 0.3, x: 0, y: 1, z: 0)
        start.alpha = 0.2
        var end = base()
        end.center = Point(x: 300, y: -40)
        end.size = Size(width: 80, height: 12)
        end.zIndex = 4
        end[MaskingValue.self] = 1
        for fraction in [0, 0.125, 0.5, 0.875, 1] {
            var blended = end
            withUnsafePointer(to: start) { blended.blend(from: $0, fraction: fraction) }
            let reference = LayoutAttributes.lerp(start, end, fraction)
            XCTAssertTrue(blended == reference, "\(fraction)")
            XCTAssertTrue(start.interpolated(to: end, fraction: fraction) == reference, "\(fraction)")
        }
    }
}

private extension LayoutAttributes {
    /// The interpolation written out field by field, as `interpolated(to:fraction:)` documents it.
    static func lerp(_ a: LayoutAttributes, _ b: LayoutAttributes, _ f: Double) -> LayoutAttributes {
        if f == 1 { return b }
        var r = b
        if f == 0 {
            r.center = a.center; r.size = a.size; r.alpha = a.alpha; r.transform3D = a.transform3D; r.custom = a.custom
            return r
        }
        r.center = a.center.interpolated(to: b.center, fraction: f)
        r.size = a.size.interpolated(to: b.size, fraction: f)
        r.alpha = a.alpha.interpolated(to: b.alpha, fraction: f)
        r.transform3D = a.transform3D.interpolated(to: b.transform3D, fraction: f)
        r.custom = a.custom.interpolated(to: b.custom, fraction: f)
        return r
    }
}
