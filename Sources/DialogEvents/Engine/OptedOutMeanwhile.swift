/// The `opted-out` file appeared before the writer took the folder's lock: the batch is not written.
struct OptedOutMeanwhile: Error {}
