import DialogMotion
import DialogWeb
import HTTPServer

/// The contract's `/embed/{campaign}` query parameters (with the screen's: ``ScreenParameters``), validated: an out-of-range value is a 400
/// naming the parameter (never echoing it); unknown parameters are ignored.
struct EmbedQuery: Hashable {
  var variant: String?
  var user: String?
  /// The device, its orientation and split width, and the traits (``ScreenParameters``).
  var screen = PreviewScreen()
  /// `size=frame`: the screen fills the frame's viewport (safe area 0) instead of the device's size.
  var frameSized = false
  var autoplay = true
  var slow = 1.0
  var reducedMotion = false
  var source = "preview"
  /// A tweaked style replacing the variant's (``StyleParameter``).
  var style: DialogStyle?

  static func parse(_ request: Request) throws -> EmbedQuery {
    var query = EmbedQuery()
    if let variant = try single(request, "variant") { query.variant = variant }
    if let user = try single(request, "user") {
      query.user = try UserParameter.validated(user)
    }
    query.screen = try ScreenParameters.screen(request)
    if let size = try single(request, "size") {
      guard size == "device" || size == "frame" else { throw HTTPError(400, "size must be device or frame.") }
      query.frameSized = size == "frame"
    }
    if let autoplay = try single(request, "autoplay") {
      guard autoplay == "0" || autoplay == "1" else { throw HTTPError(400, "autoplay must be 0 or 1.") }
      query.autoplay = autoplay == "1"
    }
    if let slow = try single(request, "slow") {
      guard let value = SlowMotion.factor(slow) else { throw HTTPError(400, SlowMotion.refusal) }
      query.slow = value
    }
    if let motion = try single(request, "motion") {
      guard motion == "full" || motion == "reduce" else {
        throw HTTPError(400, "motion must be full or reduce.")
      }
      query.reducedMotion = motion == "reduce"
    }
    if let source = try single(request, "source") {
      guard source == "preview" || source == "app" else {
        throw HTTPError(400, "source must be preview or app.")
      }
      query.source = source
    }
    query.style = try StyleParameter.parse(request)
    return query
  }

  /// The value of a parameter given at most once. Names match whatever their case: the server hands
  /// query names over lower-cased (`fieldCollector`), so `textSize` arrives as `textsize`.
  static func single(_ request: Request, _ name: String) throws -> String? {
    var found: String?
    var count = 0
    for item in request.query where sameName(item.name, name) {
      count += 1
      found = item.value
    }
    guard count <= 1 else { throw HTTPError(400, "\(name) is given more than once.") }
    return found
  }

  /// Whether two parameter names are the same ignoring ASCII case (the names looked up are ASCII),
  /// compared in place: it runs for every parameter of every page request.
  static func sameName(_ given: String, _ name: String) -> Bool {
    if given == name { return true }
    guard given.utf8.count == name.utf8.count else { return false }
    func lower(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }
    return zip(given.utf8, name.utf8).allSatisfy { lower($0) == lower($1) }
  }

  /// The `transition` parameter of the QA and compare pages: present or dismiss.
  static func transition(_ request: Request) throws -> TransitionDirection? {
    guard let transition = try single(request, "transition") else { return nil }
    guard let value = TransitionDirection(rawValue: transition) else {
      throw HTTPError(400, "transition must be present or dismiss.")
    }
    return value
  }
}
