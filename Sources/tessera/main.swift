import TesseraCommandLine
import TesseraDemo

TesseraCommand.main(catalog: .standard)
