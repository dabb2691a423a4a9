import TesseraReplay
import TesseraSimulator
import TesseraGeometry

/// Turns kernel touch events into log records, following the kernel's
/// multi-touch protocols B and A (Documentation/input/multi-touch-protocol.rst).
///
/// - `ABS_MT_SLOT` selects the slot later events apply to; slot 0 is current at start.
/// - `ABS_MT_TRACKING_ID` ≥ 0 starts a contact in the current slot; −1 ends it.
/// - `ABS_MT_POSITION_X/Y` update the current slot; a slot keeps its last position.
/// - Nothing takes effect until `SYN_REPORT`, which closes a frame: every contact
///   that ended, began or moved in the frame becomes one record, all at the
///   frame's time. After `SYN_DROPPED`, events up to and including the next
///   `SYN_REPORT` are discarded, as the protocol requires.
/// - Devices without `ABS_MT_*` axes are single-touch: `BTN_TOUCH` starts and
///   ends the contact and `ABS_X/ABS_Y` move it.
/// - Only fingers touch, as libinput has it: a contact whose slot's `ABS_MT_TOOL_TYPE` is
///   not `MT_TOOL_FINGER` when its frame is reported (a pen on a tablet's sensor, a
///   palm the firmware recognised) never lands, and a touch whose tool turns into
///   a palm or a pen is cancelled there. A slot keeps its tool type, as the kernel's do.
///   With ``stylusesTouch`` (Android's reading), an `MT_TOOL_PEN` contact touches too.
/// - Protocol A devices (older touchscreens, which end each contact's packet with
///   `SYN_MT_REPORT`) are followed as mtdev, and so libinput, follows them. The first
///   `SYN_MT_REPORT` switches the decoder to it. Each frame lists every contact down,
///   anonymously and in any order: a packet with both positions is a contact, unless its
///   `ABS_MT_TOUCH_MAJOR` is 0 or its tracking id negative. Contacts carry on from
///   frame to frame by `ABS_MT_TRACKING_ID` when the packets have one, else by the
///   pairing with the least total squared distance (`ContactMatching`). A contact
///   missing from a frame lifted. A frame with no packet ends every contact when it
///   says something about touching (an empty `SYN_MT_REPORT`, `BTN_TOUCH` or
///   `ABS_PRESSURE`), and changes nothing otherwise.
/// - A recording that starts while a finger is down (evemu-record, libinput record and getevent
///   record changes only) moves a slot that never got a tracking id. That contact lands in the
///   first frame by which the recording has given both its x and its y, and goes on from there;
///   if that is not the first frame, ``warnings`` says where it landed. One that lifts first,
///   before the recording has given both, is left out, and ``warnings`` says so.
/// - With ``hoversWithoutPressure`` (Android's rule, for devices with an `ABS_MT_PRESSURE`
///   axis), a contact whose pressure is 0 or less hovers: it has not landed, or it lifts, and
///   it lands again, as a new touch, when its pressure rises. A protocol A packet without a
///   pressure has none.
/// - With ``hoversWithoutTouchButton`` (Android's rule, for devices that declare `BTN_TOUCH`),
///   every contact hovers while `BTN_TOUCH` is 0, and lands again when it is 1. Until the
///   recording's first `BTN_TOUCH`, contacts touch: the key changed before the recording began.
/// - With ``touchpadRules`` (libinput's, for a touchpad), a protocol B contact hovers until its
///   pressure or its size reaches the rules' high mark, touches until it falls below the low
///   mark, and lands again, as a new touch, when it reaches the high mark again; a touching
///   contact pressed or spread past a palm's threshold is a palm, which never lands or is
///   cancelled, until it stops touching. One that starts touching in a ``PalmEdges`` zone, with no other finger
///   touching, is a palm that has not landed: it lands where it is when another finger touches as it moves, or
///   when it leaves the zones in time and away from its edge, and never lands otherwise.
/// - With ``touchpadRules`` that tell touches by the finger keys (``TouchpadRules/fingerKeys``, libinput's reading of a
///   pad without pressure or size), no contact touches while `BTN_TOUCH` is up, and at most as many as the `BTN_TOOL_*`
///   keys count fingers do while it is down, the first slots first.
/// - With ``fakeFingerSlots`` (libinput's rule for a touchpad whose `BTN_TOOL_*` keys count more fingers than it
///   has slots), the fingers counted beyond the slots are fake touches: they land at the topmost touching contact
///   (the one with the least y on the device), move with whichever contact is topmost, and lift, the last landed
///   first, when the count falls or no contact is left touching. `BTN_TOOL_QUINTTAP` (five fingers or more) leaves
///   the count as it was, as in libinput. While there are more fingers than slots and one contact touches by the
///   ``touchpadRules``' pressure, every contact in a slot touches, however light.
///
/// - With ``dropsRepeatedTrackingIDs`` (libevdev's rule, and so libinput's, on Linux), a tracking id ≥ 0 in a slot
///   that already holds a contact is a driver's bug and is dropped: the contact carries on. Without it (the kernel's
///   documented reading, and Android's), the new id ends the old contact and starts another.
///
/// Times are made relative to the first event, and axis ranges are scaled to
/// the window size, through the touchscreen's ``calibration``. Each contact gets
/// a fresh log touch id counting from 1.
public struct TouchFrameDecoder {
    private struct Slot {
        /// The log id of the contact in this slot, while one is down.
        var contact: Int?
        var x: Int32 = 0, y: Int32 = 0
        /// Where the slot was at the last `SYN_REPORT`: what the kernel delivered, which a recording that
        /// stops inside a frame ends its contacts at.
        var reportedX: Int32 = 0, reportedY: Int32 = 0
        /// The contact began in this frame and has not been reported yet.
        var pendingDown = false
        var moved = false
        /// Contacts that ended in this frame, whether their down was never reported, and where the slot was when
        /// each ended: a new contact in the same slot, later in the frame, moves the slot but not the one that lifted.
        var pendingUps: [(id: Int, unreported: Bool, x: Int32, y: Int32)] = []
        /// The slot's `ABS_MT_TOOL_TYPE`.
        var tool = EvdevEvent.MT_TOOL_FINGER
        /// The contact in the slot is not a finger's: it is not reported.
        var ignored = false
        /// The kernel's contact in the slot, touching or hovering: its tracking id is not −1 (with a hover rule only).
        var tracked = false
        /// The slot's `ABS_MT_PRESSURE`, which persists until changed.
        var pressure: Int32 = 0
        /// The slot's `ABS_MT_TOUCH_MAJOR` and `_MINOR`, which persist until changed (``touchpadRules`` only).
        var major: Int32 = 0, minor: Int32 = 0
        /// The contact passed a ``TouchpadRules`` palm threshold while touching: a palm until it stops touching.
        var pressedAsPalm = false
        /// The contact started touching in a ``PalmEdges`` zone: it has not landed, and lands when released.
        var edgePalm = false
        /// Where and when the edge palm started touching.
        var palmFirst: (x: Int32, y: Int32) = (0, 0)
        var palmTime: Duration = .zero
        /// The slot changed in this frame (any of its axes): libinput looks at a palm again only then.
        var dirty = false

