/// Reason phrases of the statuses this server answers, for error pages.
public enum StatusReason {
  /// The reason phrase for `status` (RFC 9110 §15), or a generic one for codes this server never sends.
  public static func phrase(_ status: Int) -> String {
    switch status {
    case 400: return "Bad Request"
    case 401: return "Unauthorized"
    case 403: return "Forbidden"
    case 404: return "Not Found"
    case 405: return "Method Not Allowed"
    case 413: return "Content Too Large"
    case 415: return "Unsupported Media Type"
    case 422: return "Unprocessable Content"
    case 429: return "Too Many Requests"
    case 503: return "Service Unavailable"
    default: return status >= 500 ? "Server Error" : "Error"
    }
  }
}
