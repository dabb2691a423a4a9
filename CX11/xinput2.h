#ifndef TESSERA_CX11_XINPUT2_H
#define TESSERA_CX11_XINPUT2_H

// XInput 2 without libxi-dev. The protocol constants come from <X11/extensions/XI2.h>
// (x11proto-dev, which libx11-dev depends on); the client structs and functions of
// libXi are declared here, mirroring <X11/extensions/XInput2.h> field for field, and
// TesseraX11 loads libXi.so.6 at run time with dlopen, as SDL's X11 backend does. A
// machine with libXi but without its headers therefore builds and runs Tessera, and
// one without libXi falls back to the mouse. Prefixed names keep these apart from
// libXi's own declarations should both ever be included.
#include <X11/Xlib.h>
#include <X11/extensions/XI2.h>

typedef struct { int base, latched, locked, effective; } CXIModifierState;
typedef struct { int mask_len; unsigned char *mask; } CXIButtonState;
typedef struct { int mask_len; unsigned char *mask; double *values; } CXIValuatorState;

/// XIEventMask: the events selected for one device (or XIAllDevices, XIAllMasterDevices).
typedef struct { int deviceid; int mask_len; unsigned char *mask; } CXIEventMask;

/// The header every XI2 event shares (XIEvent).
typedef struct {
    int type; unsigned long serial; Bool send_event; Display *display; int extension; int evtype; Time time;
} CXIEvent;

/// XIDeviceEvent: button, motion, key and touch events. For touches, `detail` is the touch id.
typedef struct {
    int type; unsigned long serial; Bool send_event; Display *display; int extension; int evtype; Time time;
    int deviceid; int sourceid; int detail;
    Window root; Window event; Window child;
    double root_x, root_y, event_x, event_y;
    int flags;
    CXIButtonState buttons; CXIValuatorState valuators; CXIModifierState mods; CXIModifierState group;
} CXIDeviceEvent;

/// XIEnterEvent: the pointer entered or left the window.
typedef struct {
    int type; unsigned long serial; Bool send_event; Display *display; int extension; int evtype; Time time;
    int deviceid; int sourceid; int detail;
    Window root; Window event; Window child;
    double root_x, root_y, event_x, event_y;
    int mode; Bool focus; Bool same_screen;
    CXIButtonState buttons; CXIModifierState mods; CXIModifierState group;
} CXIEnterEvent;

/// XITouchOwnershipEvent: this client now owns touch `touchid`.
typedef struct {
    int type; unsigned long serial; Bool send_event; Display *display; int extension; int evtype; Time time;
    int deviceid; int sourceid; unsigned int touchid;
    Window root; Window event; Window child;
    int flags;
} CXITouchOwnershipEvent;

/// XIGesturePinchEvent (XI 2.4): `scale` is relative to the pinch's start, `delta_angle` in degrees since the last event.
typedef struct {
    int type; unsigned long serial; Bool send_event; Display *display; int extension; int evtype; Time time;
    int deviceid; int sourceid; int detail;
    Window root; Window event; Window child;
    double root_x, root_y, event_x, event_y;
    double delta_x, delta_y, delta_unaccel_x, delta_unaccel_y;
    double scale, delta_angle;
    int flags;
    CXIModifierState mods; CXIModifierState group;
} CXIGesturePinchEvent;

/// XIGestureSwipeEvent (XI 2.4): `detail` is the number of fingers, the deltas are since the last event.
typedef struct {
    int type; unsigned long serial; Bool send_event; Display *display; int extension; int evtype; Time time;
    int deviceid; int sourceid; int detail;
    Window root; Window event; Window child;
    double root_x, root_y, event_x, event_y;
    double delta_x, delta_y, delta_unaccel_x, delta_unaccel_y;
    int flags;
    CXIModifierState mods; CXIModifierState group;
} CXIGestureSwipeEvent;

