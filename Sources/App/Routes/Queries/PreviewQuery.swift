import DialogMotion
import DialogWeb
import HTTPServer

/// The `/preview/{campaign}` query: the embed's `variant`, `user`, `slow`, `motion` and screen (`device`,
/// `orientation`, `split`, `appearance`, `textSize`, `direction`: ``ScreenParameters``), plus `t`
/// (the scrub position, unslowed ms, 0…the transition's duration, checked against the variant by the
/// route, ``InstantParameter``) and `transition` (`present`, the default, or `dismiss`: which transition `t` is in). An
/// out-of-range value is a 400 naming the parameter, never echoing it.
struct PreviewQuery: Equatable {
  var variant: String?
  var user: String?
  /// The device, its orientation and split width, and the traits (``ScreenParameters``).
  var screen = PreviewScreen()
  var slow = 1.0
  var reducedMotion = false
  var t: InstantParameter?
  var transition = TransitionDirection.present
  /// The tweak panel's style, replacing the shown variant's (``StyleParameter``).
  var style: DialogStyle?

  static func parse(_ request: Request) throws -> PreviewQuery {
    var query = PreviewQuery()
    if let variant = try EmbedQuery.single(request, "variant"), !variant.isEmpty { query.variant = variant }
    if let user = try EmbedQuery.single(request, "user"), !user.isEmpty {
      query.user = try UserParameter.validated(user)
    }
    query.screen = try ScreenParameters.screen(request)
    if let slow = try EmbedQuery.single(request, "slow") {
      guard let value = SlowMotion.factor(slow) else { throw HTTPError(400, SlowMotion.refusal) }
      query.slow = value
    }
    if let motion = try EmbedQuery.single(request, "motion") {
      guard motion == "full" || motion == "reduce" else {
        throw HTTPError(400, "motion must be full or reduce.")
      }
      query.reducedMotion = motion == "reduce"
    }
    query.t = try InstantParameter.parse(request)
    if let transition = try EmbedQuery.transition(request) { query.transition = transition }
    query.style = try StyleParameter.parse(request)
    return query
  }
}
