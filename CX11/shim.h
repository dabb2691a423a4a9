#ifndef TESSERA_CX11_SHIM_H
#define TESSERA_CX11_SHIM_H

// Xlib for TesseraX11. Swift cannot import C macros that expand to expressions
// or variadic functions, so the few the host needs are wrapped here as
// `static inline` functions. No absolute include paths: pkg-config supplies them.
// XRender (alpha, antialiased polygons, filtered images) and Xft (text) come with
// pkg-config xft, which also supplies FreeType's include path.
// XInput 2 is declared in xinput2.h and loaded at run time (no libxi-dev needed).
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/extensions/Xrender.h>
#include <X11/Xft/Xft.h>
#include "xinput2.h"

static inline int cx11_connection_number(Display *display) { return ConnectionNumber(display); }
static inline int cx11_default_screen(Display *display) { return DefaultScreen(display); }
static inline Window cx11_root_window(Display *display, int screen) { return RootWindow(display, screen); }
static inline Visual *cx11_default_visual(Display *display, int screen) { return DefaultVisual(display, screen); }
static inline int cx11_default_depth(Display *display, int screen) { return DefaultDepth(display, screen); }
static inline Colormap cx11_default_colormap(Display *display, int screen) { return DefaultColormap(display, screen); }
static inline unsigned long cx11_black_pixel(Display *display, int screen) { return BlackPixel(display, screen); }
static inline unsigned long cx11_white_pixel(Display *display, int screen) { return WhitePixel(display, screen); }
static inline int cx11_display_width(Display *display, int screen) { return DisplayWidth(display, screen); }
static inline int cx11_display_height(Display *display, int screen) { return DisplayHeight(display, screen); }

static inline int cx11_visual_class(Visual *visual) {
#if defined(__cplusplus) || defined(c_plusplus)
    return visual->c_class;
#else
    return visual->class;
#endif
}

// XGetPixel, XPutPixel and XDestroyImage are macros over the image's function table.
static inline unsigned long cx11_get_pixel(XImage *image, int x, int y) { return XGetPixel(image, x, y); }
static inline int cx11_put_pixel(XImage *image, int x, int y, unsigned long pixel) { return XPutPixel(image, x, y, pixel); }
static inline int cx11_destroy_image(XImage *image) { return XDestroyImage(image); }

#endif
