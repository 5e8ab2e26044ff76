extension IngestOutcome {
  /// The contract's body: `{"accepted":N,"duplicates":M,"rejected":[{"index":I,"id":ID,"error":"..."}]}`,
  /// with `"id":null` for an id that was not a string, and `"error"` appended when every event was
  /// rejected (the 422 answer).
  public func json() -> String {
    var out = "{\"accepted\":\(accepted),\"duplicates\":\(duplicates),\"rejected\":["
    for (position, rejection) in rejected.enumerated() {
      if position > 0 { out += "," }
      out += "{\"index\":\(rejection.index),\"id\":"
      if let id = rejection.id { JSONText.appendQuoted(id, to: &out) } else { out += "null" }
      out += ",\"error\":"
      JSONText.appendQuoted(rejection.error.message, to: &out)
      out += "}"
    }
    out += "]"
    if everyEventRejected {
      out += ",\"error\":"
      JSONText.appendQuoted(Self.everyEventRejectedMessage, to: &out)
    }
    out += "}"
    return out
  }
}
