import HexGrid
import TesseraCommandLine

TesseraCommand.main(adding: [.hex])
