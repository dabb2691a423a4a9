import Foundation
import XCTest
import TesseraX11
import TesseraTesting

/// The inputtest driver refuses an event whose length is not its struct's `sizeof`. The driver
/// writes the structs byte for byte; this compiles the protocol header (xserver-xorg-dev) and
/// checks every size and the valuators' offset, padding included, against it.
final class InputTestProtocolLayoutTests: XCTestCase {
    static let header = "/usr/include/xorg/xf86-input-inputtest-protocol.h"

    func testTheEventsAreAsLargeAsTheHeadersStructs() throws {
        guard FileManager.default.fileExists(atPath: Self.header) else {
            let reason = "\(Self.header) is missing: apt-get install -y xserver-xorg-dev"
            if LiveTouchTestCase.xorgRequired { return XCTFail(reason) }
            throw XCTSkip(reason)
        }
        guard let compiler = ["cc", "clang", "gcc"].lazy.compactMap({ LiveWindowTestCase.which($0) }).first else {
            throw XCTSkip("no C compiler")
        }
        let temporary = try TemporaryDirectory(prefix: "tessera-inputtest-")
        addTeardownBlock { try temporary.remove() }
        let dir = temporary.url
        let source = dir.appendingPathComponent("sizes.c")
        try """
            #include <stdio.h>
            #include <stddef.h>
            #include <xorg/xf86-input-inputtest-protocol.h>
            int main(void) {
                printf("%zu %zu %zu %zu %zu %zu %zu %zu\\n", sizeof(xf86ITEventTouch), sizeof(xf86ITEventMotion),
                       sizeof(xf86ITEventButton), sizeof(xf86ITEventKey), sizeof(xf86ITEventGesturePinch),
                       sizeof(xf86ITEventGestureSwipe), offsetof(xf86ITEventTouch, valuators),
                       offsetof(xf86ITValuatorData, valuators));
                return 0;
            }
            """.write(to: source, atomically: true, encoding: .utf8)
        let binary = dir.appendingPathComponent("sizes").path
        let build = try LiveWindowTestCase.run(compiler, [source.path, "-o", binary])
        XCTAssertEqual(build.status, 0)
        let sizes = try LiveWindowTestCase.run(binary, []).output.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        typealias S = InputTestDevice.Size
        XCTAssertEqual(sizes, [S.touch, S.touch, S.button, S.key, S.pinch, S.swipe, 16, 16],
                       "touch, motion, button, key, pinch, swipe; the valuators at 16 with 4 bytes of padding after the mask")
    }
}
