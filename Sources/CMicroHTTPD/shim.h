#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H
#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <microhttpd.h>

#include <string.h>

/// Unescape callback that leaves the URL as sent, so Swift sees `%00`, `%2f` and `%2e%2e` raw
/// and decodes (and refuses) them itself. Query arguments come through raw too.
static inline size_t cmhd_unescape_noop(void *cls, struct MHD_Connection *c, char *uri) {
  (void)cls; (void)c;
  return strlen(uri);
}

/// Fixed-arity wrapper around the variadic MHD_start_daemon (not importable into Swift),
/// so the C compiler checks every option's type.
static inline struct MHD_Daemon *cmhd_start(
    unsigned int flags, uint16_t port, const struct sockaddr *bind_addr,
    MHD_AccessHandlerCallback handler, void *handler_cls,
    MHD_RequestCompletedCallback completed, void *completed_cls,
    unsigned int pool_size, unsigned int timeout_seconds, unsigned int connection_limit,
    size_t memory_limit) {
  return MHD_start_daemon(
      flags, port, NULL, NULL, handler, handler_cls,
      MHD_OPTION_SOCK_ADDR, bind_addr,
      MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
      MHD_OPTION_THREAD_POOL_SIZE, pool_size,
      MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
      MHD_OPTION_CONNECTION_LIMIT, connection_limit,
      MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
      MHD_OPTION_UNESCAPE_CALLBACK, cmhd_unescape_noop, NULL,
      MHD_OPTION_END);
}

/// The port the daemon actually bound (for --port 0).
static inline uint16_t cmhd_bound_port(struct MHD_Daemon *d) {
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
  return info ? info->port : 0;
}

#include <arpa/inet.h>
#include <netinet/in.h>

/// An IPv4 address (4 bytes, network order) in dotted decimal, as inet_ntop writes it, into buf (at
/// least 16 bytes). By hand: inet_ntop goes through sprintf, ~1,700 instructions per request (callgrind).
static inline void cmhd_format_ipv4(const unsigned char *bytes, char *buf) {
  char *out = buf;
  for (int i = 0; i < 4; i++) {
    unsigned v = bytes[i];
    if (v >= 100) *out++ = (char)('0' + v / 100);
    if (v >= 10) *out++ = (char)('0' + v / 10 % 10);
    *out++ = (char)('0' + v % 10);
    *out++ = i < 3 ? '.' : '\0';
  }
}

/// The client's address as text (IPv4 or IPv6), written into buf.
static inline int cmhd_client_address(struct MHD_Connection *c, char *buf, size_t len) {
  const union MHD_ConnectionInfo *info = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  if (!info || !info->client_addr) return 0;
  const struct sockaddr *sa = info->client_addr;
  if (sa->sa_family == AF_INET) {
    if (len < 16) return 0;
    cmhd_format_ipv4((const unsigned char *)&((const struct sockaddr_in *)sa)->sin_addr, buf);
    return 1;
  }
  if (sa->sa_family == AF_INET6) {
    return inet_ntop(AF_INET6, &((const struct sockaddr_in6 *)sa)->sin6_addr, buf, (socklen_t)len) != NULL;
  }
  return 0;
}
#endif
