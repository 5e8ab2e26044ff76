import DialogMotion
import DialogWeb
import HTTPServer

/// The `/compare/{campaign}` query: which frames (`variants`, `devices`, and with `style` the file's
/// version of each beside the tweaked one), every frame's screen (`orientation`, `split` for its iPads,
/// `appearance`, `textSize`, `direction`: ``ScreenParameters``) and the one set of controls (`slow`, `t`,
/// `transition`).
/// An out-of-range value is a 400 naming the parameter, never echoing it; an unknown variant is the
/// route's 404.
struct CompareQuery: Equatable {
  /// The variants named, in order (nil: every variant of the campaign).
  var variants: [String]?
  var devices = [DeviceModel.standard]
  /// Every frame's orientation, split width (its iPads') and traits (``ScreenParameters``).
  var orientation = DeviceOrientation.portrait
  var split: Double?
  var traits = DialogTraits.standard
  var slow = 1.0
  /// The instant every frame is frozen at, unslowed ms into `transition` (checked by the route against
  /// the longest transition shown); nil while playing.
  var t: InstantParameter?
  var transition = TransitionDirection.present
  /// A tweaked style shown beside each variant's own (``StyleParameter``).
  var style: DialogStyle?

  /// The most frames one view shows.
  static let maximumFrames = 8

  static func parse(_ request: Request) throws -> CompareQuery {
    var query = CompareQuery()
    if let text = try EmbedQuery.single(request, "variants"), !text.isEmpty {
      let ids = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard ids.allSatisfy({ !$0.isEmpty }) else {
        throw HTTPError(400, "variants must be variant ids separated by commas, none empty.")
      }
      guard Set(ids).count == ids.count else {
        throw HTTPError(400, "variants names a variant more than once.")
      }
      query.variants = ids
    }
    if let text = try EmbedQuery.single(request, "devices"), !text.isEmpty {
      let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      let devices = names.compactMap(DeviceModel.init(rawValue:))
      guard devices.count == names.count, Set(devices).count == devices.count else {
        throw HTTPError(
          400,
          "devices must be different ones of \(DeviceModel.names), separated by commas."
        )
      }
      query.devices = devices
    }
    (query.orientation, query.split, query.traits) = try ScreenParameters.parse(
      request, devices: query.devices)
    if let slow = try EmbedQuery.single(request, "slow") {
      guard let value = SlowMotion.factor(slow) else { throw HTTPError(400, SlowMotion.refusal) }
      query.slow = value
    }
    query.t = try InstantParameter.parse(request)
    if let transition = try EmbedQuery.transition(request) { query.transition = transition }
    query.style = try StyleParameter.parse(request)
    return query
  }
}
