#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H
#include <zlib.h>

/// deflateInit2 and inflateInit2 are macros Swift can't import. windowBits 31: a gzip stream (RFC 1952)
/// with the largest window; 47 on inflate: gzip or zlib, detected.
static inline int czlib_deflate_init_gzip(z_stream *stream, int level) {
  return deflateInit2(stream, level, Z_DEFLATED, 31, 9, Z_DEFAULT_STRATEGY);
}
static inline int czlib_inflate_init_gzip(z_stream *stream) {
  return inflateInit2(stream, 47);
}
#endif
