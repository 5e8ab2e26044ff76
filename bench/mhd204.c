/* bench/mhd204.c: libmicrohttpd's own ceiling for `make bench` (the libmicrohttpd-204 column).
 * The same daemon mode as dialog-preview (internal poll threads, a pool of 2, suspend/resume allowed)
 * answering 204 to POST /api/events once the body is read, 404 to anything else.
 * Build: cc -O2 -o mhd204 bench/mhd204.c -lmicrohttpd; run: mhd204 PORT (prints "listening" once up). */
#include <microhttpd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static struct MHD_Response *empty;

static enum MHD_Result access_handler(void *cls, struct MHD_Connection *c, const char *url, const char *method,
                                      const char *version, const char *upload, size_t *size, void **state) {
  (void)cls, (void)version, (void)upload;
  if (*state == NULL) { *state = c; return MHD_YES; } /* the head: wait for the body */
  if (*size > 0) { *size = 0; return MHD_YES; }        /* a body chunk: read and dropped */
  int ours = strcmp(method, "POST") == 0 && strcmp(url, "/api/events") == 0;
  return MHD_queue_response(c, ours ? MHD_HTTP_NO_CONTENT : MHD_HTTP_NOT_FOUND, empty);
}

int main(int argc, char **argv) {
  empty = MHD_create_response_from_buffer(0, "", MHD_RESPMEM_PERSISTENT);
  struct MHD_Daemon *d = MHD_start_daemon(
      MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL | MHD_ALLOW_SUSPEND_RESUME, (uint16_t)atoi(argv[1]), NULL,
      NULL, access_handler, NULL, MHD_OPTION_THREAD_POOL_SIZE, 2u, MHD_OPTION_CONNECTION_LIMIT, 4096u,
      MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)32768, MHD_OPTION_END);
  if (d == NULL) { fprintf(stderr, "mhd204: could not start on port %s\n", argv[1]); return 1; }
  printf("listening\n");
  fflush(stdout);
  for (;;) pause();
}
