import CMicroHTTPD
import Foundation

extension ServerCore {
  /// The ``Request`` for a connection: method, path, header fields and decoded query arguments.
  func makeRequest(connection: OpaquePointer, url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?)
    -> Request
  {
    var headers: [(name: String, value: String)] = []
    headers.reserveCapacity(8)  // one allocation for a usual request's fields, not one per doubling
    _ = withUnsafeMutablePointer(to: &headers) {
      MHD_get_connection_values(connection, .HEADER_KIND, fieldCollector, $0)
    }
    var arguments: [(name: String, value: String)] = []
    _ = withUnsafeMutablePointer(to: &arguments) {
      MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, fieldCollector, $0)
    }
    let query = arguments.compactMap { field -> (name: String, value: String)? in
      guard let name = PathDecoding.percentDecode(field.name, plusIsSpace: true),
        let value = PathDecoding.percentDecode(field.value, plusIsSpace: true)
      else { return nil }
      return (name, value)
    }
    let client = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { address in
      cmhd_client_address(connection, address.baseAddress, 64) != 0
        ? String(cString: address.baseAddress!) : ""
    }
    return Request(
      method: method.map { String(cString: $0) } ?? "GET", rawPath: url.map { String(cString: $0) } ?? "/",
      query: query, lowercasedHeaders: headers, clientAddress: client)
  }
}
