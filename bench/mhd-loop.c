/* bench/mhd-loop.c: the ingest design's ceiling without suspend/resume or a second thread (issue 31).
 * One thread runs libmicrohttpd in external select mode (MHD_run_from_select): the handlers collect the
 * bodies of POST /api/events without answering; after each pass the loop inserts every collected body
 * in one SQLite transaction (WAL, synchronous=FULL, `id` unique, ON CONFLICT DO NOTHING), commits, and
 * the next pass, which calls every connection's handler, answers them 204. No cross-thread wake-up, no
 * eventfd, no suspended connection leaving the poll set: the other way to wait for a durable commit
 * with libmicrohttpd. Beside bench/mhd-commit.c in bench/architecture-ceiling.sh.
 * Build: cc -O2 -o mhd-loop bench/mhd-loop.c -lmicrohttpd -lsqlite3 (with bench/mhd-ceiling.h);
 * run: mhd-loop PORT DATABASE. */
#include "mhd-ceiling.h"

static struct request *pending;

static void wait_for_commit(struct request *r, struct MHD_Connection *c) {
  (void)c;  /* committed by the loop after this pass */
  r->next = pending;
  pending = r;
}

int main(int argc, char **argv) {
  struct MHD_Daemon *d = start("mhd-loop", argc, argv, 0, 0);
  for (;;) {
    MHD_UNSIGNED_LONG_LONG timeout;
    int ms = -1;
    if (MHD_get_timeout(d, &timeout) == MHD_YES) ms = timeout > 1000 ? 1000 : (int)timeout;
    if (pending) ms = 0;
    run_pass(d, -1, ms);
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
