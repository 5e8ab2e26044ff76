extension Response {
  /// A `200 text/event-stream` answer that stays open and carries what is sent on `stream`, with
  /// `Cache-Control: no-store` and `X-Accel-Buffering: no` (so nginx passes each event on at once).
  /// Beyond the server's ``ServerConfiguration/streamLimit`` the server answers 503 instead.
  public static func eventStream(_ stream: EventStream) -> Response {
    var response = Response(
      status: 200,
      headers: [
        ("Content-Type", "text/event-stream; charset=utf-8"), ("Cache-Control", "no-store"),
        ("X-Accel-Buffering", "no"),
      ])
    response.stream = stream
    return response
  }
}