        /// Whether the recording has given the slot a tracking id, or its x and its y: a slot with positions
        /// and no tracking id held a contact when the recording began.
        var seenTracking = false, seenX = false, seenY = false
        /// Whether a contact of this slot has landed before the recording gave the slot an x and a y (said once).
        var landedUnplaced = false
    }

    /// The device's x axis, scaled onto 0…`windowSize.width`.
    public let xRange: AxisRange
    /// The device's y axis, scaled onto 0…`windowSize.height`.
    public let yRange: AxisRange
    /// Whether to follow protocol B slots (`ABS_MT_*`), or a single-touch device's `BTN_TOUCH` and `ABS_X`/`ABS_Y`.
    public let multitouch: Bool
    /// The window the touches are scaled onto, in points.
    public let windowSize: Size
    /// The touchscreen's calibration, applied to each position between normalizing and scaling it.
    public let calibration: CalibrationMatrix
    /// Whether a contact with no pressure hovers rather than touches, as Android has it for a device with an
    /// `ABS_MT_PRESSURE` axis; libinput ignores a touchscreen's pressure (a touchpad's it reads by ``touchpadRules``).
    public let hoversWithoutPressure: Bool
    /// Whether contacts hover while `BTN_TOUCH` is 0, as Android has it for a device that declares `BTN_TOUCH`
    /// (`TouchButtonAccumulator::isHovering`); libinput follows the slots alone.
    public let hoversWithoutTouchButton: Bool
    /// Whether a pen's contact (`MT_TOOL_PEN`) touches as a finger's does, as Android delivers it to apps as a
    /// stylus pointer; libinput leaves pens in a touchscreen's slots to the tablet node.
    public let stylusesTouch: Bool
    /// libinput's rules for which of a touchpad's contacts touch, or nil: libinput follows a touchscreen's slots
    /// alone. Protocol A devices and single-touch ones are followed without them.
    public let touchpadRules: TouchpadRules?
    /// For a touchpad whose `BTN_TOOL_*` keys count more fingers than it has slots, how many slots it has (1 for a
    /// single-touch one): the fingers counted beyond them land as fake touches (``DeviceDescription/fakeFingerSlots``).
    /// nil for other devices. Protocol A frames get no fake touches.
    public let fakeFingerSlots: Int?
    /// Whether a tracking id ≥ 0 arriving in a slot that already holds a contact is dropped, as libevdev drops it
    /// ("received a double tracking ID"), so that the contact carries on; else it ends that contact and starts another.
    public let dropsRepeatedTrackingIDs: Bool
    /// Whether a hover rule is on: a slot's contact is then followed from its tracking id, and lands or lifts as
    /// the rules say when its frame is reported.
    private var hovers: Bool { hoversWithoutPressure || hoversWithoutTouchButton || touchpadRules != nil }
    /// The last `BTN_TOUCH`, or nil before the first.
    private var touchButton: Bool?
    private var slots: [Slot] = [Slot()]
    /// The `BTN_TOOL_FINGER` … `_QUADTAP` keys down, bit n for n fingers (``fakeFingerSlots`` only).
    private var fingerKeys: UInt8 = 0
    /// `BTN_TOOL_QUINTTAP` went down since the last `BTN_TOUCH` up or finger key down: the count stays as it was.
    private var fingerOverflow = false
    /// Whether a `BTN_TOOL_*` key has changed: before, the count is unknown (the recording began with it set).
    private var fingerKeySeen = false
    /// How many fingers the finger keys counted at the last frame (``fakeFingerSlots`` only).
    private var fingerCount = 0
    /// A fake touch: a finger counted beyond the slots, at the topmost contact's device position.
    private struct FakeTouch {
        var contact: Int
        var x: Int32, y: Int32
    }
    /// The fake touches down, in the order they landed.
    private var fakes: [FakeTouch] = []
    /// Protocol A: one contact's packet, what its `ABS_MT_*` events said since the last `SYN_MT_REPORT`.
    private struct Packet {
        var x: Int32?, y: Int32?
        var trackingID: Int32?
        var touchMajor: Int32?
        var tool = EvdevEvent.MT_TOOL_FINGER
        var pressure: Int32?
    }
    /// Protocol A: a contact followed from frame to frame.
    private struct AnonymousContact {
        /// The contact's log id.
        var contact: Int
        var trackingID: Int32?
        var x: Int32, y: Int32
        /// Not a finger's: never reported.
        var ignored: Bool
    }
    /// Whether the device speaks protocol A: it has sent a `SYN_MT_REPORT`.
    private var typeA = false
    private var packet = Packet()
    private var packets: [Packet] = []
    /// Whether the frame so far said anything about contacts (protocol A).
    private var frameTouches = false
    private var anonymous: [AnonymousContact] = []
    private var current = 0
    private var nextID = 1
    private var origin: Duration?
    private var dropping = false
    /// The line of the first axis or key event since the last `SYN_REPORT`, or nil: the frame being read.
    private var frameLine: Int?
    /// The records decoded so far: one per contact that began, moved or ended in each reported frame.
    public private(set) var records: [LogRecord] = []
    /// The time of the last record ``takeRecords(_:)`` handed out, which ``finish()`` cancels at once they are gone.
    private var takenUpTo: Duration?
    /// What the decoder could not take as the device gave it, each at its line: contacts down when the recording
    /// began that landed late or were left out. Their ``ImportWarning/file`` is nil.
    public private(set) var warnings: [ImportWarning] = []
    /// How many frames have been reported.
    private var framesReported = 0
    /// The time of the last `SYN_REPORT`: the last moment the device said which contacts were down, which
    /// ``finish()`` cancels those still down at, though the frame changed nothing.
    private var lastReportTime: Duration?

