/* bench/mhd-loop.c: the ingest design's ceiling without suspend/resume or a second thread (issue 31).
 * One thread runs libmicrohttpd in external select mode (MHD_run_from_select): the handlers collect the
 * bodies of POST /api/events without answering; after each pass the loop inserts every collected body
 * in one SQLite transaction (WAL, synchronous=FULL, `id` unique, ON CONFLICT DO NOTHING), commits, and
 * the next pass, which calls every connection's handler, answers them 204. No cross-thread wake-up, no
 * eventfd, no suspended connection leaving the poll set: the other way to wait for a durable commit
 * with libmicrohttpd. Beside bench/mhd-commit.c in bench/architecture-ceiling.sh.
 * Build: cc -O2 -o mhd-loop bench/mhd-loop.c -lmicrohttpd -lsqlite3 (with bench/mhd-ceiling.h);
 * run: mhd-loop PORT DATABASE. */
#include <sys/select.h>

#include "mhd-ceiling.h"

static struct request *pending;

static enum MHD_Result handler(void *cls, struct MHD_Connection *c, const char *url, const char *method,
                               const char *version, const char *upload, size_t *size, void **state) {
  (void)cls, (void)version;
  enum MHD_Result result;
  if (read_request(c, url, method, upload, size, state, &result)) return result;
  struct request *r = *state;
  if (r->state == 0) {
    r->state = 1;
    r->next = pending;
    pending = r;
    return MHD_YES;
  }
  if (r->state == 1) return MHD_YES; /* not committed yet */
  return MHD_queue_response(c, MHD_HTTP_NO_CONTENT, empty);
}

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: mhd-loop PORT DATABASE\n"); return 2; }
  open_store(argv[2]);
  struct MHD_Daemon *d = MHD_start_daemon(0, (uint16_t)atoi(argv[1]), NULL, NULL, handler, NULL,
                                          MHD_OPTION_NOTIFY_COMPLETED, completed, NULL, MHD_OPTION_CONNECTION_LIMIT,
                                          4096u, MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)32768, MHD_OPTION_END);
  if (d == NULL) { fprintf(stderr, "mhd-loop: could not start on port %s\n", argv[1]); return 1; }
  printf("listening\n");
  fflush(stdout);
  for (;;) {
    MHD_UNSIGNED_LONG_LONG timeout;
    int ms = -1;
    if (MHD_get_timeout(d, &timeout) == MHD_YES) ms = timeout > 1000 ? 1000 : (int)timeout;
    if (pending) ms = 0;
    fd_set rs, ws, es;
    FD_ZERO(&rs);
    FD_ZERO(&ws);
    FD_ZERO(&es);
    MHD_socket max = 0;
    MHD_get_fdset(d, &rs, &ws, &es, &max);
    struct timeval tv = {ms / 1000, (ms % 1000) * 1000};
    select(max + 1, &rs, &ws, &es, ms < 0 ? NULL : &tv);
    MHD_run_from_select(d, &rs, &ws, &es);
    if (pending) {
      store_batch(pending);
      for (struct request *r = pending, *next; r; r = next) {
        next = r->next;
        r->state = 2;
        r->next = NULL;
      }
      pending = NULL;
      MHD_run(d); /* answer them (a select with no wait, then every connection's handlers) */
    }
  }
}
