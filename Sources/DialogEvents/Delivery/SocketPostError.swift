#if os(Linux)
  /// Why a ``SocketPost`` got no answer, in a sentence.
  struct SocketPostError: Error {
    let message: String
    init(_ message: String) { self.message = message }
  }
#endif
