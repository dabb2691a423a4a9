#ifndef TESSERA_CCAIRO_SHIM_H
#define TESSERA_CCAIRO_SHIM_H

// cairo's image and Xlib surfaces, for the peer side of the render benchmarks only.
#include <cairo.h>
#include <cairo-xlib.h>
#include <X11/Xlib.h>

static inline int ccairo_default_screen(Display *d) { return DefaultScreen(d); }
static inline Window ccairo_root(Display *d, int s) { return RootWindow(d, s); }
static inline Visual *ccairo_visual(Display *d, int s) { return DefaultVisual(d, s); }
static inline int ccairo_depth(Display *d, int s) { return DefaultDepth(d, s); }
static inline GC ccairo_gc(Display *d, int s) { return DefaultGC(d, s); }

#endif
