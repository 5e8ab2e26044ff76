// Percent-encoding as the server writes it (RFC 3986 unreserved characters stay), so a URL built
// here is the one the server would build for the same values.
export function escape(value) {
  return encodeURIComponent(value).replace(/[!'()*]/g, function (c) {
    return "%" + c.charCodeAt(0).toString(16).toUpperCase();
  });
}
