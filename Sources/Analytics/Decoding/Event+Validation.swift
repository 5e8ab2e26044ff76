import Foundation

extension Event {
  /// Validates one event as parsed by `JSONSerialization` against every rule of the contract.
  ///
  /// Returns the first rule the event breaks. JSON `null` counts as absent. Fields the contract doesn't
  /// name are ignored. Never traps, whatever `object` is.
  public static func validated(
    _ object: Any, catalog: any VariantCatalog, receivedAt: Int64
  ) -> Result<Event, EventValidationError> {
    guard let fields = object as? [String: Any] else {
      return .failure(EventValidationError(field: nil, message: "The event must be a JSON object."))
    }
    return validated(fields: fields, catalog: catalog, receivedAt: receivedAt)
  }

  /// Validates one event object, parsed by either parser (see ``EventFieldLookup``).
  static func validated(
    fields: some EventFieldLookup, catalog: any VariantCatalog, receivedAt: Int64
  ) -> Result<Event, EventValidationError> {
    do throws(EventValidationError) {
      let id = try requiredString(fields, "id")
      guard isValidID(id) else {
        throw EventValidationError(
          field: "id", message: "id must be 8 to 64 characters from A-Z, a-z, 0-9, '_' and '-'.")
      }
      let campaign = try requiredString(fields, "campaign")
      guard let variants = catalog.variantIDs(ofCampaign: campaign) else {
        throw EventValidationError(field: "campaign", message: "campaign is not a known campaign.")
      }
      let variant = try requiredString(fields, "variant")
      guard variants.contains(variant) else {
        throw EventValidationError(
          field: "variant",
          message: "variant must be one of the campaign's variants: \(variants.joined(separator: ", ")).")
      }
      let typeName = try requiredString(fields, "type")
      guard let type = EventType(rawValue: typeName) else {
        throw EventValidationError(field: "type", message: "type must be one of impression, tap or close.")
      }
      let trigger = try validatedTrigger(optionalString(fields, "trigger"), for: type)
      let user = try optionalString(fields, "user")
      if let user, user.unicodeScalars.count > maxUserScalars {
        throw EventValidationError(
          field: "user", message: "user must be at most \(maxUserScalars) Unicode scalars.")
      }
      let source = try validatedSource(optionalString(fields, "source"))
      let ts = try validatedTimestamp(fields.eventField("ts"), receivedAt: receivedAt)
      let install = try validatedInstall(optionalString(fields, "install"))
      let seq = try validatedSeq(fields.eventField("seq"), install: install)
      let appVersion = try validatedAppVersion(optionalString(fields, "app_version"))
      let device = try validatedDevice(optionalString(fields, "device"))
      return .success(
        Event(
          id: id, campaign: campaign, variant: variant, type: type, trigger: trigger, user: user,
          source: source, ts: ts, receivedAt: receivedAt, install: install, seq: seq, appVersion: appVersion,
          device: device))
    } catch {
      return .failure(error)
    }
  }