/// XIHierarchyInfo and XIHierarchyEvent: devices were added, removed, enabled, disabled or reattached.
typedef struct { int deviceid; int attachment; int use; Bool enabled; int flags; } CXIHierarchyInfo;
typedef struct {
    int type; unsigned long serial; Bool send_event; Display *display; int extension; int evtype; Time time;
    int flags; int num_info; CXIHierarchyInfo *info;
} CXIHierarchyEvent;

/// The device classes XIQueryDevice reports.
typedef struct { int type; int sourceid; } CXIAnyClassInfo;
typedef struct {
    int type; int sourceid; int number; Atom label; double min; double max; double value; int resolution; int mode;
} CXIValuatorClassInfo;
typedef struct { int type; int sourceid; int number; int scroll_type; double increment; int flags; } CXIScrollClassInfo;
typedef struct { int type; int sourceid; int mode; int num_touches; } CXITouchClassInfo;
typedef struct { int type; int sourceid; int num_touches; } CXIGestureClassInfo;
typedef struct {
    int deviceid; char *name; int use; int attachment; Bool enabled; int num_classes; CXIAnyClassInfo **classes;
} CXIDeviceInfo;

/// XIGrabModifiers: a modifier combination to grab with, and the status the server gave it.
typedef struct { int modifiers; int status; } CXIGrabModifiers;

/// The libXi functions TesseraX11 looks up with dlsym.
typedef Status (*cx11_XIQueryVersion)(Display *, int *major_inout, int *minor_inout);
typedef int (*cx11_XISelectEvents)(Display *, Window, CXIEventMask *, int num_masks);
typedef CXIDeviceInfo *(*cx11_XIQueryDevice)(Display *, int deviceid, int *ndevices_return);
typedef void (*cx11_XIFreeDeviceInfo)(CXIDeviceInfo *);
typedef int (*cx11_XIGrabTouchBegin)(Display *, int deviceid, Window grab_window, int owner_events, CXIEventMask *mask,
                                     int num_modifiers, CXIGrabModifiers *modifiers_inout);
typedef Status (*cx11_XIAllowTouchEvents)(Display *, int deviceid, unsigned int touchid, Window grab_window, int event_mode);

// The layout must be libXi's. These are the sizes <X11/extensions/XInput2.h> gives on LP64.
#if defined(__LP64__)
_Static_assert(sizeof(CXIEventMask) == 16, "XIEventMask");
_Static_assert(sizeof(CXIDeviceEvent) == 200, "XIDeviceEvent");
_Static_assert(__builtin_offsetof(CXIDeviceEvent, event_x) == 104, "XIDeviceEvent.event_x");
_Static_assert(__builtin_offsetof(CXIDeviceEvent, valuators) == 144, "XIDeviceEvent.valuators");
_Static_assert(__builtin_offsetof(CXIDeviceEvent, mods) == 168, "XIDeviceEvent.mods");
_Static_assert(sizeof(CXIEnterEvent) == 184, "XIEnterEvent");
_Static_assert(sizeof(CXITouchOwnershipEvent) == 96, "XITouchOwnershipEvent");
_Static_assert(sizeof(CXIGesturePinchEvent) == 208, "XIGesturePinchEvent");
_Static_assert(__builtin_offsetof(CXIGesturePinchEvent, scale) == 152, "XIGesturePinchEvent.scale");
_Static_assert(sizeof(CXIGestureSwipeEvent) == 192, "XIGestureSwipeEvent");
_Static_assert(sizeof(CXIHierarchyEvent) == 64, "XIHierarchyEvent");
_Static_assert(sizeof(CXIHierarchyInfo) == 20, "XIHierarchyInfo");
_Static_assert(sizeof(CXIDeviceInfo) == 40, "XIDeviceInfo");
_Static_assert(sizeof(CXIValuatorClassInfo) == 56, "XIValuatorClassInfo");
_Static_assert(sizeof(CXIScrollClassInfo) == 32, "XIScrollClassInfo");
_Static_assert(sizeof(CXITouchClassInfo) == 16, "XITouchClassInfo");
_Static_assert(sizeof(CXIGestureClassInfo) == 12, "XIGestureClassInfo");
#endif

#endif
