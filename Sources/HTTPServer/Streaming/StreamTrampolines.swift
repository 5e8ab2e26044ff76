import CMicroHTTPD

/// libmicrohttpd's content reader for an ``EventStream`` response: forwards to `EventStream.read`.
let streamReaderTrampoline: MHD_ContentReaderCallback = { cls, _, buffer, capacity in
  guard let cls, let buffer else { return EventStream.endOfStream }
  return Unmanaged<EventStream>.fromOpaque(cls).takeUnretainedValue().read(into: buffer, capacity: capacity)
}

/// libmicrohttpd's free callback for an ``EventStream`` response: the stream is finished and released.
let streamFreeTrampoline: MHD_ContentReaderFreeCallback = { cls in
  guard let cls else { return }
  let stream = Unmanaged<EventStream>.fromOpaque(cls)
  stream.takeUnretainedValue().finish()
  stream.release()
}
