extension DialogDefinition {
  /// This definition with reduced motion: both transitions are ``ReducedMotion/crossFade``; the
  /// layout, the overlay and what closes the dialog stay. Its plans therefore fade the presented
  /// view in place, with our animator even for the half-screen sheet (UIKit's slide is motion too),
  /// and the alongside overlay over the same 0.2 s.
  public var reducedMotion: DialogDefinition {
    var reduced = self
    reduced.present = ReducedMotion.crossFade
    reduced.dismiss = ReducedMotion.crossFade
    return reduced
  }
}
