/// The `opted-out` file was there when the folder's lock was taken: the log (which the opt-out
/// deleted) is neither read nor written, so it isn't made again.
struct OptedOutMeanwhile: Error {}
