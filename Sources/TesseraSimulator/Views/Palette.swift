import TesseraRender

/// Item colours: twelve system hues, picked by identity.
enum Palette {
    static let colors: [Color] = [0xFF3B30, 0xFF9500, 0xFFCC00, 0x34C759, 0x00C7BE, 0x30B0C7,
                                  0x32ADE6, 0x007AFF, 0x5856D6, 0xAF52DE, 0xFF2D55, 0xA2845E].map { Color(hex: $0) }

    static func color(for identity: Int) -> Color {
        colors[((identity % colors.count) + colors.count) % colors.count]
    }
}
