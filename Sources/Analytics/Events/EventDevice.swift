/// The class of device an event was logged on (issue 43, the report's device slices); raw values are
/// the contract's names. The event client sets it from the interface idiom, the previews from the
/// device they show.
public enum EventDevice: String, CaseIterable, Hashable, Sendable {
  case phone
  case tablet
  case desktop
  case other
}
