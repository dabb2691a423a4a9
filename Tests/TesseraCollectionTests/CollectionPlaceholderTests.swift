import XCTest
@testable import TesseraCollection

final class CollectionPlaceholderTests: XCTestCase {}
