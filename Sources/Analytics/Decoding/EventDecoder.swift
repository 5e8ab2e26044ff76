import Foundation

/// Turns a `POST /api/events` body into validated events and per-event rejections.
///
/// The body is one event object or `{"events":[...]}` with 1–500 events. Parsing is `EventJSONFastPath`
/// for plain bodies (typed values that read like Foundation's), else Foundation's `JSONSerialization`;
/// everything after it is this module's own code, which never traps on any input.
///
/// ```swift
/// let decoder = EventDecoder(catalog: campaigns)
/// let decoded = try decoder.decode(body)        // EventBodyError → 400
/// writer.submit(decoded.events) { result in … } // then IngestOutcome(decoded:write:)
/// ```
public struct EventDecoder: Sendable {
  /// The campaigns and variants events may name.
  public let catalog: any VariantCatalog
  /// The server's clock, epoch milliseconds: stamps `receivedAt` and bounds `ts`.
  public let now: @Sendable () -> Int64

  /// Creates a decoder checking campaigns against `catalog`, with `now` as the server's clock.
  public init(catalog: any VariantCatalog, now: @escaping @Sendable () -> Int64 = EventDecoder.systemNow) {
    self.catalog = catalog
    self.now = now
  }

  /// The system clock in epoch milliseconds.
  @Sendable public static func systemNow() -> Int64 {
    Int64((Date().timeIntervalSince1970 * 1000).rounded(.down))
  }

  /// Decodes and validates a request body; every event gets the same `receivedAt`.
  ///
  /// Throws only for a body that is not an event or batch at all; invalid events come back in
  /// ``DecodedEvents/rejected``.
  public func decode(_ body: some Collection<UInt8>) throws(EventBodyError) -> DecodedEvents {
    // JSON is UTF-8 (RFC 8259). Foundation would also guess UTF-16/32 from NUL bytes and BOMs; a raw NUL
    // is never valid JSON, so refusing it and invalid UTF-8 here keeps the guess from ever happening.
    // The checks run on contiguous bytes when the collection has them (a request body always does): the
    // generic per-element path was a tenth of the batch ingest profile.
    // The plain shape of almost every body is parsed by `EventJSONFastPath` into typed values that
    // validation reads exactly as it reads `JSONSerialization`'s; anything else goes to `JSONSerialization`.
    let data: Data
    if let checked = body.withContiguousStorageIfAvailable({ bytes -> (Data?, EventJSONObject?)? in
      guard let base = bytes.baseAddress else { return (Data(), nil) }
      guard Self.isASCIIWithoutNUL(bytes) || (memchr(base, 0, bytes.count) == nil && Self.isUTF8(bytes))
      else {
        return nil
      }
      if let parsed = EventJSONFastPath.parse(bytes) { return (nil, parsed) }
      return (Data(buffer: bytes), nil)
    }) {
      guard let checked else { throw EventBodyError(.invalidJSON, "The body is not valid UTF-8 JSON.") }
      if let parsed = checked.1 { return try decode(parsed: parsed, receivedAt: now()) }
      data = checked.0 ?? Data()
    } else {
      guard !body.contains(0), String(validating: body, as: UTF8.self) != nil else {
        throw EventBodyError(.invalidJSON, "The body is not valid UTF-8 JSON.")
      }
      data = Data(body)
    }
    let parsed: Any
    do {
      parsed = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      throw EventBodyError(.invalidJSON, "The body is not valid JSON.")
    }
    return try decode(jsonObject: parsed, receivedAt: now())
  }

  /// Whether every byte is ASCII and not NUL: the usual body, valid UTF-8 without building a `String`
  /// (`String(validating:)` allocated a copy of every body just to check it).
  static func isASCIIWithoutNUL(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    // Eight bytes at a time: a word with no byte ≥ 0x80 and no zero byte.
    while index + 8 <= bytes.count {
      let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
      let high: UInt64 = 0x8080_8080_8080_8080
      let zeroByte = (word &- 0x0101_0101_0101_0101) & ~word & high
      if word & high != 0 || zeroByte != 0 { return false }
      index += 8
    }
    while index < bytes.count {
      if bytes[index] == 0 || bytes[index] >= 0x80 { return false }
      index += 1
    }
    return true
  }

