import TesseraGeometry
import TesseraGestures
import TesseraSimulator

/// What a replay did over time, recorded on its virtual clock for the trace viewer
/// (``TraceHTML``): every recognizer state change with its values, the touches as tracks, the
/// layout's invalidations and passes, batch updates and other input, the state as it changed,
/// and a filmstrip of small frames at the moments that matter.
///
/// A trace is bounded whatever the log's length (``Limits``): past a limit, the recorder thins
/// what it holds (every other routine entry goes, the entries that mark a change stay) and
/// says so in ``notes``, so a soak of millions of events still gives a file of a few megabytes.
public struct ReplayTrace: Sendable {
    /// How much a trace holds at most, and how small its frames are.
    public struct Limits: Sendable {
        /// Filmstrip frames: at most 120, each a PNG of at most ``thumbnailSide`` pixels a side.
        public var frames = 120
        /// The longest side of a filmstrip frame, in pixels: the frame is scaled down by a whole factor to fit.
        public var thumbnailSide = 240
        /// The filmstrip's PNG bytes in all: 3 MB (4 MB in the page, as base64), thinned like ``frames`` past it.
        public var frameBytes = 3_000_000
        /// Recognizer state changes; `changed` ones are thinned first.
        public var reports = 20_000
        /// Touch positions over all tracks; each track keeps its first and last.
        public var touchSamples = 20_000
        /// Layout, batch-update and input events; layout passes are thinned first.
        public var events = 5_000
        /// State samples; those that only scrolled are thinned first.
        public var states = 5_000
        /// Scenes with more items than this keep no item identities in their state samples (only counts).
        public var itemsPerState = 10_000

        /// The documented limits.
        public init() {}
    }

    /// One finger from landing to lifting, at most one position a half frame.
    public struct TouchTrack: Sendable {
        /// One position of the finger.
        public struct Sample: Sendable {
            /// When, on the replay's clock.
            public var time: Duration
            /// Where, in window points.
            public var location: Point
        }
        /// The touch's id in the log (ids are reused after a lift; each landing is a track of its own).
        public var id: Int
        /// The positions, in time order: the landing first, the lift (or cancel) last.
        public var samples: [Sample]
        /// How the track ended: `ended` (lifted), `cancelled`, or nil while it was still down at the end.
        public var end: Touch.Phase?
    }

    /// Something the layout, the data or the input did at a moment.
    public struct Event: Sendable {
        /// What kind of event.
        public enum Kind: String, Sendable {
            /// The layout was invalidated (``Event/text`` names the context).
            case invalidation
            /// A layout pass ran `prepare()` (lazily, after one or more invalidations).
            case prepare
            /// The scene switched layouts.
            case layoutSwitch
            /// A batch update was applied (``Event/text`` lists its update items).
            case batchUpdate
            /// A key, a wheel step or a resize.
            case input
        }
        /// When, on the replay's clock.
        public var time: Duration
        /// What kind of event it is.
        public var kind: Kind
        /// A short description, such as `delete item [0, 3]` or `flow → circle`.
        public var text: String
    }

    /// The replay's state from a moment on.
    public struct StateSample: Sendable {
        /// When the state was reached (sampled after input and after frames).
        public var time: Duration
        /// The state; its `SimulationState.items` are empty when ``hasItems`` is false.
        public var state: SimulationState
        /// Whether the sample holds the item identities (false for scenes past ``Limits/itemsPerState``).
        public var hasItems: Bool
        /// How many items the scene had.
        public var itemCount: Int
    }

    /// One filmstrip frame.
    public struct Frame: Sendable {
        /// The moment it shows.
        public var time: Duration
        /// Why it was taken: `start`, `pinch began`, `batch update`, `frame` (a routine one), `end`.
        public var reason: String
        /// The frame as a PNG, scaled down by ``scale``.
        public var png: [UInt8]
        /// How many window points one pixel of the PNG stands for.
        public var scale: Int
    }

    /// The window size at the start, in points.
    public var size: Size
    /// When the replay ended, after settling.
    public var duration: Duration
    /// Every recognizer state change kept, in order.
    public var reports: [GestureReport]
    /// The touches, in the order they landed.
    public var touches: [TouchTrack]
    /// Layout, update and input events, in time order.
    public var events: [Event]
    /// The state over time: a sample whenever it changed, the last one the final state.
    public var states: [StateSample]
    /// The filmstrip, in time order; the last frame is the end.
    public var frames: [Frame]
    /// What the limits thinned or dropped, one sentence each; empty when nothing was.
    public var notes: [String]
}
