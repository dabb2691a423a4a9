import XCTest
@testable import TesseraX11

/// Without libXi, or with an X server too old for touch, the window says why on one line and keeps the mouse.
final class XInputLibraryTests: XCTestCase {
    func testWithoutLibXiTheReasonNamesTheLibrary() {
        guard case .failure(let why) = XInputLibrary.load("libXi-not-installed.so.6") else {
            return XCTFail("a library that does not exist loaded")
        }
        XCTAssertTrue(why.description.hasPrefix("XInput 2 is unavailable: libXi-not-installed.so.6"), why.description)
        XCTAssertFalse(why.description.contains("\n"))
    }

    func testTheInstalledLibXiHasEveryFunctionTesseraCalls() throws {
        guard FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/libXi.so.6")
                || FileManager.default.fileExists(atPath: "/usr/lib/aarch64-linux-gnu/libXi.so.6") else {
            throw XCTSkip("libXi.so.6 is not installed")
        }
        guard case .success = XInputLibrary.load() else { return XCTFail("libXi.so.6 lacks a function") }
    }

    func testAServerBelowXInput22IsNamedWithItsVersion() {
        XCTAssertEqual(XInput2.Unavailable.tooOld(major: 2, minor: 0).description,
                       "XInput 2 is unavailable: the X server speaks XInput 2.0; touch needs 2.2")
        XCTAssertEqual(XInput2.Unavailable.disabled.description, "XInput 2 is off (TESSERA_XINPUT2=0)")
    }
}
