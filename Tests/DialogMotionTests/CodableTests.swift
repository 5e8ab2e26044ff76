import Foundation
import Testing

@testable import DialogMotion

/// Definitions encode to readable JSON and decode back unchanged.
struct CodableTests {
  @Test(arguments: DialogDefinition.presets)
  func presetsRoundTripThroughJSON(preset: DialogDefinition) throws {
    let data = try JSONEncoder().encode(preset)
    #expect(try JSONDecoder().decode(DialogDefinition.self, from: data) == preset)
  }

  @Test func curvesUseTheCampaignFilesForms() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    func json(_ curve: TimingCurve) throws -> String {
      String(decoding: try encoder.encode(curve), as: UTF8.self)
    }
    #expect(try json(.easeInOut) == #""easeInOut""#)
    #expect(try json(.bezier(CubicBezier(0.1, 0.2, 0.3, 1))) == #"{"bezier":[0.1,0.2,0.3,1]}"#)
    #expect(
      try json(.spring(UIKitSpring(dampingRatio: 0.7, initialVelocity: 0.6)))
        == #"{"spring":{"damping":0.7,"velocity":0.6}}"#)
    #expect(
      try json(Transition.systemSlide.curve)
        == #"{"physicalSpring":{"damping":500,"initialVelocity":0,"mass":3,"stiffness":1000}}"#)
  }

  @Test func screenLengthsEncodeOnlyTheirTerms() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(
      String(decoding: try encoder.encode(ScreenLength(points: -140, height: 1)), as: UTF8.self)
        == #"{"height":1,"points":-140}"#)
    #expect(String(decoding: try encoder.encode(ScreenLength.zero), as: UTF8.self) == #"{"points":0}"#)
  }
}
