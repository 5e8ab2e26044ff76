// libFuzzer target: what `POST /api/events` runs on a body (EventDecoder: UTF-8 check, JSON, single
// event or batch, every field's rule) and the answer body built from it (IngestOutcome.json()).
//
// Beyond "no crash", every input is checked against the contract (shared docs api.md "Events") with
// code written independently of the decoder's, so a logic bug is a crash too:
// - a body is refused (400) exactly when it is not an object, or its `events` is not an array of 1–500;
// - accepted + rejected = the number of events sent; rejections by increasing, distinct index;
// - every accepted event obeys every field rule and equals what the body said;
// - an accepted event written back as JSON decodes to the same event;
// - the answer body is JSON a client can parse, with the same counts, indexes, ids and messages.
import Analytics
import Foundation

/// The shipped campaigns (Resources/Campaigns) as a catalog.
let catalog = StaticVariantCatalog([
  "app-update": ["A"], "new-feature": ["A"], "refer-a-friend": ["A"], "summer-sale": ["A", "B"],
  "weekend-flash-sale": ["A"], "welcome-back": ["A"],
])
/// A fixed clock (2025-11-29T07:06:40Z), so results do not depend on when the fuzzer runs.
let now: Int64 = 1_764_400_000_000
let decoder = EventDecoder(catalog: catalog, now: { now })

/// Crashes with `message` when `condition` is false: libFuzzer then keeps the input.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition {
    FileHandle.standardError.write(Data("invariant broken: \(message())\n".utf8))
    abort()
  }
}

/// `value` unless it is absent or JSON null.
func present(_ value: Any?) -> Any? {
  guard let value, !(value is NSNull) else { return nil }
  return value
}

/// The id rule, written over Unicode scalars (the decoder's goes over UTF-8 bytes).
func isContractID(_ id: String) -> Bool {
  let scalars = Array(id.unicodeScalars)
  return (8...64).contains(scalars.count)
    && scalars.allSatisfy {
      ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
        || $0 == "-"
    }
}

/// Checks one accepted event against the object it came from.
func checkAccepted(_ event: Event, from item: Any) {
  guard let fields = item as? [String: Any] else {
    return require(false, "an accepted event was not an object")
  }
  require(isContractID(event.id), "accepted an invalid id \(event.id.debugDescription)")
  require(present(fields["id"]) as? String == event.id, "the accepted id differs from the body's")
  let variants = catalog.variantIDs(ofCampaign: event.campaign)
  require(variants?.contains(event.variant) == true, "accepted an unknown campaign or variant")
  require(present(fields["campaign"]) as? String == event.campaign, "the campaign differs from the body's")
  require(present(fields["variant"]) as? String == event.variant, "the variant differs from the body's")
  require(present(fields["type"]) as? String == event.type.rawValue, "the type differs from the body's")
  let sentTrigger = present(fields["trigger"]) as? String
  switch event.type {
  case .impression:
    require(event.trigger == nil && present(fields["trigger"]) == nil, "an impression kept a trigger")
  case .tap:
    require(
      event.trigger == .banner && (sentTrigger ?? "banner") == "banner", "a tap's trigger is not banner")
  case .close:
    let allowed = ["close_button", "overlay", "button", "escape", "programmatic"]
    require(event.trigger.map { allowed.contains($0.rawValue) } == true, "a close without a valid trigger")
    require(sentTrigger == event.trigger?.rawValue, "the close trigger differs from the body's")
  }
  require(present(fields["user"]) as? String == event.user, "the user differs from the body's")
  require((event.user?.unicodeScalars.count ?? 0) <= 128, "accepted a user over 128 scalars")
  require(
    event.source.rawValue == (present(fields["source"]) as? String ?? "app"),
    "the source differs from the body's")
  if let ts = event.ts {
    require((1_577_836_800_000...(now + 86_400_000)).contains(ts), "accepted ts \(ts) out of range")
    require((present(fields["ts"]) as? NSNumber)?.int64Value == ts, "ts differs from the body's")
  } else {
    require(present(fields["ts"]) == nil, "dropped a ts the body had")
  }
  require(event.receivedAt == now, "receivedAt is not the server's clock")
  // The delivery ledger's fields: kept exactly as sent, within their rules, `seq` only with `install`.
  require(present(fields["install"]) as? String == event.install, "the install differs from the body's")
  if let install = event.install {
    require(
      (1...64).contains(install.utf8.count) && install.utf8.allSatisfy { (0x21...0x7E).contains($0) },
      "accepted an invalid install \(install.debugDescription)")
  }
  if let seq = event.seq {
    require(event.install != nil, "accepted a seq without an install")
    require((1...9_007_199_254_740_991).contains(seq), "accepted seq \(seq) out of range")
    require((present(fields["seq"]) as? NSNumber)?.int64Value == seq, "seq differs from the body's")
  } else {
    require(present(fields["seq"]) == nil, "dropped a seq the body had")
  }
  require(
    present(fields["app_version"]) as? String == event.appVersion, "the app_version differs from the body's")
  if let version = event.appVersion {
    require(
      (1...32).contains(version.unicodeScalars.count)
        && !version.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
      "accepted an invalid app_version \(version.debugDescription)")
  }
}

