/// How the QA page builds an embed's URL, defined once: the parameters in order, each left out when
/// it has its default. The server writes the first URLs with it, and renders it into the page
/// (`data-embed-rule`, see ``attribute``) so `Public/qa/url-state.js` builds the next ones by the same rule.
public enum EmbedURLRule {
  /// The parameters in order, with the value at which each is left out (nil: always written).
  public static let parameters: [(name: String, omittedWhen: String?)] =
    [("variant", nil), ("device", nil)]
    + PreviewScreen.parameters.map { (name: $0.name, omittedWhen: Optional($0.omittedWhen)) }
    + [("autoplay", nil), ("slow", "1"), ("motion", "full"), ("style", ""), ("user", "")]

  /// `/embed/{campaign}?…` for these values (a parameter without a value is left out).
  public static func url(campaign: String, _ values: [String: String]) -> String {
    let pairs = parameters.compactMap { parameter -> (String, String)? in
      guard let value = values[parameter.name], value != parameter.omittedWhen else { return nil }
      return (parameter.name, value)
    }
    return "/embed/\(URLQuery.escape(campaign))?" + URLQuery.encode(pairs)
  }

  /// The rule as the page carries it: `variant device orientation=portrait split= … autoplay slow=1
  /// motion=full user=`
  /// (`name=value`: left out at that value).
  public static var attribute: String {
    parameters.map { parameter in
      parameter.omittedWhen.map { "\(parameter.name)=\($0)" } ?? parameter.name
    }
    .joined(separator: " ")
  }
}