    /// A decoder with no contacts down, slot 0 current, and times relative to the first event fed.
    public init(xRange: AxisRange, yRange: AxisRange, multitouch: Bool, windowSize: Size, calibration: CalibrationMatrix = .identity,
                hoversWithoutPressure: Bool = false, hoversWithoutTouchButton: Bool = false, touchpadRules: TouchpadRules? = nil,
                stylusesTouch: Bool = false, fakeFingerSlots: Int? = nil, dropsRepeatedTrackingIDs: Bool = false) {
        self.xRange = xRange
        self.yRange = yRange
        self.multitouch = multitouch
        self.windowSize = windowSize
        self.calibration = calibration
        self.hoversWithoutPressure = hoversWithoutPressure
        self.hoversWithoutTouchButton = hoversWithoutTouchButton
        self.touchpadRules = touchpadRules
        self.stylusesTouch = stylusesTouch
        self.fakeFingerSlots = fakeFingerSlots
        self.dropsRepeatedTrackingIDs = dropsRepeatedTrackingIDs
    }

    /// Whether a contact of `tool` touches: a finger's, or with ``stylusesTouch`` a pen's.
    private func isTouchTool(_ tool: Int32) -> Bool {
        tool == EvdevEvent.MT_TOOL_FINGER || (stylusesTouch && tool == EvdevEvent.MT_TOOL_PEN)
    }

    /// Whether the contact in `slot` touches: its tool does, and it was not pressed as a palm.
    private func countsAsTouch(_ slot: Slot) -> Bool {
        isTouchTool(slot.tool) && !slot.pressedAsPalm && !slot.edgePalm
    }

    /// Where the device position (`x`, `y`) lies in the window: normalized, calibrated, scaled.
    private func point(_ x: Int32, _ y: Int32) -> Point {
        let p = calibration.apply(x: xRange.fraction(x), y: yRange.fraction(y))
        return Point(x: p.x * windowSize.width, y: p.y * windowSize.height)
    }

