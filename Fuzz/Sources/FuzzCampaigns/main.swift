// libFuzzer target: a campaign file's bytes through Campaign.decode (the project's own strict JSON
// parser, then every field's rule, collecting every problem), as `check`, start-up and reload run it.
//
// Beyond "no crash", every input is checked against the contract (shared docs api.md "Campaign files")
// with code written independently of the validator's, so a logic bug is a crash too:
// - decoding is deterministic; a refusal names the file and has at least one problem, each a sentence;
// - an accepted campaign obeys every rule (ids, title, banner and action URL forms, variants, weights,
//   styles that validate and resolve to a definition);
// - an accepted campaign encoded as `GET /api/campaigns/{id}` answers it is itself a valid campaign file
//   that decodes to the same campaign;
// - a file we accept, Foundation's JSON parser accepts too, with the same keys, id, title and variants.
import Campaigns
import DialogMotion
import Foundation

/// Crashes with `message` when `condition` is false: libFuzzer then keeps the input.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition {
    FileHandle.standardError.write(Data("invariant broken: \(message())\n".utf8))
    abort()
  }
}

func isControlOrSpace(_ scalar: Unicode.Scalar) -> Bool {
  scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.value == 0x7F
}

/// The banner forms: an https URL, or a relative path without `.`/`..` segments.
func checkBanner(_ banner: String, _ what: String) {
  require(!banner.isEmpty, "\(what): accepted an empty banner")
  require(
    !banner.unicodeScalars.contains(where: isControlOrSpace), "\(what): a banner with spaces or controls")
  require(!banner.contains("\\"), "\(what): a banner with a backslash")
  if banner.lowercased().hasPrefix("https://") { return }
  require(
    !banner.hasPrefix("/") && !banner.contains(":"),
    "\(what): banner \(banner.debugDescription) is no relative path")
  let segments = banner.split(separator: "/", omittingEmptySubsequences: false)
  require(
    !segments.contains { $0.isEmpty || $0 == "." || $0 == ".." || $0.hasPrefix(".") },
    "\(what): banner path \(banner.debugDescription) escapes or hides")
}

/// The action URL forms: empty, or http(s) with a host, written without spaces, controls or backslashes.
func checkActionURL(_ url: String, _ what: String) {
  if url.isEmpty { return }
  let lower = url.lowercased()
  require(
    lower.hasPrefix("http://") || lower.hasPrefix("https://"),
    "\(what): action URL \(url.debugDescription) is not http(s)")
  require(url.utf8.count > (lower.hasPrefix("https") ? 8 : 7), "\(what): an action URL without a host")
  require(
    !url.unicodeScalars.contains(where: isControlOrSpace) && !url.contains("\\"),
    "\(what): action URL with spaces, controls or backslashes")
}

func isIdentifier(_ text: String, length: ClosedRange<Int>, upper: Bool, underscore: Bool) -> Bool {
  let scalars = Array(text.unicodeScalars)
  return length.contains(scalars.count)
    && scalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || (upper && ("A"..."Z").contains($0))
        || (underscore && $0 == "_")
    }
}

func checkAccepted(_ campaign: Campaign, fileName: String) {
  require(
    isIdentifier(campaign.id, length: 1...64, upper: false, underscore: false),
    "invalid campaign id \(campaign.id.debugDescription)")
  require(campaign.id + ".json" == fileName, "the id differs from the file name")
  require((1...200).contains(campaign.title.count), "title length \(campaign.title.count)")
  require(!campaign.title.allSatisfy(\.isWhitespace), "a blank title")
  require(
    !campaign.title.unicodeScalars.contains { $0.properties.generalCategory == .control },
    "a title with controls")
  checkBanner(campaign.banner, "campaign")
  checkActionURL(campaign.actionURL, "campaign")
  require(!campaign.variants.isEmpty, "a campaign without variants")
  require(Set(campaign.variants.map(\.id)).count == campaign.variants.count, "repeated variant ids")
  for variant in campaign.variants {
    let what = "variant \(variant.id.debugDescription)"
    require(isIdentifier(variant.id, length: 1...32, upper: true, underscore: true), "invalid \(what)")
    require(
      variant.weight.isFinite && variant.weight > 0 && variant.weight <= 1_000_000,
      "\(what): weight \(variant.weight)")
    require(variant.style.validate().isEmpty, "\(what): a style that does not validate: \(variant.style)")
    require(DialogDefinition.presetNames.contains(variant.style.preset), "\(what): unknown preset")
    require(variant.definition != nil, "\(what): no definition")
    checkBanner(variant.banner, what)
    checkActionURL(variant.actionURL, what)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCampaigns(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = count == 0 ? [] : Array(UnsafeBufferPointer(start: start, count: count))
  // The id must equal the file name: name the file after the id the input holds, if any, so that
  // valid inputs can be accepted (Foundation's parser here only picks the name).
  var fileName = "fuzz.json"
  if let object = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any],
    let id = object["id"] as? String,
    !id.isEmpty, !id.contains("/")
  {
    fileName = id + ".json"
  }
  let first: Result<Campaign, CampaignValidationError>
  do throws(CampaignValidationError) {
    first = .success(try Campaign.decode(bytes, fileName: fileName))
  } catch {
    first = .failure(error)
  }
  let second: Result<Campaign, CampaignValidationError>
  do throws(CampaignValidationError) {
    second = .success(try Campaign.decode(bytes, fileName: fileName))
  } catch {
    second = .failure(error)
  }
  require(first == second, "decoding the same bytes twice differs")
  switch first {
  case .failure(let error):
    require(!error.problems.isEmpty, "a refusal without problems")
    for problem in error.problems {
      require(problem.file == fileName, "a problem naming \(problem.file.debugDescription), not the file")
      require(!problem.message.isEmpty, "a problem without a sentence")
    }
  case .success(let campaign):
    checkAccepted(campaign, fileName: fileName)
    // Differential: what our strict parser accepted, Foundation's parser reads the same way.
    let reference = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
    require(reference != nil, "our parser accepted a file Foundation's parser refuses")
    require(
      Set(reference?.keys.map { $0 } ?? []).isSubset(of: Campaign.fileKeys),
      "an unknown top-level key was accepted")
    require(
      reference?["id"] as? String == campaign.id && reference?["title"] as? String == campaign.title,
      "id or title read differently from Foundation's parser")
    require(
      (reference?["variants"] as? [Any])?.count == campaign.variants.count,
      "the variant count differs from Foundation's")
    let encoder = JSONEncoder()
    guard let encoded = try? encoder.encode(campaign) else {
      require(false, "an accepted campaign can't be encoded")
      return 0
    }
    do throws(CampaignValidationError) {
      let again = try Campaign.decode(Array(encoded), fileName: fileName)
      require(
        again == campaign,
        "the encoded campaign decodes differently: \(String(decoding: encoded, as: UTF8.self))")
    } catch {
      require(
        false, "the encoded campaign is refused: \(error) in \(String(decoding: encoded, as: UTF8.self))")
    }
  }
  return 0
}
