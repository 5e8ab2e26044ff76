/// Routes requests by method and path pattern. Unknown paths go to the fallback (404 by default);
/// a known path with another method answers 405 with `Allow`. `HEAD` is served by `GET` routes.
public struct Router: HTTPHandler {
  struct Route: Sendable {
    let method: String
    let pattern: RoutePattern
    let handler: any HTTPHandler
  }

  private var routes: [Route] = []
  /// A route path without parameters or escapes: its decoded segments and the indices, in order, of
  /// every route whose pattern matches them (its own and any parameterized one that also matches).
  struct LiteralPath: Sendable {
    var segments: [String]
    var candidates: [Int]
  }

  /// Every literal route path, by that path as written (`/api/events` → `["api", "events"]`): a request
  /// for exactly such a path skips percent-decoding and splitting (a third of the router's cost per
  /// request) and is matched against its candidates only, in route order, which is what matching every
  /// route finds (the others can't match those segments): no `RoutePattern.match` and `Route` copy for
  /// each route before it (~1,000 instructions for `POST /api/events`, callgrind).
  private var literalPaths: [String: LiteralPath] = [:]
  /// The routes by shape: how many segments, and the first one when it is a literal (nil: a parameter).
  /// A path is matched against the routes of its two shapes only, in route order: no other route can
  /// match it (a pattern matches only paths of its own length, and a literal first segment only itself).
  struct Shape: Hashable, Sendable {
    var count: Int
    var first: String?
  }
  private var shapes: [Shape: [Int]] = [:]
  /// Renders the router's own errors (400, 404, 405) and what the closures of ``add(_:_:_:)-(_,_,(Request)->Response)`` throw.
  public let errors: ErrorRenderer
  /// Called for paths no route matches (static files); nil answers 404.
  public var fallback: (any HTTPHandler)?

  /// When set, told every request's route label and answer status (for request metrics): the matched
  /// pattern, `method_not_allowed`, `static` (the fallback) or `malformed`. Labels stay bounded whatever
  /// paths clients send. Matching here saves a second match per request in a wrapper.
  public var onAnswer: (@Sendable (_ route: String, _ status: Int) -> Void)?

  /// Creates an empty router whose errors `errors` renders.
  public init(errors: ErrorRenderer = .plainText) { self.errors = errors }

  /// Adds a route.
  public mutating func add(_ method: String, _ pattern: String, _ handler: any HTTPHandler) {
    let routePattern = RoutePattern(pattern)
    routes.append(Route(method: method, pattern: routePattern, handler: handler))
    let index = routes.count - 1
    shapes[routePattern.shape, default: []].append(index)
    for path in literalPaths.keys where routePattern.match(literalPaths[path]!.segments) != nil {
      literalPaths[path]!.candidates.append(index)
    }
    // Only where decoding the path as written gives exactly the literal segments (no escapes, no `.`).
    if literalPaths[pattern] == nil, let segments = routePattern.literalSegments,
      PathDecoding.segments(of: pattern) == segments
    {
      literalPaths[pattern] = LiteralPath(
        segments: segments, candidates: routes.indices.filter { routes[$0].pattern.match(segments) != nil })
    }
  }

  /// Adds a route answered synchronously by a closure.
  public mutating func add(
    _ method: String, _ pattern: String, _ body: @escaping @Sendable (Request) throws -> Response
  ) {
    add(method, pattern, SyncHandler(errors: errors, body))
  }

  /// Every registered (method, pattern) pair, for documentation checks.
  public var registeredRoutes: [(method: String, pattern: String)] {
    routes.map { ($0.method, $0.pattern.description) }
  }

  /// The outcome of matching a request.
  public enum Match {
    case found(any HTTPHandler, [String: String], pattern: String)
    case methodNotAllowed(allow: [String])
    case notFound
  }

  /// Matches a method and decoded path segments.
  public func match(method: String, segments: [String]) -> Match {
    let wild = shapes[Shape(count: segments.count, first: nil)] ?? []
    guard let first = segments.first, let literal = shapes[Shape(count: segments.count, first: first)] else {
      return match(method: method, segments: segments, among: wild)
    }
    if wild.isEmpty { return match(method: method, segments: segments, among: literal) }
    return match(method: method, segments: segments, among: (literal + wild).sorted())
  }

  /// Matches against the routes at `indices` (in route order).
  private func match(method: String, segments: [String], among indices: some Sequence<Int>) -> Match {
    var allowed: [String] = []
    let lookup = method == "HEAD" ? "GET" : method
    // By index: binding each `Route` copied it (retains of its strings and handler) for every route tried.
    for index in indices {
      guard let parameters = routes[index].pattern.match(segments) else { continue }
      if routes[index].method == lookup {
        return .found(routes[index].handler, parameters, pattern: routes[index].pattern.description)
      }
      allowed.append(routes[index].method)
    }
    if allowed.isEmpty { return .notFound }
    if allowed.contains("GET") { allowed.append("HEAD") }
    return .methodNotAllowed(allow: Array(Set(allowed)).sorted())
  }

  public func handle(_ request: Request, reply: @escaping @Sendable (Response) -> Void) {
    let onAnswer = self.onAnswer
    func labeled(_ route: String) -> @Sendable (Response) -> Void {
      guard let onAnswer else { return reply }
      return { response in
        onAnswer(route, response.status)
        reply(response)
      }
    }
    let found: Match
    if let literal = literalPaths[request.rawPath] {
      found = match(method: request.method, segments: literal.segments, among: literal.candidates)
    } else if let segments = request.pathSegments {
      found = match(method: request.method, segments: segments)
    } else {
      let reply = labeled("malformed")
      reply(errors.response(for: HTTPError(400, "The request path is malformed."), request: request))
      return
    }
    switch found {
    case .found(let handler, let parameters, let pattern):
      guard !parameters.isEmpty || !request.pathParameters.isEmpty else {
        handler.handle(request, reply: labeled(pattern))  // nothing to set: no copy of the request
        return
      }
      var request = request
      request.pathParameters = parameters
      handler.handle(request, reply: labeled(pattern))
    case .methodNotAllowed(let allow):
      let reply = labeled("method_not_allowed")
      let error = HTTPError(
        405, "This path does not accept \(request.method); it accepts \(allow.joined(separator: ", ")).",
        headers: ["Allow": allow.joined(separator: ", ")])
      reply(errors.response(for: error, request: request))
    case .notFound:
      let reply = labeled("static")
      guard let fallback else {
        reply(errors.response(for: HTTPError(404, "Nothing is here."), request: request))
        return
      }
      fallback.handle(request, reply: reply)
    }
  }
}