    /// Applies one kernel event; a `SYN_REPORT` turns the frame's changes into ``records``.
    ///
    /// - Throws: ``ImportError`` for a slot outside 0..<64 (`EventLog.maximumSimultaneousTouches`), or a
    ///   frame later than an event log can hold (`LogTime.maximum` after the first event).
    public mutating func feed(_ e: EvdevEvent) throws {
        if origin == nil { origin = e.time }
        if dropping {
            if e.type == EvdevEvent.EV_SYN && e.code == EvdevEvent.SYN_REPORT { dropping = false }
            return
        }
        if frameLine == nil, e.type == EvdevEvent.EV_ABS || e.type == EvdevEvent.EV_KEY { frameLine = e.line }
        if fakeFingerSlots != nil || touchpadRules?.fingerKeys == true, e.type == EvdevEvent.EV_KEY { noteFingerKey(e) }
        if multitouch, e.type == EvdevEvent.EV_ABS, (EvdevEvent.ABS_MT_TOUCH_MAJOR...EvdevEvent.ABS_MT_TOOL_Y).contains(e.code) {
            notePacket(e)
            if typeA { return }
            slots[current].dirty = true
        }
        if multitouch, !typeA, e.type == EvdevEvent.EV_ABS, e.code == EvdevEvent.ABS_MT_TRACKING_ID, !slots[current].seenTracking {
            slots[current].seenTracking = true
            if e.value < 0 { liftContactDownAtStart(line: e.line) }
        }
        switch (e.type, e.code) {
        case (EvdevEvent.EV_SYN, EvdevEvent.SYN_REPORT):
            let time = e.time - origin!
            guard time <= LogTime.maximum else {
                throw ImportError(file: nil, line: e.line, reason: "the recording spans more than \(LogTime.maximumSeconds) seconds, "
                                  + "more than an event log holds")
            }
            if typeA {
                reportTypeA(at: time, line: e.line)
            } else {
                if !fingerOverflow { fingerCount = fingerKeys == 0 ? 0 : fingerKeys.trailingZeroBitCount }
                if multitouch { landContactsDownAtStart(at: time, line: e.line) }
                if hovers { landOrLiftHovering(at: time) }
                report(at: time, line: e.line)
                reportFakeTouches(at: time, line: e.line)
                for i in slots.indices {
                    slots[i].reportedX = slots[i].x
                    slots[i].reportedY = slots[i].y
                }
            }
            clearFrame()
            frameLine = nil
            framesReported += 1
            lastReportTime = time
        case (EvdevEvent.EV_SYN, EvdevEvent.SYN_DROPPED):
            dropping = true
            clearFrame()
            frameLine = nil
        case (EvdevEvent.EV_SYN, EvdevEvent.SYN_MT_REPORT) where multitouch:
            if !typeA { switchToTypeA(at: min(e.time - origin!, LogTime.maximum), line: e.line) }
            frameTouches = true
            if packet.x != nil, packet.y != nil {
                guard packets.count < EventLog.maximumSimultaneousTouches else {
                    throw ImportError(file: nil, line: e.line, reason: "more than \(EventLog.maximumSimultaneousTouches) contacts in one frame")
                }
                packets.append(packet)
            }
            packet = Packet()
        case (EvdevEvent.EV_KEY, EvdevEvent.BTN_TOUCH) where multitouch:
            frameTouches = true
            touchButton = e.value != 0
        case (EvdevEvent.EV_ABS, EvdevEvent.ABS_PRESSURE) where multitouch:
            frameTouches = true
        case (EvdevEvent.EV_ABS, EvdevEvent.ABS_MT_SLOT) where multitouch && !typeA:
            guard e.value >= 0, e.value < EventLog.maximumSimultaneousTouches else {
                throw ImportError(file: nil, line: e.line, reason: "slot \(e.value) is out of range: an event log holds at most "
                                  + "\(EventLog.maximumSimultaneousTouches) touches at once, slots 0 to \(EventLog.maximumSimultaneousTouches - 1)")
            }
            current = Int(e.value)
            while slots.count <= current { slots.append(Slot()) }
        case (EvdevEvent.EV_ABS, EvdevEvent.ABS_MT_TRACKING_ID) where multitouch && repeatsContact(e.value):
            break  // libevdev drops it: the slot's contact carries on
        case (EvdevEvent.EV_ABS, EvdevEvent.ABS_MT_TRACKING_ID) where multitouch && hovers:
            // Whether the contact touches is settled when its frame is reported, by the hover rules then.
            end(slot: current)
            slots[current].tracked = e.value >= 0
        case (EvdevEvent.EV_ABS, EvdevEvent.ABS_MT_TRACKING_ID) where multitouch:
            if e.value < 0 { end(slot: current) } else { begin(slot: current) }
        case (EvdevEvent.EV_ABS, EvdevEvent.ABS_MT_PRESSURE) where multitouch:
            slots[current].pressure = e.value
        case (EvdevEvent.EV_ABS, EvdevEvent.ABS_MT_TOUCH_MAJOR) where multitouch:
            slots[current].major = e.value
        case (EvdevEvent.EV_ABS, EvdevEvent.ABS_MT_TOUCH_MINOR) where multitouch:
            slots[current].minor = e.value
        case (EvdevEvent.EV_ABS, EvdevEvent.ABS_MT_TOOL_TYPE) where multitouch:
            slots[current].tool = e.value
        case (EvdevEvent.EV_ABS, EvdevEvent.ABS_MT_POSITION_X) where multitouch:
            slots[current].x = e.value
            slots[current].seenX = true
            slots[current].moved = true
        case (EvdevEvent.EV_ABS, EvdevEvent.ABS_MT_POSITION_Y) where multitouch:
            slots[current].y = e.value
            slots[current].seenY = true
            slots[current].moved = true
        case (EvdevEvent.EV_KEY, EvdevEvent.BTN_TOUCH) where !multitouch:
            if e.value == 0 { end(slot: 0) } else if e.value == 1 { begin(slot: 0) }
        case (EvdevEvent.EV_ABS, EvdevEvent.ABS_X) where !multitouch:
            slots[0].x = e.value
            slots[0].moved = true
        case (EvdevEvent.EV_ABS, EvdevEvent.ABS_Y) where !multitouch:
            slots[0].y = e.value
            slots[0].moved = true
        default:
            break  // other axes (pressure, touch major …) and keys do not move touches
        }
    }

