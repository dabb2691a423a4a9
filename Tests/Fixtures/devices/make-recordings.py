#!/usr/bin/env python3
"""Writes the device-kind fixtures in this folder, byte for byte as the tools print them.

The recordings are synthesized, not captured: each device's description and each event
is printed with the format strings of evemu 2.7's evemu_write()/evemu_write_event() and
evemu-record's banner (file format "# EVEMU 1.3"), and of libinput 1.2x's
tools/libinput-record.c (print_header, print_device_description, print_evdev_event,
the libinput event printers), so the importers are tested against what those tools write.

    python3 Tests/Fixtures/devices/make-recordings.py            # rewrite the fixtures here
    python3 Tests/Fixtures/devices/make-recordings.py --large N out.yaml
                                                                  # a libinput touchscreen
                                                                  # recording of N events, for
                                                                  # measuring the importer
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# --- libevdev's names -------------------------------------------------------------------

TYPES = {0: "EV_SYN", 1: "EV_KEY", 2: "EV_REL", 3: "EV_ABS", 4: "EV_MSC", 5: "EV_SW",
         0x11: "EV_LED", 0x12: "EV_SND", 0x14: "EV_REP", 0x15: "EV_FF"}
# libevdev_event_type_get_max() for the types evemu writes B: lines for.
TYPE_MAX = {1: 0x2ff, 2: 0x0f, 3: 0x3f, 4: 0x07, 5: 0x10, 0x11: 0x0f, 0x12: 0x07, 0x14: 0x01, 0x15: 0x7f}
SYN = {0: "SYN_REPORT", 1: "SYN_CONFIG", 2: "SYN_MT_REPORT", 3: "SYN_DROPPED", 15: "SYN_MAX"}
KEYS = dict(enumerate(
    "RESERVED ESC 1 2 3 4 5 6 7 8 9 0 MINUS EQUAL BACKSPACE TAB Q W E R T Y U I O P LEFTBRACE RIGHTBRACE "
    "ENTER LEFTCTRL A S D F G H J K L SEMICOLON APOSTROPHE GRAVE LEFTSHIFT BACKSLASH Z X C V B N M COMMA DOT "
    "SLASH RIGHTSHIFT KPASTERISK LEFTALT SPACE CAPSLOCK F1 F2 F3 F4 F5 F6 F7 F8 F9 F10 NUMLOCK SCROLLLOCK "
    "KP7 KP8 KP9 KPMINUS KP4 KP5 KP6 KPPLUS KP1 KP2 KP3 KP0 KPDOT".split()))
KEYS = {code: "KEY_" + name for code, name in KEYS.items()}
KEYS.update({87: "KEY_F11", 88: "KEY_F12",
             0x110: "BTN_LEFT", 0x111: "BTN_RIGHT", 0x112: "BTN_MIDDLE", 0x140: "BTN_TOOL_PEN",
             0x141: "BTN_TOOL_RUBBER", 0x145: "BTN_TOOL_FINGER", 0x148: "BTN_TOOL_QUINTTAP", 0x14a: "BTN_TOUCH",
             0x14b: "BTN_STYLUS", 0x14c: "BTN_STYLUS2", 0x14d: "BTN_TOOL_DOUBLETAP", 0x14e: "BTN_TOOL_TRIPLETAP",
             0x14f: "BTN_TOOL_QUADTAP"})
REL = {0: "REL_X", 1: "REL_Y", 8: "REL_WHEEL", 11: "REL_WHEEL_HI_RES"}
ABS = {0: "ABS_X", 1: "ABS_Y", 0x18: "ABS_PRESSURE", 0x19: "ABS_DISTANCE", 0x1a: "ABS_TILT_X", 0x1b: "ABS_TILT_Y",
       0x28: "ABS_MISC", 0x2f: "ABS_MT_SLOT", 0x30: "ABS_MT_TOUCH_MAJOR", 0x31: "ABS_MT_TOUCH_MINOR",
       0x34: "ABS_MT_ORIENTATION", 0x35: "ABS_MT_POSITION_X", 0x36: "ABS_MT_POSITION_Y", 0x37: "ABS_MT_TOOL_TYPE",
       0x39: "ABS_MT_TRACKING_ID", 0x3a: "ABS_MT_PRESSURE"}
MSC = {0: "MSC_SERIAL", 4: "MSC_SCAN", 5: "MSC_TIMESTAMP"}
LED = {0: "LED_NUML", 1: "LED_CAPSL", 2: "LED_SCROLLL"}
REP = {0: "REP_DELAY", 1: "REP_PERIOD"}
CODES = {0: SYN, 1: KEYS, 2: REL, 3: ABS, 4: MSC, 0x11: LED, 0x14: REP}
PROPS = {0: "INPUT_PROP_POINTER", 1: "INPUT_PROP_DIRECT", 2: "INPUT_PROP_BUTTONPAD", 5: "INPUT_PROP_POINTING_STICK"}
BUSES = {0x03: " (usb) ", 0x05: " (bluetooth) ", 0x18: " (i2c) ", 0x1c: " (spi) ", 0x1d: " (rmi) "}


def code_name(t, c):
    return CODES.get(t, {}).get(c, "(null)")


def hexalt(v):
    """printf's %#04x: 0x prefix unless the value is 0, at least 4 characters."""
    return ("%#04x" % v)


def c_round(v, digits):
    return "%.*f" % (digits, v)


class Device:
    def __init__(self, name, bus, vendor, product, version, props=(), keys=(), rel=(), msc=(), led=(), rep=False,
                 absinfo=None, udev=(), caps=(), size=None, node="/dev/input/event5", hid=(), quirks=()):
        self.name, self.bus, self.vendor, self.product, self.version = name, bus, vendor, product, version
        self.props = sorted(props)
        self.codes = {0: list(range(16))}
        if keys:
            self.codes[1] = sorted(keys)
        if rel:
            self.codes[2] = sorted(rel)
        if absinfo:
            self.codes[3] = sorted(absinfo)
        if msc:
            self.codes[4] = sorted(msc)
        if led:
            self.codes[0x11] = sorted(led)
        if rep:
            self.codes[0x14] = [0, 1]
        # code -> (value, min, max, fuzz, flat, resolution)
        self.absinfo = absinfo or {}
        self.udev, self.caps, self.size, self.node, self.hid, self.quirks = udev, caps, size, node, hid, quirks

    def has(self, t, c):
        return c in self.codes.get(t, [])

    def slots(self):
        return 0x2f in self.absinfo


# --- evemu ------------------------------------------------------------------------------