/// Writes `event` back as a JSON body the way a client would.
func body(of event: Event) -> [UInt8] {
  var fields: [String: Any] = [
    "id": event.id, "campaign": event.campaign, "variant": event.variant, "type": event.type.rawValue,
    "source": event.source.rawValue,
  ]
  if let trigger = event.trigger { fields["trigger"] = trigger.rawValue }
  if let user = event.user { fields["user"] = user }
  if let ts = event.ts { fields["ts"] = NSNumber(value: ts) }
  if let install = event.install { fields["install"] = install }
  if let seq = event.seq { fields["seq"] = NSNumber(value: seq) }
  if let version = event.appVersion { fields["app_version"] = version }
  guard let data = try? JSONSerialization.data(withJSONObject: fields) else {
    require(false, "an accepted event can't be written as JSON")
    return []
  }
  return Array(data)
}

/// Checks the answer body against the decoding it reports.
func checkAnswer(_ decoded: DecodedEvents) {
  let outcome = IngestOutcome(
    decoded: decoded, write: InsertResult(isDuplicate: decoded.events.map { _ in false }))
  let text = outcome.json()
  guard let answer = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else {
    return require(false, "the answer body is not a JSON object: \(text)")
  }
  require((answer["accepted"] as? NSNumber)?.intValue == decoded.events.count, "accepted count in the answer")
  require((answer["duplicates"] as? NSNumber)?.intValue == 0, "duplicates count in the answer")
  let rejected = answer["rejected"] as? [[String: Any]] ?? []
  require(rejected.count == decoded.rejected.count, "rejected count in the answer")
  for (written, rejection) in zip(rejected, decoded.rejected) {
    require((written["index"] as? NSNumber)?.intValue == rejection.index, "rejected index in the answer")
    if let id = rejection.id {
      require(written["id"] as? String == id, "rejected id \(id.debugDescription) not echoed exactly")
    } else {
      require(written["id"] is NSNull, "a non-string id was not answered as null")
    }
    require(written["error"] as? String == rejection.error.message, "rejection message in the answer")
  }
  require((answer["error"] != nil) == decoded.events.isEmpty, "the 422 error sentence")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvents(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = count == 0 ? [] : Array(UnsafeBufferPointer(start: start, count: count))
  // What the body should be, read independently of the decoder (same JSON parser, not the same checks).
  var items: [Any]? = nil
  if !bytes.contains(0), String(validating: bytes, as: UTF8.self) != nil,
    let object = (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]))
      as? [String: Any]
  {
    if let batch = object["events"] {
      if let array = batch as? [Any], (1...500).contains(array.count) { items = array }
    } else {
      items = [object]
    }
  }
  let decoded: DecodedEvents
  do {
    decoded = try decoder.decode(bytes)
  } catch {
    require(items == nil, "refused a well-formed body: \(error.kind)")
    require(!error.message.isEmpty, "a 400 without a sentence")
    return 0
  }
  guard let items else {
    require(false, "decoded a body that is not an event or a batch of 1–500")
    return 0
  }
  require(decoded.count == items.count, "accepted + rejected = \(decoded.count), sent \(items.count)")
  let rejectedIndexes = decoded.rejected.map(\.index)
  require(zip(rejectedIndexes, rejectedIndexes.dropFirst()).allSatisfy { $0 < $1 }, "rejections out of order")
  require(rejectedIndexes.allSatisfy { items.indices.contains($0) }, "a rejection index out of range")
  let acceptedIndexes = items.indices.filter { !rejectedIndexes.contains($0) }
  for (event, index) in zip(decoded.events, acceptedIndexes) {
    checkAccepted(event, from: items[index])
    let again = try? decoder.decode(body(of: event))
    require(
      again?.events == [event] && again?.rejected.isEmpty == true,
      "an accepted event does not round-trip: \(event)")
  }
  for rejection in decoded.rejected {
    require(!rejection.error.message.isEmpty, "a rejection without a sentence")
  }
  checkAnswer(decoded)
  return 0
}