    /// Notes a touchpad's finger key, as libinput counts them (`tp_fake_finger_set`): a key down stands for its
    /// number of fingers, `BTN_TOOL_QUINTTAP` down leaves the count as it was until another key goes down or
    /// `BTN_TOUCH` up.
    private mutating func noteFingerKey(_ e: EvdevEvent) {
        let down = e.value != 0
        let fingers: Int
        switch e.code {
        case EvdevEvent.BTN_TOOL_FINGER: fingers = 1
        case EvdevEvent.BTN_TOOL_DOUBLETAP: fingers = 2
        case EvdevEvent.BTN_TOOL_TRIPLETAP: fingers = 3
        case EvdevEvent.BTN_TOOL_QUADTAP: fingers = 4
        case EvdevEvent.BTN_TOOL_QUINTTAP:
            if down { fingerOverflow = true }
            return
        case EvdevEvent.BTN_TOUCH:
            if !down { fingerOverflow = false }
            return
        default:
            return
        }
        fingerKeySeen = true
        if down {
            fingerOverflow = false
            fingerKeys |= 1 << fingers
        } else {
            fingerKeys &= ~(1 << fingers)
        }
    }

    /// Notes a protocol A packet's field (harmless under protocol B, whose frames never end a packet).
    private mutating func notePacket(_ e: EvdevEvent) {
        frameTouches = true
        switch e.code {
        case EvdevEvent.ABS_MT_POSITION_X: packet.x = e.value
        case EvdevEvent.ABS_MT_POSITION_Y: packet.y = e.value
        case EvdevEvent.ABS_MT_TRACKING_ID: packet.trackingID = e.value
        case EvdevEvent.ABS_MT_TOUCH_MAJOR: packet.touchMajor = e.value
        case EvdevEvent.ABS_MT_TOOL_TYPE: packet.tool = e.value
        case EvdevEvent.ABS_MT_PRESSURE: packet.pressure = e.value
        default: break
        }
    }

    private mutating func clearFrame() {
        packet = Packet()
        packets.removeAll(keepingCapacity: true)
        frameTouches = false
    }

    /// The device turned out to speak protocol A. The frame's events so far were read as protocol B:
    /// a contact they began has not been reported and is forgotten, with its log id; one reported before
    /// is cancelled. What that reading warned of (contacts down at the start, which protocol A has no slots
    /// to tell) is forgotten too.
    private mutating func switchToTypeA(at time: Duration, line: Int) {
        typeA = true
        warnings.removeAll()
        var firstUnreported = nextID
        for i in slots.indices {
            if let id = slots[i].contact {
                if slots[i].pendingDown {
                    firstUnreported = min(firstUnreported, id)
                } else if !slots[i].ignored {
                    records.append(LogRecord(time: time, event: .touch(id: id, change: .cancel, location: location(slots[i])), line: line))
                }
            }
            for up in slots[i].pendingUps where up.unreported { firstUnreported = min(firstUnreported, up.id) }
        }
        for fake in fakes {
            records.append(LogRecord(time: time, event: .touch(id: fake.contact, change: .cancel, location: point(fake.x, fake.y)), line: line))
        }
        fakes.removeAll()
        // Ids are handed out in order, and every one from the first unreported on was handed out in this frame.
        nextID = firstUnreported
        slots = [Slot()]
        current = 0
    }

    /// Protocol A: the frame's packets become the contacts down, paired with the last frame's.
    private mutating func reportTypeA(at time: Duration, line: Int) {
        // A frame that says nothing about contacts (only a timestamp, say) leaves them as they are.
        guard frameTouches else { return }
        let buttonUp = hoversWithoutTouchButton && touchButton == false
        let touches = packets.filter {
            ($0.touchMajor ?? 1) != 0 && ($0.trackingID ?? 0) >= 0 && (!hoversWithoutPressure || ($0.pressure ?? 0) > 0) && !buttonUp
        }
        var next = [Int?](repeating: nil, count: anonymous.count)
        var taken = [Bool](repeating: false, count: touches.count)
        // By tracking id where the packets carry one, then by distance among the rest.
        for (k, old) in anonymous.enumerated() {
            guard let id = old.trackingID,
                  let j = touches.indices.first(where: { !taken[$0] && touches[$0].trackingID == id }) else { continue }
            next[k] = j
            taken[j] = true
        }
        let oldRest = anonymous.indices.filter { next[$0] == nil && anonymous[$0].trackingID == nil }
        let newRest = touches.indices.filter { !taken[$0] && touches[$0].trackingID == nil }
        let pairs = ContactMatching.pair(oldRest.map { (anonymous[$0].x, anonymous[$0].y) },
                                         newRest.map { (touches[$0].x!, touches[$0].y!) })
        for (r, j) in pairs.enumerated() {
            guard let j else { continue }
            next[oldRest[r]] = newRest[j]
            taken[newRest[j]] = true
        }
        // Lifts first, then what carries on, then what landed, each by log id (the order `anonymous` keeps),
        // whatever the packets' order.
        for (k, old) in anonymous.enumerated() where next[k] == nil && !old.ignored {
            records.append(LogRecord(time: time, event: .touch(id: old.contact, change: .up, location: point(old.x, old.y)), line: line))
        }
        var carried: [AnonymousContact] = []
        for (k, old) in anonymous.enumerated() {
            guard let j = next[k] else { continue }
            let touch = touches[j]
            var contact = old
            contact.x = touch.x!
            contact.y = touch.y!
            if !old.ignored {
                if !isTouchTool(touch.tool) {
                    // A finger that became a palm or a pen.
                    contact.ignored = true
                    records.append(LogRecord(time: time, event: .touch(id: old.contact, change: .cancel, location: point(contact.x, contact.y)), line: line))
                } else if contact.x != old.x || contact.y != old.y {
                    records.append(LogRecord(time: time, event: .touch(id: old.contact, change: .move, location: point(contact.x, contact.y)), line: line))
                }
            }
            carried.append(contact)
        }
        for j in touches.indices where !taken[j] {
            let touch = touches[j]
            let contact = AnonymousContact(contact: nextID, trackingID: touch.trackingID, x: touch.x!, y: touch.y!,
                                           ignored: !isTouchTool(touch.tool))
            nextID += 1
            if !contact.ignored {
                records.append(LogRecord(time: time, event: .touch(id: contact.contact, change: .down, location: point(contact.x, contact.y)), line: line))
            }
            carried.append(contact)
        }
        anonymous = carried
    }

