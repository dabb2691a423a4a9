import XCTest
import TesseraGeometry
import TesseraLayout
import TesseraRender
@testable import TesseraRender

/// The appearance vocabulary: typed keys any layout sets, turned into what the painters draw in one place.
final class AppearanceVocabularyTests: XCTestCase {
    let picture = Bitmap(width: 4, height: 2, fill: .white)
    let plain = ElementAppearance(fill: Color(hex: 0xFF0000), label: "7")

    func cell() -> LayoutAttributes {
        LayoutAttributes(forCellAt: ElementPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 40, height: 40))
    }

    func testAttributesWithoutTheVocabularyLeaveTheAppearanceAsItWas() {
        let look = plain.applying(cell(), picture: picture)
        XCTAssertEqual(look.dim, 0)
        XCTAssertNil(look.image, "no picture unless the layout asks for an image mode")
        XCTAssertEqual(look.fill, Color(hex: 0xFF0000))
    }

    func testTheMaskDimsTheElementAndAStrongerDimIsKept() {
        var a = cell()
        a[MaskAttribute.self] = 0.45
        XCTAssertEqual(plain.applying(a, picture: nil).dim, 0.45)
        var highlighted = plain
        highlighted.dim = 0.6
        XCTAssertEqual(highlighted.applying(a, picture: nil).dim, 0.6)
    }

    func testAnImageModeShowsThePictureBlendedByTheFillAmount() {
        var a = cell()
        a[ImageModeAttribute.self] = .aspectFill
        var look = plain.applying(a, picture: picture)
        XCTAssertEqual(look.image?.mode, .aspectFill)
        XCTAssertEqual(look.image?.fillAmount, 1, "without a fill amount the mode's own amount applies")
        XCTAssertEqual(look.fill, Color(hex: 0x2C2C2E), "the picture sits on its own background")
        a[FillAmountAttribute.self] = 0.25
        look = plain.applying(a, picture: picture)
        XCTAssertEqual(look.image?.fillAmount, 0.25, "mid-animation the amount blends fit and fill")
    }

    func testAnImageModeWithoutAPictureKeepsThePlainFill() {
        var a = cell()
        a[ImageModeAttribute.self] = .aspectFit
        let look = plain.applying(a, picture: nil)
        XCTAssertNil(look.image)
        XCTAssertEqual(look.fill, Color(hex: 0xFF0000))
    }

    func testTheKeysKeepTheirJSONNames() {
        XCTAssertEqual([MaskAttribute.name, FillAmountAttribute.name, ImageModeAttribute.name],
                       ["maskingValue", "fillAmount", "layoutMode"])
    }
}
