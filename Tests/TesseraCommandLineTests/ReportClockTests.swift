import Foundation
import XCTest
@testable import TesseraCommandLine

/// The replay reports' clock reads only the readings it is given, and stands still under `SOURCE_DATE_EPOCH`.
final class ReportClockTests: XCTestCase {
    /// Readings a test hands out, counting how often they are asked for.
    final class Readings {
        var times: [Duration]
        var asked = 0
        init(_ times: [Duration]) { self.times = times }
        func next() -> Duration {
            asked += 1
            return times.removeFirst()
        }
    }

    func testDurationsAndTheDateComeFromTheInjectedReadings() {
        let readings = Readings([.seconds(10), .milliseconds(12_500)])
        let date = Date(timeIntervalSince1970: 1_234_567_890)
        let clock = ReportClock(now: readings.next, date: { date }, environment: [:])
        let start = clock.start()
        XCTAssertEqual(clock.seconds(since: start), 2.5)
        XCTAssertEqual(clock.date(), date)
        XCTAssertEqual(readings.asked, 2)
    }

    func testSourceDateEpochStopsTheClockWithoutReadingIt() {
        let readings = Readings([.seconds(10), .seconds(20)])
        let clock = ReportClock(now: readings.next, date: { Date(timeIntervalSince1970: 0) },
                                environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        let start = clock.start()
        XCTAssertEqual(clock.seconds(since: start), 0)
        XCTAssertEqual(clock.date(), Date(timeIntervalSince1970: 1_700_000_000))
        XCTAssertEqual(readings.asked, 0)
    }

    func testASourceDateEpochThatIsNotAnIntegerIsIgnored() {
        let readings = Readings([.seconds(1), .seconds(4)])
        let clock = ReportClock(now: readings.next, date: { Date(timeIntervalSince1970: 5) },
                                environment: ["SOURCE_DATE_EPOCH": "soon"])
        XCTAssertEqual(clock.seconds(since: clock.start()), 3)
        XCTAssertEqual(clock.date(), Date(timeIntervalSince1970: 5))
    }
}
