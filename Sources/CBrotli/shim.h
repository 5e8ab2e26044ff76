#ifndef CBROTLI_SHIM_H
#define CBROTLI_SHIM_H
#include <brotli/encode.h>
#include <brotli/decode.h>
#endif