def evemu_description(d, header=True):
    out = []
    w = out.append
    if header:
        w("# EVEMU 1.3\n")
        w("# Kernel: 6.12.12-amd64\n")
        w("# DMI: dmi:bvnLENOVO:bvrN2HET77W(1.60):bd02/06/2024:br1.60:efr1.29:svnLENOVO:pn20QDCTO1WW:"
          "pvrThinkPadX1Carbon7th:rvnLENOVO:rn20QDCTO1WW:rvrSDK0J40697WIN:cvnLENOVO:ct10:cvrNone:\n")
    w('# Input device name: "%s"\n' % d.name)
    w("# Input device ID: bus %s vendor %s product %s version %s\n"
      % (hexalt(d.bus), hexalt(d.vendor), hexalt(d.product), hexalt(d.version)))
    if 0 in d.absinfo and 1 in d.absinfo:
        x, y = d.absinfo[0], d.absinfo[1]
        wmm = (x[2] - x[1]) // x[5] if x[5] else 0
        hmm = (y[2] - y[1]) // y[5] if y[5] else 0
        if wmm and hmm:
            w("# Size in mm: %dx%d\n" % (wmm, hmm))
    w("# Supported events:\n")
    for t in sorted(d.codes):
        w("#   Event type %d (%s)\n" % (t, TYPES[t]))
        for c in d.codes[t]:
            w("#     Event code %d (%s)\n" % (c, code_name(t, c)))
            if t == 3:
                a = d.absinfo[c]
                w("#       Value   %6d\n#       Min     %6d\n#       Max     %6d\n#       Fuzz    %6d\n"
                  "#       Flat    %6d\n#       Resolution %3d\n" % a)
            elif t == 0x11:
                w("#        State %d\n" % 0)
    w("# Properties:\n")
    for p in d.props:
        w("#   Property  type %d (%s)\n" % (p, PROPS[p]))
    w("N: %s\n" % d.name)
    w("I: %04x %04x %04x %04x\n" % (d.bus, d.vendor, d.product, d.version))
    mask = [0] * 8
    for p in d.props:
        mask[p // 8] |= 1 << (p % 8)
    w("P: " + " ".join("%02x" % b for b in mask) + "\n")
    w("B: 00 0b 00 00 00 00 00 00 00\n")
    for t in sorted(TYPE_MAX):
        nbytes = ((TYPE_MAX[t] + 1) + 7) // 8
        bits = [0] * (((nbytes + 7) // 8) * 8)
        for c in d.codes.get(t, []):
            bits[c // 8] |= 1 << (c % 8)
        for i in range(0, nbytes, 8):
            w("B: %02x " % t + " ".join("%02x" % b for b in bits[i:i + 8]) + "\n")
    for c in sorted(d.absinfo):
        a = d.absinfo[c]
        w("A: %02x %d %d %d %d %d\n" % (c, a[1], a[2], a[3], a[4], a[5]))
    return "".join(out)


EVEMU_BANNER = "################################\n#      Waiting for events      #\n################################\n"


def evemu_events(events):
    """events: (time in µs from the first, type, code, value); evemu-record starts at 0.000001."""
    out = []
    last_ms = 0
    for (t_us, typ, code, value) in events:
        t = t_us + 1
        sec, usec = divmod(t, 1000000)
        line = "E: %lu.%06u %04x %04x %04d\t" % (sec, usec, typ, code, value)
        if typ == 0 and code == 2:
            line += "# ++++++++++++ %s (%d) ++++++++++\n" % (code_name(0, code), value)
        elif typ == 0:
            ms = sec * 1000 + usec // 1000
            dt = ms - last_ms
            last_ms = ms
            line += "# ------------ %s (%d) ---------- %+ldms\n" % (code_name(0, code), value, dt)
        else:
            line += "# %s / %-20s %d\n" % (TYPES[typ], code_name(typ, code), value)
        out.append(line)
    return "".join(out)


def evemu_recording(d, events):
    return evemu_description(d) + EVEMU_BANNER + evemu_events(events)


# --- libinput record ---------------------------------------------------------------------

LIBINPUT_HEADER = """# libinput record
version: 1
ndevices: %d
libinput:
  version: "1.27.1"
  git: "unknown"
system:
  os: "debian:13"
  kernel: "6.12.12-amd64"
  dmi: "dmi:bvnLENOVO:bvrN2HET77W(1.60):bd02/06/2024:br1.60:efr1.29:svnLENOVO:pn20QDCTO1WW:pvrThinkPadX1Carbon7th:rvnLENOVO:rn20QDCTO1WW:rvrSDK0J40697WIN:cvnLENOVO:ct10:cvrNone:"
devices:
"""


def libinput_description(d):
    out = []
    w = out.append
    w("- node: %s\n" % d.node)
    w("  evdev:\n")
    w("    # Name: %s\n" % d.name)
    w("    # ID: bus 0x%04x%svendor 0x%04x product 0x%04x version 0x%04x\n"
      % (d.bus, BUSES.get(d.bus, " "), d.vendor, d.product, d.version))
    if 0 in d.absinfo and 1 in d.absinfo:
        x, y = d.absinfo[0], d.absinfo[1]
        if x[5] and y[5]:
            w("    # Size in mm: %dx%d\n" % ((x[2] - x[1]) // x[5], (y[2] - y[1]) // y[5]))
        else:
            w("    # Size in mm: unknown, missing resolution\n")
    w("    # Supported Events:\n")
    for t in sorted(d.codes):
        w("    # Event type %d (%s)\n" % (t, TYPES[t]))
        if t == 0:
            continue
        for c in d.codes[t]:
            w("    #   Event code %d (%s)\n" % (c, code_name(t, c)))
            if t == 3:
                a = d.absinfo[c]
                w("    #       Value      %6d\n    #       Min        %6d\n    #       Max        %6d\n"
                  "    #       Fuzz       %6d\n    #       Flat       %6d\n    #       Resolution %6d\n" % a)
            elif t == 0x11:
                w("    #       State %d\n" % 0)
    w("    # Properties:\n")
    for p in d.props:
        w("    #    Property %d (%s)\n" % (p, PROPS[p]))
    w('    name: "%s"\n' % d.name)
    w("    id: [%d, %d, %d, %d]\n" % (d.bus, d.vendor, d.product, d.version))
    w("    codes:\n")
    for t in sorted(d.codes):
        w("      %d: [%s] # %s\n" % (t, ", ".join(str(c) for c in d.codes[t]), TYPES[t]))
    if 3 in d.codes:
        w("    absinfo:\n")
        for c in sorted(d.absinfo):
            a = d.absinfo[c]
            w("      %d: [%d, %d, %d, %d, %d]\n" % (c, a[1], a[2], a[3], a[4], a[5]))
    w("    properties: [%s]\n" % ", ".join(str(p) for p in d.props))
    if d.hid:
        w("  hid: [")
        sep = ""
        for i, b in enumerate(d.hid):
            if i % 16 == 0:
                w("%s\n" % sep)
                w("    ")
                w("0x%02x" % b)
            else:
                w("%s0x%02x" % (sep, b))
            sep = ", "
        w("\n")
        w("  ]\n")
    w("  udev:\n")
    w("    properties:\n")
    for p in d.udev:
        w("    - %s\n" % p)
    w("    virtual: false\n")
    w("  quirks:\n")
    for q in d.quirks:
        w("  - %s\n" % q)
    w("  libinput:\n")
    if d.size:
        w("    size: [%d, %d]\n" % d.size)
    w("    capabilities: [%s]\n" % ", ".join(d.caps))
    w("  events:\n")
    return "".join(out)


class LibinputEvents:
    """Prints one device's events as libinput-record does, frame by frame."""
    last_syn_us = 0  # print_evdev_event's static: shared by every device of a recording

    def __init__(self, d):
        self.d = d
        self.prev = {c: a[0] for c, a in d.absinfo.items()}
        self.slot_prev = {}
        self.slot = 0
        self.touching = 0
        self.out = []

    def comment(self, text, indent=2):
        self.out.append(" " * indent + "# " + text + "\n")

    def frame(self, t_us, events, libinput=()):
        """One evdev frame at t_us, ending in SYN_REPORT, then the libinput events it caused."""
        w = self.out.append
        w("  - evdev:\n")
        for (typ, code, value) in list(events) + [(0, 0, 0)]:
            sec, usec = divmod(t_us, 1000000)
            if typ == 0 and code == 2:
                desc = "++++++++++++ %s (%d) ++++++++++" % (code_name(0, code), value)
            elif typ == 0:
                dt = (t_us - LibinputEvents.last_syn_us) // 1000
                LibinputEvents.last_syn_us = t_us
                desc = "------------ %s (%d) ---------- %+dms" % (code_name(0, code), value, dt)
            elif typ == 3:
                name = code_name(3, code)
                if code == 0x2f:
                    self.slot = value
                    desc = "%s / %-20s %6d" % (TYPES[3], name, value)
                elif code == 0x39:
                    self.touching += 1 if value >= 0 else -1
                    desc = "%s / %-20s %6d" % (TYPES[3], name, value)
                elif 0x30 <= code <= 0x3d and self.d.slots():
                    old = self.slot_prev.get((self.slot, code), 0)
                    self.slot_prev[(self.slot, code)] = value
                    desc = "%s / %-20s %6d (%+d)" % (TYPES[3], name, value, value - old)
                else:
                    old = self.prev.get(code, 0)
                    self.prev[code] = value
                    desc = "%s / %-20s %6d (%+d)" % (TYPES[3], name, value, value - old)
            else:
                obfuscated = ""
                if typ == 1 and 1 < code < 58:
                    code, obfuscated = 30, " (obfuscated)"
                elif typ == 4 and code == 4:
                    value, obfuscated = 30, " (obfuscated)"
                desc = "%s / %-20s %6d%s" % (TYPES[typ], code_name(typ, code), value, obfuscated)
            w("    - [%3d, %6d, %3d, %3d, %7d] # %s\n" % (sec, usec, typ, code, value, desc))
        if self.d.slots() and self.touching == 0 and any(t == 3 and c == 0x39 for (t, c, v) in events):
            w("      " + " " * 33 + "# Touch device in neutral state\n")
        if libinput:
            w("    libinput:\n")
            for e in libinput:
                w("    - {%s}\n" % e)

    def text(self):
        return "".join(self.out)


def libinput_recording(devices_and_events):
    LibinputEvents.last_syn_us = 0
    text = LIBINPUT_HEADER % len(devices_and_events)
    for d, events in devices_and_events:
        text += libinput_description(d) + events.text()
    return text


# --- evtest ------------------------------------------------------------------------------

EVTEST_ABSVAL = ["Value", "Min  ", "Max  ", "Fuzz ", "Flat ", "Resolution"]


# Older evtest (as in 2011) named types and codes in its own words, had no names for the multi-touch
# axes, and printed no properties.
EVTEST_OLD_TYPES = {0: "Sync", 1: "Key", 2: "Relative", 3: "Absolute", 4: "Misc"}
EVTEST_OLD_CODES = {(1, 0x14a): "Touch", (3, 0): "X", (3, 1): "Y", (3, 0x18): "Pressure"}


def evtest_type_name(t, old):
    return EVTEST_OLD_TYPES.get(t, "?") if old else TYPES[t]


def evtest_code_name(t, c, old):
    return EVTEST_OLD_CODES.get((t, c), "?") if old else CODES.get(t, {}).get(c, "?")


def evtest_description(d, old=False):
    """evtest's print_device_info(): version, id, name, every type's codes with each axis's absinfo, properties."""
    out = ["Input driver version is 1.0.1\n",
           "Input device ID: bus 0x%x vendor 0x%x product 0x%x version 0x%x\n" % (d.bus, d.vendor, d.product, d.version),
           'Input device name: "%s"\n' % d.name, "Supported events:\n"]
    for t in sorted(d.codes):
        if t == 0x14:
            continue
        out.append("  Event type %d (%s)\n" % (t, evtest_type_name(t, old)))
        if t == 0:
            continue
        for c in d.codes[t]:
            out.append("    Event code %d (%s)\n" % (c, evtest_code_name(t, c, old)))
            if t == 3:
                a = d.absinfo[c]
                for k in range(6):
                    if k < 3 or a[k]:
                        out.append("      %s %6d\n" % (EVTEST_ABSVAL[k], a[k]))
    if 0x14 in d.codes and not old:
        out.append("Key repeat handling:\n  Repeat type 20 (EV_REP)\n")
        out.append("    Repeat code 0 (REP_DELAY)\n      Value    250\n    Repeat code 1 (REP_PERIOD)\n      Value     33\n")
    if not old:
        out.append("Properties:\n")
        for p in d.props:
            out.append("  Property type %d (%s)\n" % (p, PROPS[p]))
    out.append("Testing ... (interrupt to exit)\n")
    return "".join(out)


def evtest_events(events, base_us=1764254712000000, old=False):
    """evtest's print_events(); `old` prints synchronizations as older evtest (as in 2011) did: Report Sync or Config Sync."""
    out = []
    for (t_us, typ, code, value) in events:
        sec, usec = divmod(base_us + t_us, 1000000)
        line = "Event: time %d.%06d, " % (sec, usec)
        if typ == 0:
            if old:
                line += "-------------- %s ------------\n" % ("Config Sync" if code else "Report Sync")
            elif code == 2:
                line += "++++++++++++++ %s ++++++++++++\n" % SYN[code]
            else:
                line += "-------------- %s ------------\n" % SYN[code]
        else:
            line += "type %d (%s), code %d (%s), " % (typ, evtest_type_name(typ, old), code, evtest_code_name(typ, code, old))
            line += ("value %02x\n" % value) if typ == 4 and code in (3, 4) else ("value %d\n" % value)
        out.append(line)
    return "".join(out)


# --- Android getevent --------------------------------------------------------------------

# getevent's own labels (toolbox/getevent.h, from the kernel's headers) for what these devices send.
GETEVENT_KEYS = {114: "KEY_VOLUMEDOWN", 115: "KEY_VOLUMEUP", 116: "KEY_POWER"}
KEY_VALUES = {0: "UP", 1: "DOWN", 2: "REPEAT"}
MT_TOOLS = {0: "MT_TOOL_FINGER", 1: "MT_TOOL_PEN", 2: "MT_TOOL_PALM"}
# print_possible_events() walks EV_KEY … EV_MAX with these labels.
GETEVENT_TYPES = [(1, "KEY"), (2, "REL"), (3, "ABS"), (4, "MSC"), (5, "SW "), (0x11, "LED"), (0x12, "SND"),
                  (0x14, "REP"), (0x15, "FF ")]


def getevent_code_label(t, c):
    if t == 1:
        return KEYS.get(c) or GETEVENT_KEYS.get(c)
    return CODES.get(t, {}).get(c)


def getevent_description(d, number, labels):
    """getevent -p (-lp with labels) for one device: open_device()'s header, print_possible_events() and
    print_input_props(), with their format strings."""
    out = ["add device %d: %s\n" % (number, d.node), '  name:     "%s"\n' % d.name, "  events:\n"]
    for (t, label) in GETEVENT_TYPES:
        codes = d.codes.get(t, [])
        if not codes:
            continue
        s = "    %s (%04x):" % (label, t)
        for n, c in enumerate(codes):
            if n and ((n & (3 if labels else 7)) == 0 or t == 3):
                s += "\n               "
            name = getevent_code_label(t, c) if labels else None
            if name:
                s += " %.20s%c%s" % (name, " ", " " * max(0, 20 - len(name)))
            elif labels:
                s += " %04x%c                " % (c, " ")
            else:
                s += " %04x%c" % (c, " ")
            if t == 3:
                s += " : value %d, min %d, max %d, fuzz %d, flat %d, resolution %d" % d.absinfo[c]
        out.append(s + "\n")
    out.append("  input props:\n")
    for p in d.props:
        out.append("    %s\n" % PROPS[p])
    if not d.props:
        out.append("    <none>\n")
    return "".join(out)


def getevent_header(d, number):
    """What getevent prints for a device it opens when it watches them all without -p: the node and the name."""
    return "add device %d: %s\n" % (number, d.node) + '  name:     "%s"\n' % d.name


def getevent_event(t_us, typ, code, value, labels, node=None, base_us=51234567890):
    """One event line of getevent -t (-lt): the monotonic time, the node when watching every device, then
    print_event()'s fields."""
    sec, usec = divmod(base_us + t_us, 1000000)
    line = "[%8d.%06d] " % (sec, usec)
    if node:
        line += "%s: " % node
    if not labels:
        return line + "%04x %04x %08x\n" % (typ, code, value & 0xffffffff)
    tl, cl = TYPES.get(typ), getevent_code_label(typ, code)
    vl = KEY_VALUES.get(value) if typ == 1 else (MT_TOOLS.get(value) if (typ, code) == (3, 0x37) else None)
    line += ("%-12.12s" % tl) if tl else ("%04x        " % typ)
    line += (" %-20.20s" % cl) if cl else (" %04x                " % code)
    line += (" %-20.20s" % vl) if vl else (" %08x            " % (value & 0xffffffff))
    return line + "\n"


# --- The devices ------------------------------------------------------------------------

def touchscreen():
    return Device("ELAN2514:00 04F3:2C58", 0x18, 0x04f3, 0x2c58, 0x0100, props={1}, keys={0x14a}, msc={5},
                  absinfo={0: (0, 0, 4095, 0, 0, 12), 1: (0, 0, 2303, 0, 0, 12), 0x2f: (0, 0, 9, 0, 0, 0),
                           0x35: (0, 0, 4095, 0, 0, 12), 0x36: (0, 0, 2303, 0, 0, 12), 0x37: (0, 0, 2, 0, 0, 0),
                           0x39: (0, 0, 65535, 0, 0, 0)},
                  udev=["ID_INPUT=1", "ID_INPUT_HEIGHT_MM=191", "ID_INPUT_TOUCHSCREEN=1", "ID_INPUT_WIDTH_MM=341",
                        "ID_INTEGRATION=internal", "LIBINPUT_DEVICE_GROUP=18/4f3/2c58:i2c-ELAN2514:00",
                        "DRIVER=hid-multitouch"],
                  caps=["touch"], size=(341, 191), node="/dev/input/event9",
                  hid=[0x05, 0x0d, 0x09, 0x04, 0xa1, 0x01, 0x85, 0x01, 0x09, 0x22, 0xa1, 0x02, 0x09, 0x42, 0x15, 0x00,
                       0x25, 0x01, 0x75, 0x01, 0x95, 0x01, 0x81, 0x02, 0xc0, 0xc0])


def touchpad():
    return Device("Synaptics TM3289-021", 0x1d, 0x06cb, 0x0000, 0x0000, props={0, 2},
                  keys={0x110, 0x145, 0x148, 0x14a, 0x14d, 0x14e, 0x14f},
                  absinfo={0: (0, 0, 1936, 0, 0, 20), 1: (0, 0, 1057, 0, 0, 20), 0x18: (0, 0, 255, 0, 0, 0),
                           0x2f: (0, 0, 4, 0, 0, 0), 0x30: (0, 0, 15, 0, 0, 0), 0x31: (0, 0, 15, 0, 0, 0),
                           0x34: (0, 0, 1, 0, 0, 0), 0x35: (0, 0, 1936, 0, 0, 20), 0x36: (0, 0, 1057, 0, 0, 20),
                           0x37: (0, 0, 2, 0, 0, 0), 0x39: (0, 0, 65535, 0, 0, 0), 0x3a: (0, 0, 255, 0, 0, 0)},
                  udev=["ID_INPUT=1", "ID_INPUT_HEIGHT_MM=52", "ID_INPUT_TOUCHPAD=1", "ID_INPUT_WIDTH_MM=96",
                        "ID_INTEGRATION=internal", "LIBINPUT_DEVICE_GROUP=1d/6cb/0:rmi4-00", "DRIVER=rmi4_f11"],
                  caps=["pointer", "gesture"], size=(96, 52), node="/dev/input/event12",
                  quirks=["ModelLenovoX1Gen6Touchpad=1", "AttrPalmPressureThreshold=150"])


def synaptics_ps2_touchpad():
    """A Synaptics touchpad on PS/2 (psmouse): two slots, but BTN_TOOL_TRIPLETAP … QUINTTAP count up to five fingers."""
    return Device("SynPS/2 Synaptics TouchPad", 0x11, 0x0002, 0x0007, 0x01b1, props={0, 2},
                  keys={0x110, 0x145, 0x148, 0x14a, 0x14d, 0x14e, 0x14f},
                  absinfo={0: (0, 1472, 5472, 0, 0, 60), 1: (0, 1408, 4448, 0, 0, 85), 0x18: (0, 0, 255, 0, 0, 0),
                           0x2f: (0, 0, 1, 0, 0, 0), 0x35: (0, 1472, 5472, 0, 0, 60), 0x36: (0, 1408, 4448, 0, 0, 85),
                           0x39: (0, 0, 65535, 0, 0, 0), 0x3a: (0, 0, 255, 0, 0, 0)},
                  udev=["ID_INPUT=1", "ID_INPUT_HEIGHT_MM=36", "ID_INPUT_TOUCHPAD=1", "ID_INPUT_WIDTH_MM=67",
                        "ID_INTEGRATION=internal", "LIBINPUT_DEVICE_GROUP=11/2/7:isa0060/serio1", "DRIVER=psmouse"],
                  caps=["pointer", "gesture"], size=(67, 36), node="/dev/input/event6",
                  quirks=["ModelSynapticsSerialTouchpad=1"])


def trackpoint():
    return Device("TPPS/2 Elan TrackPoint", 0x11, 0x0002, 0x000a, 0x0063, props={0, 5}, keys={0x110, 0x111, 0x112},
                  rel={0, 1}, udev=["ID_INPUT=1", "ID_INPUT_MOUSE=1", "ID_INPUT_POINTINGSTICK=1",
                                    "LIBINPUT_DEVICE_GROUP=11/2/a:isa0060/serio1", "DRIVER=psmouse"],
                  caps=["pointer"], node="/dev/input/event13",
                  quirks=["AttrTrackpointMultiplier=0.4"])


def mouse():
    return Device("Logitech USB Optical Mouse", 0x03, 0x046d, 0xc077, 0x0111, keys={0x110, 0x111, 0x112},
                  rel={0, 1, 8, 11}, msc={4},
                  udev=["ID_INPUT=1", "ID_INPUT_MOUSE=1", "LIBINPUT_DEVICE_GROUP=3/46d/c077:usb-0000:00:14.0-2",
                        "MOUSE_DPI=1000@125", "DRIVER=usbhid"],
                  caps=["pointer"], node="/dev/input/event17",
                  hid=[0x05, 0x01, 0x09, 0x02, 0xa1, 0x01, 0x09, 0x01, 0xa1, 0x00, 0x05, 0x09, 0x19, 0x01, 0x29, 0x03,
                       0x15, 0x00, 0x25, 0x01, 0x95, 0x03, 0x75, 0x01, 0x81, 0x02, 0xc0, 0xc0])


def keyboard():
    return Device("AT Translated Set 2 keyboard", 0x11, 0x0001, 0x0001, 0xab83,
                  keys=set(range(1, 84)) | {87, 88}, msc={4}, led={0, 1, 2}, rep=True,
                  udev=["ID_INPUT=1", "ID_INPUT_KEY=1", "ID_INPUT_KEYBOARD=1", "ID_INTEGRATION=internal",
                        "LIBINPUT_DEVICE_GROUP=11/1/1:isa0060/serio0", "DRIVER=atkbd"],
                  caps=["keyboard"], node="/dev/input/event3")


def pen(name="Wacom Intuos S Pen", product=0x0374):
    return Device(name, 0x03, 0x056a, product, 0x0110, props={0},
                  keys={0x140, 0x141, 0x14a, 0x14b, 0x14c}, msc={0},
                  absinfo={0: (0, 0, 15200, 4, 0, 100), 1: (0, 0, 9500, 4, 0, 100), 0x18: (0, 0, 4095, 0, 0, 0),
                           0x19: (0, 0, 63, 0, 0, 0), 0x28: (0, 0, 0, 0, 0, 0)},
                  udev=["ID_INPUT=1", "ID_INPUT_TABLET=1", "LIBINPUT_DEVICE_GROUP=3/56a/%x:usb-0000:00:14.0-1" % product,
                        "DRIVER=wacom"],
                  caps=["tablet"], node="/dev/input/event19")


def tablet_finger():
    return Device("Wacom Intuos Pro M Finger", 0x03, 0x056a, 0x0357, 0x0110, props={0},
                  keys={0x145, 0x14a, 0x14d, 0x14e, 0x14f},
                  absinfo={0: (0, 0, 4096, 0, 0, 18), 1: (0, 0, 4096, 0, 0, 29), 0x2f: (0, 0, 9, 0, 0, 0),
                           0x30: (0, 0, 4096, 0, 0, 0), 0x35: (0, 0, 4096, 0, 0, 18), 0x36: (0, 0, 4096, 0, 0, 29),
                           0x39: (0, 0, 65535, 0, 0, 0)},
                  udev=["ID_INPUT=1", "ID_INPUT_TABLET=1", "ID_INPUT_TOUCHPAD=1",
                        "LIBINPUT_DEVICE_GROUP=3/56a/357:usb-0000:00:14.0-1", "DRIVER=wacom"],
                  caps=["pointer", "gesture"], size=(227, 141), node="/dev/input/event21")


def tablet_pen_and_touch():
    """The serial ISDv4 sensor of older tablet PCs (wacom_w8001): pen and two-finger touch on one node."""
    return Device("Wacom Serial Penabled 2FG Touchscreen", 0x13, 0x056a, 0x00e3, 0x0100, props={1},
                  keys={0x140, 0x141, 0x145, 0x14a, 0x14b, 0x14c, 0x14d},
                  absinfo={0: (0, 0, 26202, 0, 0, 100), 1: (0, 0, 16325, 0, 0, 100), 0x18: (0, 0, 255, 0, 0, 0),
                           0x2f: (0, 0, 1, 0, 0, 0), 0x35: (0, 0, 1023, 0, 0, 4), 0x36: (0, 0, 1023, 0, 0, 6),
                           0x37: (0, 0, 2, 0, 0, 0), 0x39: (0, 0, 65535, 0, 0, 0)})


def protocol_a_touchscreen(tracking=False):
    """A multi-touch protocol A panel, as older kernels' drivers reported them: no slots; each frame lists every
    contact down, each packet ended by SYN_MT_REPORT, with or without a tracking id."""
    absinfo = {0: (0, 0, 2047, 0, 0, 0), 1: (0, 0, 2047, 0, 0, 0), 0x30: (0, 0, 255, 0, 0, 0),
               0x35: (0, 0, 2047, 0, 0, 0), 0x36: (0, 0, 2047, 0, 0, 0)}
    if tracking:
        absinfo[0x39] = (0, 0, 65535, 0, 0, 0)
    return Device("eGalax Inc. USB TouchController", 0x03, 0x0eef, 0x0001, 0x0100, keys={0x14a}, absinfo=absinfo,
                  udev=["ID_INPUT=1", "ID_INPUT_TOUCHSCREEN=1", "LIBINPUT_DEVICE_GROUP=3/eef/1:usb-0000:00:14.0-3",
                        "DRIVER=usbhid"],
                  caps=["touch"], node="/dev/input/event7")


def rotated_touchscreen():
    """A tablet's landscape panel mounted in a portrait display: udev's hwdb gives libinput the quarter turn."""
    return Device("Goodix Capacitive TouchScreen", 0x18, 0x0416, 0x038f, 0x0100, props={1}, keys={0x14a},
                  absinfo={0: (0, 0, 1919, 0, 0, 0), 1: (0, 0, 1199, 0, 0, 0), 0x2f: (0, 0, 9, 0, 0, 0),
                           0x30: (0, 0, 255, 0, 0, 0), 0x35: (0, 0, 1919, 0, 0, 0), 0x36: (0, 0, 1199, 0, 0, 0),
                           0x39: (0, 0, 65535, 0, 0, 0)},
                  udev=["ID_INPUT=1", "ID_INPUT_TOUCHSCREEN=1", "ID_INTEGRATION=internal",
                        "LIBINPUT_CALIBRATION_MATRIX=0 1 0 -1 0 1",
                        "LIBINPUT_DEVICE_GROUP=18/416/38f:i2c-GDIX1001:00", "DRIVER=Goodix-TS"],
                  caps=["touch"], node="/dev/input/event6")


def android_touchscreen():
    """A phone's panel as Android sees it: protocol B, BTN_TOOL_FINGER beside BTN_TOUCH, pixels as units."""
    return Device("sec_touchscreen", 0x18, 0x0000, 0x0000, 0x0000, props={1}, keys={0x145, 0x14a},
                  absinfo={0x2f: (0, 0, 9, 0, 0, 0), 0x30: (0, 0, 255, 0, 0, 0), 0x31: (0, 0, 255, 0, 0, 0),
                           0x35: (0, 0, 1079, 0, 0, 0), 0x36: (0, 0, 2399, 0, 0, 0), 0x37: (0, 0, 2, 0, 0, 0),
                           0x39: (0, 0, 65535, 0, 0, 0), 0x3a: (0, 0, 255, 0, 0, 0)},
                  node="/dev/input/event2")


def android_keys(name, keys, node):
    return Device(name, 0x19, 0x0001, 0x0001, 0x0100, keys=keys, node=node)


# --- The gestures -----------------------------------------------------------------------

def tap(x, y, tid=417, msc=True):
    """One finger down, still for 48 ms, up: (time µs, [events]) frames."""
    down = [(3, 0x39, tid), (3, 0x35, x), (3, 0x36, y), (1, 0x14a, 1), (3, 0, x), (3, 1, y)]
    stay = [(3, 0x35, x + 1)]
    up = [(3, 0x39, -1), (1, 0x14a, 0)]
    frames = [(0, down), (8100, stay), (16200, stay[:0] + [(3, 0x36, y + 1)]), (48600, up)]
    if msc:
        frames = [(t, ev + [(4, 5, t)]) for (t, ev) in frames]
    return frames


def pinch(cx, cy, start, end, steps, first_id=1200):
    """Two fingers land 4 ms apart either side of (cx, cy), spread from `start` to `end` apart, lift."""
    frames = [(0, [(3, 0x2f, 0), (3, 0x39, first_id), (3, 0x35, cx - start // 2), (3, 0x36, cy),
                   (1, 0x14a, 1), (3, 0, cx - start // 2), (3, 1, cy)]),
              (4100, [(3, 0x2f, 1), (3, 0x39, first_id + 1), (3, 0x35, cx + start // 2), (3, 0x36, cy)])]
    for i in range(1, steps + 1):
        half = (start + (end - start) * i // steps) // 2
        frames.append((4100 + 8300 * i, [(3, 0x2f, 0), (3, 0x35, cx - half), (3, 0x2f, 1), (3, 0x35, cx + half),
                                         (3, 0, cx - half)]))
    t = 4100 + 8300 * steps
    frames.append((t + 9000, [(3, 0x2f, 0), (3, 0x39, -1)]))
    frames.append((t + 13100, [(3, 0x2f, 1), (3, 0x39, -1), (1, 0x14a, 0)]))
    return frames


def pinch_type_a(cx, cy, start, end, steps):
    """Protocol A: two fingers land together either side of (cx, cy) and spread from `start` to `end` apart; the
    packets come in either order (the protocol does not keep one). The left finger lifts, then the right, the last
    frame an empty packet with BTN_TOUCH 0. Every frame repeats every contact down."""
    def packet(x, y):
        return [(3, 0x30, 40), (3, 0x35, x), (3, 0x36, y), (0, 2, 0)]
    frames = []
    half = start // 2
    for i in range(steps + 1):
        half = (start + (end - start) * i // steps) // 2
        left, right = packet(cx - half, cy), packet(cx + half, cy + i)
        evs = (left + right) if i % 2 == 0 else (right + left)
        if i == 0:
            evs += [(1, 0x14a, 1)]
        frames.append((8300 * i, evs + [(3, 0, cx - half), (3, 1, cy)]))
    t = 8300 * steps
    frames.append((t + 9000, packet(cx + half, cy + steps) + [(3, 0, cx + half), (3, 1, cy + steps)]))
    frames.append((t + 13100, [(0, 2, 0), (1, 0x14a, 0)]))
    return frames


def two_finger_tap_type_a(x0, x1, y, first_id=7):
    """Protocol A with tracking ids: two fingers land one frame apart, lift one frame apart (ids in the packets)."""
    def packet(tid, x):
        return [(3, 0x39, tid), (3, 0x30, 30), (3, 0x35, x), (3, 0x36, y), (0, 2, 0)]
    return [(0, packet(first_id, x0) + [(1, 0x14a, 1), (3, 0, x0), (3, 1, y)]),
            (7000, packet(first_id + 1, x1) + packet(first_id, x0)),
            (56000, packet(first_id + 1, x1)),
            (63000, [(1, 0x14a, 0)])]


def drag(x0, x1, y, steps, tid=91):
    """One finger lands at (x0, y) and moves along the panel's x axis to x1 in `steps` frames, then lifts."""
    frames = [(0, [(3, 0x2f, 0), (3, 0x39, tid), (3, 0x30, 20), (3, 0x35, x0), (3, 0x36, y), (1, 0x14a, 1),
                   (3, 0, x0), (3, 1, y)])]
    for i in range(1, steps + 1):
        x = x0 + (x1 - x0) * i // steps
        frames.append((8000 * i, [(3, 0x35, x), (3, 0, x)]))
    frames.append((8000 * steps + 9000, [(3, 0x39, -1), (1, 0x14a, 0)]))
    return frames


def two_finger_scroll(x0, x1, y, dy, steps):
    """A touchpad's two fingers land together and move up together (BTN_TOOL_DOUBLETAP)."""
    frames = [(0, [(3, 0x2f, 0), (3, 0x39, 301), (3, 0x35, x0), (3, 0x36, y), (3, 0x3a, 54),
                   (3, 0x2f, 1), (3, 0x39, 302), (3, 0x35, x1), (3, 0x36, y + 4), (3, 0x3a, 49),
                   (1, 0x14a, 1), (1, 0x14d, 1), (3, 0, x0), (3, 1, y), (3, 0x18, 54)])]
    for i in range(1, steps + 1):
        frames.append((7100 * i, [(3, 0x2f, 0), (3, 0x36, y - dy * i), (3, 0x2f, 1), (3, 0x36, y + 4 - dy * i),
                                  (3, 1, y - dy * i)]))
    t = 7100 * steps + 7000
    frames.append((t, [(3, 0x2f, 0), (3, 0x39, -1), (3, 0x2f, 1), (3, 0x39, -1), (1, 0x14a, 0), (1, 0x14d, 0),
                       (3, 0x18, 0)]))
    return frames


def three_finger_swipe(dy, steps):
    """Three fingers on a two-slot touchpad land one by one and swipe up; the slots follow two of them, and
    BTN_TOOL_TRIPLETAP tells of the third. The third lifts first, then the others one by one."""
    (x0, y0), (x1, y1) = (2800, 3400), (3600, 3300)
    frames = [(0, [(3, 0x2f, 0), (3, 0x39, 41), (3, 0x35, x0), (3, 0x36, y0), (3, 0x3a, 62),
                   (1, 0x14a, 1), (1, 0x145, 1), (3, 0, x0), (3, 1, y0), (3, 0x18, 62)]),
              (12000, [(3, 0x2f, 1), (3, 0x39, 42), (3, 0x35, x1), (3, 0x36, y1), (3, 0x3a, 58),
                       (1, 0x145, 0), (1, 0x14d, 1)]),
              (24000, [(1, 0x14d, 0), (1, 0x14e, 1)])]
    for i in range(1, steps + 1):
        frames.append((24000 + 12000 * i, [(3, 0x2f, 0), (3, 0x36, y0 - dy * i), (3, 0x2f, 1), (3, 0x36, y1 - dy * i),
                                           (3, 1, y0 - dy * i)]))
    t = 24000 + 12000 * steps
    frames.append((t + 12000, [(1, 0x14e, 0), (1, 0x14d, 1)]))
    frames.append((t + 24000, [(3, 0x2f, 1), (3, 0x39, -1), (1, 0x14d, 0), (1, 0x145, 1)]))
    frames.append((t + 36000, [(3, 0x2f, 0), (3, 0x39, -1), (1, 0x145, 0), (1, 0x14a, 0), (3, 0x18, 0)]))
    return frames


def pen_stroke():
    """A pen comes into proximity, touches down, draws, lifts and leaves."""
    frames = [(0, [(3, 0, 7000), (3, 1, 4000), (3, 0x19, 40), (3, 0x28, 2082), (1, 0x140, 1), (4, 0, 0x0b3c5a1d)])]
    frames.append((7500, [(3, 0x19, 12), (4, 0, 0x0b3c5a1d)]))
    frames.append((15000, [(3, 0x19, 0), (3, 0x18, 812), (1, 0x14a, 1), (4, 0, 0x0b3c5a1d)]))
    for i in range(1, 5):
        frames.append((15000 + 7500 * i, [(3, 0, 7000 + 90 * i), (3, 0x18, 812 + 60 * i), (4, 0, 0x0b3c5a1d)]))
    frames.append((60000, [(3, 0x18, 0), (1, 0x14a, 0), (4, 0, 0x0b3c5a1d)]))
    frames.append((90000, [(3, 0, 0), (3, 1, 0), (3, 0x19, 0), (3, 0x28, 0), (1, 0x140, 0), (4, 0, 0)]))
    return frames


def mouse_moves():
    frames = []
    for i in range(6):
        frames.append((8000 * i, [(2, 0, 3 + i % 2), (2, 1, -2)]))
    frames.append((52000, [(4, 4, 0x90001), (1, 0x110, 1)]))
    frames.append((140000, [(4, 4, 0x90001), (1, 0x110, 0)]))
    return frames


def pen_then_finger_tap():
    """On a pen-and-touch sensor: the pen hovers by, then a finger taps (slot 0)."""
    frames = [(0, [(3, 0, 12000), (3, 1, 8000), (1, 0x140, 1)]),
              (10000, [(3, 0, 12100)]),
              (20000, [(3, 0, 0), (3, 1, 0), (1, 0x140, 0)]),
              (400000, [(3, 0x2f, 0), (3, 0x39, 7), (3, 0x35, 512), (3, 0x36, 300), (1, 0x145, 1), (1, 0x14a, 1)]),
              (415000, [(3, 0x35, 513)]),
              (460000, [(3, 0x39, -1), (1, 0x145, 0), (1, 0x14a, 0)])]
    return frames


def keypress():
    return [(0, [(4, 4, 0x1e), (1, 30, 1)]), (95000, [(4, 4, 0x1e), (1, 30, 0)])]


def keypress_on(key):
    return [(0, [(1, key, 1)]), (120000, [(1, key, 0)])]


def android_pinch(cx, cy, start, end, steps):
    """A pinch as an Android panel reports it: no single-touch axes, BTN_TOOL_FINGER with BTN_TOUCH, a finger tool
    type, and touch size and pressure with each position."""
    frames = []
    for (t, evs) in pinch(cx, cy, start, end, steps, first_id=0x3e1):
        out = []
        for (typ, code, value) in evs:
            if typ == 3 and code in (0, 1):
                continue
            out.append((typ, code, value))
            if typ == 3 and code == 0x39 and value >= 0:
                out.append((3, 0x37, 0))
            if typ == 3 and code == 0x36:
                out += [(3, 0x30, 9), (3, 0x3a, 41)]
            if (typ, code) == (1, 0x14a):
                out.append((1, 0x145, value))
        frames.append((t, out))
    return frames


def getevent_recording(devices, streams, labels=True):
    """getevent -lp's descriptions of every device, then getevent -lt watching every device: its header, then
    each device's frames (time µs, node, events) merged in time order, every event prefixed by its node."""
    out = [getevent_description(d, n + 1, labels) for n, d in enumerate(devices)]
    out += [getevent_header(d, n + 1) for n, d in enumerate(devices)]
    events = []
    for (node, frames) in streams:
        for (t, typ, code, value) in flatten(frames):
            events.append((t, node, typ, code, value))
    events.sort(key=lambda e: e[0])
    out += [getevent_event(t, typ, code, value, labels, node) for (t, node, typ, code, value) in events]
    return "".join(out)


def flatten(frames):
    events = []
    for (t, evs) in frames:
        for (typ, code, value) in evs:
            events.append((t, typ, code, value))
        events.append((t, 0, 0, 0))
    return events


def libinput_events(d, frames, offset=0, neutral_comment=True, libinput=None, clock="14:51:15"):
    e = LibinputEvents(d)
    e.comment("Current time is %s" % clock)
    for i, (t, evs) in enumerate(frames):
        e.frame(t + offset, evs, (libinput or {}).get(i, ()))
    return e


def touch_libinput_events(frames, d, offset):
    """The libinput events a one-finger touch makes on a touchscreen, when recorded --with-libinput."""
    events = {}
    xr, yr = d.absinfo[0x35], d.absinfo[0x36]
    x = y = 0
    for i, (t, evs) in enumerate(frames):
        stamp = "time: %d.%06d" % divmod(t + offset, 1000000)
        ids = [v for (ty, c, v) in evs if ty == 3 and c == 0x39]
        moved = False
        for (ty, c, v) in evs:
            if ty == 3 and c == 0x35:
                x, moved = v, True
            if ty == 3 and c == 0x36:
                y, moved = v, True
        point = "point: [%6.2f, %6.2f], transformed: [%6.2f, %6.2f]" % (
            x / xr[5], y / yr[5], x * 100.0 / xr[2], y * 100.0 / yr[2])
        if ids and ids[0] >= 0:
            events[i] = ["%s, type: TOUCH_DOWN, slot: 0, seat_slot: 0, %s" % (stamp, point)]
        elif ids:
            events[i] = ["%s, type: TOUCH_UP, slot: 0, seat_slot: 0" % stamp]
        elif moved:
            events[i] = ["%s, type: TOUCH_MOTION, slot: 0, seat_slot: 0, %s" % (stamp, point)]
        if i in events:
            events[i].append("%s, type: TOUCH_FRAME" % stamp)
    return events


def write(name, text):
    with open(os.path.join(HERE, name), "w") as f:
        f.write(text)


def main():
    ts = touchscreen()
    write("evemu-touchscreen-tap.evemu", evemu_recording(ts, flatten(tap(1850, 1100))))
    write("evemu-touchscreen-pinch.evemu", evemu_recording(ts, flatten(pinch(2048, 1150, 600, 1800, 10))))
    write("evemu-described-then-recorded.evemu",
          evemu_description(ts) + evemu_recording(ts, flatten(tap(1850, 1100))))
    write("evemu-touchpad-two-finger-scroll.evemu",
          evemu_recording(touchpad(), flatten(two_finger_scroll(700, 1200, 800, 30, 8))))
    write("evemu-tablet-pen-and-touch.evemu", evemu_recording(tablet_pen_and_touch(), flatten(pen_then_finger_tap())))
    write("evemu-pen.evemu", evemu_recording(pen(), flatten(pen_stroke())))
    write("evemu-mouse.evemu", evemu_recording(mouse(), flatten(mouse_moves())))
    write("evemu-protocol-a-pinch.evemu", evemu_recording(protocol_a_touchscreen(), flatten(pinch_type_a(1024, 1000, 300, 900, 6))))

    # libinput record of one touchscreen, --with-libinput: the first event is at 0.
    tap_frames = tap(1850, 1100)
    e = LibinputEvents(ts)
    e.comment("Current time is 14:51:15")
    e.out.append("  - libinput:\n    - {type: DEVICE_ADDED, seat: seat0, logical_seat: default}\n")
    li = touch_libinput_events(tap_frames, ts, 0)
    for i, (t, evs) in enumerate(tap_frames):
        e.frame(t, evs, li.get(i, ()))
        if i == 0:
            # Recorded --with-hidraw too: handle_hidraw()'s report block.
            report = [0x01, 0x03, 0x01, 0xa1, 0x01, 0x3a, 0x07, 0x4c, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
                      0x00, 0x00, 0x00, 0x00, 0x01]
            e.out.append("  - hid:\n      time: [  0,   1032]\n      hidraw0: [")
            for b, byte in enumerate(report):
                if b % 16 == 0:
                    e.out.append("%s\n        0x%02x" % (", " if b else "", byte))
                else:
                    e.out.append(", 0x%02x" % byte)
            e.out.append("\n      ]\n")
    write("libinput-touchscreen-tap.yaml", libinput_recording([(ts, e)]))

    # libinput record --all style: a keyboard first, then the touchscreen; times from the recording's start.
    kb, ts2 = keyboard(), touchscreen()
    write("libinput-keyboard-and-touchscreen.yaml", libinput_recording([
        (kb, libinput_events(kb, keypress(), offset=1532000)),
        (ts2, libinput_events(ts2, pinch(2048, 1150, 600, 1800, 10), offset=2204000)),
    ]))
    tp, tpp = touchpad(), trackpoint()
    write("libinput-trackpoint-and-touchpad.yaml", libinput_recording([
        (tpp, libinput_events(tpp, mouse_moves(), offset=830000)),
        (tp, libinput_events(tp, two_finger_scroll(700, 1200, 800, 30, 8), offset=3100000)),
    ]))
    syn = synaptics_ps2_touchpad()
    write("libinput-synaptics-three-finger-swipe.yaml",
          libinput_recording([(syn, libinput_events(syn, three_finger_swipe(150, 6), offset=2410000))]))
    write("evemu-synaptics-three-finger-swipe.evemu", evemu_recording(syn, flatten(three_finger_swipe(150, 6))))
    p = pen()
    write("libinput-pen.yaml", libinput_recording([(p, libinput_events(p, pen_stroke()))]))
    pa = protocol_a_touchscreen(tracking=True)
    write("libinput-protocol-a-two-finger-tap.yaml",
          libinput_recording([(pa, libinput_events(pa, two_finger_tap_type_a(700, 1300, 1000), offset=410000))]))
    rt = rotated_touchscreen()
    write("libinput-rotated-touchscreen-drag.yaml",
          libinput_recording([(rt, libinput_events(rt, drag(400, 1400, 600, 5), offset=52000))]))
    m = mouse()
    write("libinput-mouse.yaml", libinput_recording([(m, libinput_events(m, mouse_moves()))]))
    tpen, tf = pen("Wacom Intuos Pro M Pen", 0x0357), tablet_finger()
    tf_tap = [(t, [(typ, c, v) for (typ, c, v) in evs if not (typ == 4)]) for (t, evs) in tap(2000, 2100, msc=False)]
    tf_tap = [(t, [(3, 0x2f, 0)] + evs if i == 0 else evs) for i, (t, evs) in enumerate(tf_tap)]
    tf_tap[0][1].append((1, 0x145, 1))
    tf_tap[-1][1].append((1, 0x145, 0))
    write("libinput-tablet-pen-and-finger.yaml", libinput_recording([
        (tpen, libinput_events(tpen, pen_stroke(), offset=640000)),
        (tf, libinput_events(tf, tf_tap, offset=2010000)),
    ]))

    # Android: getevent -lp then getevent -lt, watching every device; a volume key, then a pinch.
    a_ts = android_touchscreen()
    vol, pon = android_keys("gpio-keys", {114, 115}, "/dev/input/event0"), android_keys("qpnp_pon", {116}, "/dev/input/event1")
    write("getevent-lt-all-devices-pinch.txt", getevent_recording(
        [vol, pon, a_ts],
        [("/dev/input/event0", [(t + 300000, evs) for (t, evs) in keypress_on(115)]),
         ("/dev/input/event2", [(t + 1150000, evs) for (t, evs) in android_pinch(540, 1200, 300, 700, 8)])]))
    # getevent -p then getevent -t of one device, in hex: the tap of evemu-touchscreen-tap.evemu.
    write("getevent-t-touchscreen-tap.txt",
          getevent_description(ts, 1, False)
          + "".join(getevent_event(t, typ, code, value, False) for (t, typ, code, value) in flatten(tap(1850, 1100))))

    # evtest: the pinch of evemu-touchscreen-pinch.evemu, and older evtest (as in 2011) on the protocol A panel.
    write("evtest-touchscreen-pinch.txt", evtest_description(ts) + evtest_events(flatten(pinch(2048, 1150, 600, 1800, 10))))
    pa_old = protocol_a_touchscreen()
    write("evtest-old-protocol-a-pinch.txt",
          evtest_description(pa_old, old=True) + evtest_events(flatten(pinch_type_a(1024, 1000, 300, 900, 6)), old=True))

    # libinput debug-events: the pinch of evemu-touchscreen-pinch.evemu as libinput delivers it, after a keyboard.
    write("debug-events-touchscreen-pinch.txt",
          debug_events(ts, pinch(2048, 1150, 600, 1800, 10), others=[(keyboard(), "k")]))


def debug_events(d, frames, sysname="event9", base_ms=5203117, others=()):
    """What libinput 1.2x's `libinput debug-events` prints for a touchscreen's frames (tools/shared.c): each device's
    DEVICE_ADDED, then per SYN_REPORT a TOUCH_DOWN, _MOTION or _UP for each changed slot, in slot order, and a
    TOUCH_FRAME. Positions are libinput's transformed ones onto a 100 x 100 screen, (v - min) * 100 / (max - min + 1),
    and millimetres, (v - min) / resolution; times are milliseconds from the first event, as "%+6.3fs"."""
    def header(prefix, name, typ):
        return "%c%-7s  %-23s %s" % (prefix, name, typ, "    ")
    out = []
    last = None
    for (other, caps) in others:
        out.append(header("-", other.node.split("/")[-1], "DEVICE_ADDED")
                   + "%-33s %5s %7s group%-2d cap:%s" % (other.name, "seat0", "default", len(out) + 1, caps))
        last = other
    w, h = d.size
    out.append(header("-", sysname, "DEVICE_ADDED") + "%-33s %5s %7s group%-2d cap:t  size %.0fx%.0fmm ntouches %d calib"
               % (d.name, "seat0", "default", len(out) + 1, w, h, d.absinfo[0x2f][2] + 1))
    xi, yi = d.absinfo[0x35], d.absinfo[0x36]
    slots = {}
    current = 0
    first = True
    start = None
    for (t_us, evs) in frames:
        ms = (base_ms * 1000 + t_us) // 1000
        if start is None:
            start = ms
        changes = {}
        for (typ, code, value) in evs:
            if (typ, code) == (3, 0x2f):
                current = value
            elif (typ, code) == (3, 0x39):
                if value < 0:
                    changes[current] = "TOUCH_UP"
                else:
                    slots[current] = [None, None]
                    changes[current] = "TOUCH_DOWN"
            elif (typ, code) in ((3, 0x35), (3, 0x36)) and current in slots:
                slots[current][code - 0x35] = value
                changes.setdefault(current, "TOUCH_MOTION")
        time = "%+6.3fs" % ((ms - start) / 1000.0)
        for slot in sorted(changes):
            typ = changes[slot]
            prefix = "-" if first else " "
            first = False
            text = "%d (%d)" % (slot, slot)
            if typ != "TOUCH_UP":
                x, y = slots[slot]
                text += " %5.2f/%5.2f (%5.2f/%5.2fmm)" % ((x - xi[1]) * 100.0 / (xi[2] - xi[1] + 1),
                                                          (y - yi[1]) * 100.0 / (yi[2] - yi[1] + 1),
                                                          (x - xi[1]) / xi[5], (y - yi[1]) / yi[5])
            else:
                del slots[slot]
            out.append(header(prefix, sysname, typ) + time + "\t" + text)
        if changes:
            out.append(header(" ", sysname, "TOUCH_FRAME") + time + "\t")
    return "\n".join(out) + "\n"


def large(n, path):
    """A touchscreen recording of about n events: one finger drawing circles, 7 events a frame."""
    import math
    ts = touchscreen()
    LibinputEvents.last_syn_us = 0
    e = LibinputEvents(ts)
    frames = [(0, [(3, 0x39, 1), (3, 0x35, 2048), (3, 0x36, 1150), (1, 0x14a, 1), (3, 0, 2048), (3, 1, 1150)])]
    i = 1
    count = 7
    while count + 6 < n:
        a = i / 40.0
        x, y = int(2048 + 900 * math.cos(a)), int(1150 + 700 * math.sin(a))
        frames.append((8000 * i, [(3, 0x35, x), (3, 0x36, y), (3, 0, x), (3, 1, y), (4, 5, 8000 * i)]))
        count += 6
        i += 1
    frames.append((8000 * i, [(3, 0x39, -1), (1, 0x14a, 0)]))
    for (t, evs) in frames:
        e.frame(t, evs)
    with open(path, "w") as f:
        f.write(libinput_recording([(ts, e)]))


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--large":
        large(int(sys.argv[2]), sys.argv[3])
    else:
        main()