  private static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    String(validating: bytes, as: UTF8.self) != nil
  }

  /// Validates a body the fast path parsed: the same checks, in the same order, as
  /// ``decode(jsonObject:receivedAt:)`` makes on what Foundation builds for that text.
  func decode(parsed object: EventJSONObject, receivedAt: Int64) throws(EventBodyError) -> DecodedEvents {
    guard let batch = object["events"] else {
      // One event, validated as the loop below validates an item, without a one-element array to loop
      // over (an allocation and the generic loop, ~400 instructions per single-event request).
      switch Event.validated(fields: object, catalog: catalog, receivedAt: receivedAt) {
      case .success(let event):
        return DecodedEvents(events: [event], rejected: [])
      case .failure(let error):
        return DecodedEvents(
          events: [], rejected: [RejectedEvent(index: 0, id: Self.id(of: object), error: error)])
      }
    }
    // The fast path reads `events` only as an array of objects (anything else goes to Foundation).
    guard case .events(let items) = batch else {
      throw EventBodyError(.notAnEventOrBatch, "events must be an array of event objects.")
    }
    try Self.checkBatchSize(items.count)
    return validate(items, receivedAt: receivedAt)
  }

  /// Validates a body already parsed by `JSONSerialization` (the part worth fuzzing).
  public func decode(jsonObject: Any, receivedAt: Int64) throws(EventBodyError) -> DecodedEvents {
    guard let object = jsonObject as? [String: Any] else {
      throw EventBodyError(.notAnEventOrBatch, "The body must be an event object or {\"events\": [...]}.")
    }
    guard let batch = object["events"] else {
      return validate([object], receivedAt: receivedAt)
    }
    guard let items = batch as? [Any] else {
      throw EventBodyError(.notAnEventOrBatch, "events must be an array of event objects.")
    }
    try Self.checkBatchSize(items.count)
    return validate(items, receivedAt: receivedAt)
  }

  private static func checkBatchSize(_ count: Int) throws(EventBodyError) {
    guard count > 0 else {
      throw EventBodyError(.emptyBatch, "events must hold at least one event.")
    }
    guard count <= Event.maxBatchSize else {
      throw EventBodyError(.tooManyEvents, "events must hold at most \(Event.maxBatchSize) events.")
    }
  }

  /// Validates every item in order: the valid events to store, the others rejected with their index
  /// and their `id` when it is a string.
  private func validate<Item>(
    _ items: [Item], validated: (Item) -> Result<Event, EventValidationError>, id: (Item) -> String?
  ) -> DecodedEvents {
    var decoded = DecodedEvents(events: [], rejected: [])
    decoded.events.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      switch validated(item) {
      case .success(let event):
        decoded.events.append(event)
      case .failure(let error):
        decoded.rejected.append(RejectedEvent(index: index, id: id(item), error: error))
      }
    }
    return decoded
  }

  private func validate(_ items: [EventJSONObject], receivedAt: Int64) -> DecodedEvents {
    validate(
      items, validated: { Event.validated(fields: $0, catalog: catalog, receivedAt: receivedAt) },
      id: Self.id(of:))
  }

  /// A rejected event's `id` when it is a string.
  private static func id(of object: EventJSONObject) -> String? {
    if case .string(let id) = object.eventField("id") { id } else { nil }
  }

  private func validate(_ items: [Any], receivedAt: Int64) -> DecodedEvents {
    validate(
      items, validated: { Event.validated($0, catalog: catalog, receivedAt: receivedAt) },
      id: { ($0 as? [String: Any])?["id"] as? String })
  }
}