  /// Whether `id` is 8–64 characters of `[A-Za-z0-9_-]`.
  public static func isValidID(_ id: String) -> Bool {
    var id = id
    // Over the contiguous bytes: `allSatisfy` on the `UTF8View` was ~850 instructions per event.
    return id.withUTF8 { bytes in
      guard idLength.contains(bytes.count) else { return false }
      for byte in bytes {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
          continue
        default: return false
        }
      }
      return true
    }
  }

  private static func requiredString(_ fields: some EventFieldLookup, _ name: String)
    throws(EventValidationError)
    -> String
  {
    guard let string = try optionalString(fields, name) else {
      throw EventValidationError(field: name, message: "\(name) is required.")
    }
    return string
  }

  private static func optionalString(_ fields: some EventFieldLookup, _ name: String)
    throws(EventValidationError)
    -> String?
  {
    switch fields.eventField(name) {
    case .absent: return nil
    case .string(let string): return string
    case .nonString: throw EventValidationError(field: name, message: "\(name) must be a string.")
    }
  }

  private static func validatedTrigger(_ name: String?, for type: EventType) throws(EventValidationError)
    -> EventTrigger?
  {
    switch type {
    case .impression:
      guard name == nil else {
        throw EventValidationError(field: "trigger", message: "trigger must be absent for an impression.")
      }
      return nil
    case .tap:
      guard let name else { return .banner }
      guard name == EventTrigger.banner.rawValue else {
        throw EventValidationError(field: "trigger", message: "trigger of a tap must be banner.")
      }
      return .banner
    case .close:
      let allowed = "close_button, overlay, button, escape or programmatic"
      guard let name else {
        throw EventValidationError(field: "trigger", message: "trigger is required for a close: \(allowed).")
      }
      guard let trigger = EventTrigger(rawValue: name), EventTrigger.closeTriggers.contains(trigger) else {
        throw EventValidationError(field: "trigger", message: "trigger of a close must be one of \(allowed).")
      }
      return trigger
    }
  }

  private static func validatedSource(_ name: String?) throws(EventValidationError) -> EventSource {
    guard let name else { return .app }
    guard let source = EventSource(rawValue: name) else {
      throw EventValidationError(field: "source", message: "source must be app or preview.")
    }
    return source
  }

  private static func validatedTimestamp(_ field: EventField, receivedAt: Int64) throws(EventValidationError)
    -> Int64?
  {
    let reading: JSONInteger
    switch field {
    case .absent: return nil
    case .string: reading = .notAnInteger
    case .nonString(let integer): reading = integer
    }
    let range = earliestTimestamp...(receivedAt &+ maxClockAhead)
    let sentence =
      "ts must be in epoch milliseconds, between 2020-01-01T00:00:00Z and 24 hours after the server's time"
    let outOfRange = EventValidationError(field: "ts", message: sentence + ".")
    switch reading {
    case .integer(let ms):
      guard range.contains(ms) else {
        // Seconds are the usual mistake (Date().timeIntervalSince1970 without × 1000): say so.
        let (scaled, overflow) = ms.multipliedReportingOverflow(by: 1000)
        guard !overflow, range.contains(scaled) else { throw outOfRange }
        throw EventValidationError(
          field: "ts", message: sentence + "; \(ms) looks like seconds: send \(scaled).")
      }
      return ms
    case .outOfInt64:
      throw outOfRange
    case .notAnInteger:
      throw EventValidationError(
        field: "ts", message: "ts must be an integer of epoch milliseconds, without fraction or exponent.")
    }
  }

  /// `install`: 1–64 printable ASCII characters without spaces (`!` … `~`), which a UUID is.
  private static func validatedInstall(_ install: String?) throws(EventValidationError) -> String? {
    guard var install else { return nil }
    let valid = install.withUTF8 { bytes in
      installLength.contains(bytes.count) && bytes.allSatisfy { (0x21...0x7E).contains($0) }
    }
    guard valid else {
      throw EventValidationError(
        field: "install",
        message: "install must be 1 to 64 printable ASCII characters without spaces, such as a UUID.")
    }
    return install
  }

  /// `seq`: an integer 1 … 2⁵³ − 1, only with an `install` (the numbers count one install's events).
  private static func validatedSeq(_ field: EventField, install: String?) throws(EventValidationError)
    -> Int64?
  {
    let reading: JSONInteger
    switch field {
    case .absent: return nil
    case .string: reading = .notAnInteger
    case .nonString(let integer): reading = integer
    }
    guard case .integer(let seq) = reading, seqRange.contains(seq) else {
      throw EventValidationError(
        field: "seq",
        message: "seq must be an integer from 1 to 9007199254740991 (2^53 - 1), without fraction or exponent."
      )
    }
    guard install != nil else {
      throw EventValidationError(
        field: "seq", message: "seq needs install: a sequence number counts the events of one install.")
    }
    return seq
  }

  /// `device`: one of the contract's device classes.
  private static func validatedDevice(_ name: String?) throws(EventValidationError) -> EventDevice? {
    guard let name else { return nil }
    guard let device = EventDevice(rawValue: name) else {
      throw EventValidationError(
        field: "device", message: "device must be one of phone, tablet, desktop or other.")
    }
    return device
  }

  /// `app_version`: 1–32 Unicode scalars, none a control character.
  private static func validatedAppVersion(_ version: String?) throws(EventValidationError) -> String? {
    guard let version else { return nil }
    let scalars = version.unicodeScalars
    guard appVersionLength.contains(scalars.count),
      !scalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    else {
      throw EventValidationError(
        field: "app_version",
        message: "app_version must be 1 to 32 characters, none of them a control character.")
    }
    return version
  }
}
