#ifndef TESSERA_CFREETYPE_SHIM_H
#define TESSERA_CFREETYPE_SHIM_H

// FreeType and fontconfig for TesseraRender's text: the raster painter draws
// labels with the same font, sizes and glyph rendering the window's Xft uses.
// FT_LOAD_* and FT_RENDER_MODE_* are macros or enums Swift imports; FT_HAS_KERNING
// and friends are not needed. No absolute include paths: pkg-config supplies them.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include <fontconfig/fontconfig.h>

static inline FT_Int32 cfreetype_load_flags_unhinted(void) { return FT_LOAD_DEFAULT | FT_LOAD_NO_BITMAP | FT_LOAD_NO_HINTING; }

#endif