    /// Whether a tracking id of `value` in the current slot is one libevdev drops (``dropsRepeatedTrackingIDs``): a
    /// new contact's id in a slot that holds one already.
    private func repeatsContact(_ value: Int32) -> Bool {
        guard dropsRepeatedTrackingIDs, value >= 0, !typeA else { return false }
        return hovers ? slots[current].tracked : slots[current].contact != nil
    }

    /// Lands the contacts that were down when the recording began: slots that never got a tracking id, once
    /// the recording has given both their x and their y. One that lands after the first frame is warned of.
    private mutating func landContactsDownAtStart(at time: Duration, line: Int) {
        for i in slots.indices where !slots[i].seenTracking && slots[i].seenX && slots[i].seenY {
            slots[i].seenTracking = true
            if hovers { slots[i].tracked = true } else { begin(slot: i) }
            if framesReported > 0 {
                let ms = time.components.seconds * 1000 + time.components.attoseconds / 1_000_000_000_000_000
                warnings.append(ImportWarning(file: nil, line: line, reason: "a contact already down when the recording began "
                    + "lands here, \(ms) ms in, the first frame by which the recording has given both its x and its y; "
                    + "what it did before is unknown"))
            }
        }
    }

    /// The contact in the current slot, down when the recording began, lifts before it has landed: it lands and
    /// lifts at once if the recording has given both its x and its y, else it is left out, with a warning.
    private mutating func liftContactDownAtStart(line: Int) {
        let slot = slots[current]
        guard slot.contact == nil else { return }
        if slot.seenX && slot.seenY {
            if hovers { slots[current].tracked = true }
            begin(slot: current)
        } else {
            warnings.append(ImportWarning(file: nil, line: line, reason: "a contact already down when the recording began "
                + "lifts here before the recording has given both its x and its y, so it is left out"))
        }
    }

    /// The hover rules: each slot's kernel contact touches while its pressure is above 0 (``hoversWithoutPressure``),
    /// `BTN_TOUCH` is not 0 (``hoversWithoutTouchButton``), and its pressure or size is within the ``touchpadRules``
    /// marks. One that starts touching lands as a new touch; one that stops lifts. A touching contact past a palm
    /// threshold becomes a palm.
    private mutating func landOrLiftHovering(at time: Duration) {
        if touchpadRules?.fingerKeys == true {
            landOrLiftByFingerKeys()
            if let edges = touchpadRules?.palmEdges { detectEdgePalms(edges, at: time) }
            return
        }
        let buttonUp = hoversWithoutTouchButton && touchButton == false
        // More fingers than slots: libinput stops telling the slots' touches by pressure (`tp_unhover_pressure`).
        // (A single slot's contact still decides for the rest.)
        let pastSlots = fakeFingerSlots.map { fingerCount > $0 } ?? false
        let keepsTouching = pastSlots && (fakeFingerSlots ?? 0) > 1
        for i in slots.indices {
            var touching = slots[i].tracked && (!hoversWithoutPressure || slots[i].pressure > 0) && !buttonUp
            if touching, let rules = touchpadRules {
                let s = slots[i], down = s.contact != nil
                if let size = rules.size {
                    touching = down ? s.major >= size.low && s.minor >= size.low
                        : (s.major > size.high && s.minor > size.low) || (s.major > size.low && s.minor > size.high)
                } else if let pressure = rules.pressure {
                    touching = s.pressure >= (down ? pressure.low : pressure.high) || (down && keepsTouching)
                }
                if touching, let palm = rules.palmPressure, s.pressure > palm { slots[i].pressedAsPalm = true }
                if touching, let palm = rules.palmSize, s.major > palm || s.minor > palm { slots[i].pressedAsPalm = true }
            }
            if touching && slots[i].contact == nil {
                begin(slot: i)
            } else if !touching && slots[i].contact != nil {
                end(slot: i)
            }
        }
        // ... and once one contact touches, takes every finger to press hard enough.
        if pastSlots, touchpadRules?.pressure != nil, slots.contains(where: { $0.contact != nil }) {
            for i in slots.indices where slots[i].tracked && slots[i].contact == nil { begin(slot: i) }
        }
        if let edges = touchpadRules?.palmEdges { detectEdgePalms(edges, at: time) }
    }

    /// libinput's reading of a touchpad whose pressure and size it does not read (`tp_unhover_fake_touches`): while
    /// `BTN_TOUCH` is up every contact lifts, the last slots first; while it is down, contacts in the kernel's slots land,
    /// the first slots first, until as many touch as the `BTN_TOOL_*` keys count fingers, and the last ones lift while
    /// more do. Until the recording's first `BTN_TOUCH` the key counts as down (it may have been down when the
    /// recording began, and some older drivers never send it), and until its first finger key, or with
    /// `BTN_TOOL_QUINTTAP`, the count does not limit them.
    private mutating func landOrLiftByFingerKeys() {
        let keyDown = touchButton ?? true
        let limit = fingerKeySeen && !fingerOverflow ? fingerCount : Int.max
        var down = slots.reduce(0) { $0 + ($1.contact != nil ? 1 : 0) }
        if keyDown {
            for i in slots.indices where down < limit && slots[i].tracked && slots[i].contact == nil {
                begin(slot: i)
                down += 1
            }
        }
        if !keyDown || down > limit {
            for i in slots.indices.reversed() where slots[i].contact != nil {
                if keyDown && down <= limit { break }
                end(slot: i)
                down -= 1
            }
        }
        if let palm = touchpadRules?.palmSize {
            for i in slots.indices where slots[i].contact != nil && (slots[i].major > palm || slots[i].minor > palm) {
                slots[i].pressedAsPalm = true
            }
        }
    }

    /// libinput's edge palms (`tp_palm_detect_edge`): a contact that starts touching in a zone, while no other finger
    /// touches, is a palm; one already a palm is released, and lands, when another finger touches as it changes,
    /// or when it has left the zones in time and in a direction away from its edge. Slots are looked at in order,
    /// as libinput looks at its touches.
    private mutating func detectEdgePalms(_ edges: PalmEdges, at time: Duration) {
        let down = slots.reduce(fakes.count) { $0 + ($1.contact != nil ? 1 : 0) }
        func anotherFinger(than i: Int) -> Bool {
            down >= 2 && slots.indices.contains { $0 != i && slots[$0].contact != nil && !slots[$0].ignored && countsAsTouch(slots[$0]) }
        }
        for i in slots.indices where slots[i].contact != nil && !slots[i].ignored && !slots[i].pressedAsPalm && isTouchTool(slots[i].tool) {
            let at = (x: slots[i].x, y: slots[i].y)
            if slots[i].edgePalm {
                guard slots[i].dirty else { continue }
                if anotherFinger(than: i)
                    || (time < slots[i].palmTime + PalmEdges.releaseTimeout && edges.releases(from: slots[i].palmFirst, to: at)) {
                    slots[i].edgePalm = false
                }
            } else if slots[i].pendingDown, !anotherFinger(than: i), edges.contains(x: at.x, y: at.y) {
                slots[i].edgePalm = true
                slots[i].palmFirst = at
                slots[i].palmTime = time
            }
        }
    }

    /// libinput's fake touches (`tp_position_fake_touches`): as many as the fingers counted beyond
    /// ``fakeFingerSlots`` while a contact touches, at the topmost touching contact. Those no longer counted lift,
    /// the last landed first; the rest follow the topmost contact; new ones land there.
    private mutating func reportFakeTouches(at time: Duration, line: Int) {
        guard let reported = fakeFingerSlots else { return }
        var top: Int?
        for i in slots.indices where slots[i].contact != nil && !slots[i].ignored && !slots[i].edgePalm {
            if let t = top, slots[t].y <= slots[i].y { continue }
            top = i
        }
        let wanted = top == nil ? 0 : max(0, fingerCount - reported)
        while fakes.count > wanted {
            let fake = fakes.removeLast()
            records.append(LogRecord(time: time, event: .touch(id: fake.contact, change: .up, location: point(fake.x, fake.y)), line: line))
        }
        guard let top else { return }
        let x = slots[top].x, y = slots[top].y
        for k in fakes.indices where fakes[k].x != x || fakes[k].y != y {
            fakes[k].x = x
            fakes[k].y = y
            records.append(LogRecord(time: time, event: .touch(id: fakes[k].contact, change: .move, location: point(x, y)), line: line))
        }
        while fakes.count < wanted {
            fakes.append(FakeTouch(contact: nextID, x: x, y: y))
            records.append(LogRecord(time: time, event: .touch(id: nextID, change: .down, location: point(x, y)), line: line))
            nextID += 1
        }
    }

    private mutating func begin(slot: Int) {
        // A new tracking id in a slot that still holds one ends the old contact.
        if slots[slot].contact != nil { end(slot: slot) }
        slots[slot].contact = nextID
        nextID += 1
        slots[slot].pendingDown = true
        slots[slot].ignored = false
    }

    private mutating func end(slot: Int) {
        guard let id = slots[slot].contact else { return }
        defer { slots[slot].pressedAsPalm = false; slots[slot].edgePalm = false }
        if slots[slot].ignored || (slots[slot].pendingDown && !countsAsTouch(slots[slot])) {
            // Not a finger's contact: it never landed, so it does not lift.
            slots[slot].contact = nil
            slots[slot].pendingDown = false
            slots[slot].ignored = false
            return
        }
        slots[slot].pendingUps.append((id: id, unreported: slots[slot].pendingDown, x: slots[slot].x, y: slots[slot].y))
        slots[slot].contact = nil
        slots[slot].pendingDown = false
    }

    private func location(_ s: Slot) -> Point {
        point(s.x, s.y)
    }

    private mutating func report(at time: Duration, line: Int) {
        // Ends first, so a slot reused within one frame lifts before it lands again.
        // A contact that began and ended within one frame still lands, then lifts.
        for i in slots.indices where !slots[i].pendingUps.isEmpty {
            for up in slots[i].pendingUps {
                let p = point(up.x, up.y)
                if up.unreported {
                    records.append(LogRecord(time: time, event: .touch(id: up.id, change: .down, location: p), line: line))
                }
                records.append(LogRecord(time: time, event: .touch(id: up.id, change: .up, location: p), line: line))
            }
            slots[i].pendingUps.removeAll()
        }
        for i in slots.indices {
            slots[i].dirty = false
            if slots[i].edgePalm {
                // Not landed yet: its down waits for its release.
                slots[i].moved = false
                continue
            }
            defer { slots[i].pendingDown = false; slots[i].moved = false }
            guard let id = slots[i].contact, !slots[i].ignored else { continue }
            let p = location(slots[i])
            if !countsAsTouch(slots[i]) {
                // A pen or a palm: it never lands, or the finger it was is cancelled.
                slots[i].ignored = true
                if !slots[i].pendingDown {
                    records.append(LogRecord(time: time, event: .touch(id: id, change: .cancel, location: p), line: line))
                }
                continue
            }
            if slots[i].pendingDown {
                if multitouch, !typeA, !(slots[i].seenX && slots[i].seenY), !slots[i].landedUnplaced {
                    // A panel that reports a tracking id and never a position (raspberrypi/linux#4749's ft5x06 does):
                    // the kernel, and so libinput, puts the contact where the slot's axes stand.
                    slots[i].landedUnplaced = true
                    warnings.append(ImportWarning(file: nil, line: line, reason: "a contact lands here though the "
                        + "recording has given its slot no \(slots[i].seenX ? "y" : slots[i].seenY ? "x" : "x or y"): it lands "
                        + "where the slot's axes stood, as the kernel reports it (a phantom touch?)"))
                }
                records.append(LogRecord(time: time, event: .touch(id: id, change: .down, location: p), line: line))
            } else if slots[i].moved {
                records.append(LogRecord(time: time, event: .touch(id: id, change: .move, location: p), line: line))
            }
        }
    }

    /// Ends contacts still down when the recording stops, so the log is complete.
    ///
    /// Hands `body` the records decoded since the last call, in order, and forgets them, so that a decoding
    /// that passes its records on as it goes holds no more than a frame's worth.
    mutating func takeRecords(_ body: (LogRecord) -> Void) {
        guard let last = records.last else { return }
        takenUpTo = last.time
        for record in records { body(record) }
        records.removeAll(keepingCapacity: true)
    }

    /// A recording can stop inside a frame, before its `SYN_REPORT`. The kernel
    /// delivers nothing of a frame until its `SYN_REPORT` (libevdev and Android
    /// apply one only then), so that frame is left out, with a warning at its first
    /// line: a contact whose down it held is dropped, since the log never saw it,
    /// and the contacts still down, or lifting in it, are cancelled where they were
    /// last reported.
    public mutating func finish() {
        let time = max(records.last?.time ?? takenUpTo ?? .zero, lastReportTime ?? .zero)
        if let line = frameLine, !dropping,
           packet.x != nil || !packets.isEmpty || slots.contains(where: { $0.moved || $0.pendingDown || !$0.pendingUps.isEmpty }) {
            warnings.append(ImportWarning(file: nil, line: line, reason: "the recording ends inside a frame: its events from "
                                          + "here on have no SYN_REPORT, so they are left out, as the kernel delivers a frame only "
                                          + "with its SYN_REPORT (was the recording cut short?)"))
        }
        frameLine = nil
        for contact in anonymous where !contact.ignored {
            records.append(LogRecord(time: time, event: .touch(id: contact.contact, change: .cancel, location: point(contact.x, contact.y))))
        }
        anonymous.removeAll()
        for fake in fakes {
            records.append(LogRecord(time: time, event: .touch(id: fake.contact, change: .cancel, location: point(fake.x, fake.y))))
        }
        fakes.removeAll()
        for i in slots.indices {
            let p = point(slots[i].reportedX, slots[i].reportedY)
            for up in slots[i].pendingUps where !up.unreported {
                records.append(LogRecord(time: time, event: .touch(id: up.id, change: .cancel, location: p)))
            }
            slots[i].pendingUps.removeAll()
            if let id = slots[i].contact, !slots[i].pendingDown, !slots[i].ignored {
                records.append(LogRecord(time: time, event: .touch(id: id, change: .cancel, location: p)))
            }
            slots[i].contact = nil
            slots[i].pendingDown = false
            slots[i].ignored = false
        }
    }
}
