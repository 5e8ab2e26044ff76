/* bench/mhd-hybrid.c: the ingest design's ceiling with the HTTP side in one thread and a writer thread
 * (issue 31). libmicrohttpd runs in external select mode in the main thread; a finished POST
 * /api/events body goes to the writer thread's queue and its connection is left waiting (not
 * suspended); the writer inserts each queued group in one SQLite transaction (WAL, synchronous=FULL,
 * `id` unique, ON CONFLICT DO NOTHING), commits, marks the group done and wakes the HTTP thread once per
 * commit (an eventfd), whose next pass answers the group 204. Between bench/mhd-commit.c (a wake-up per
 * connection) and bench/mhd-loop.c (no second thread, idle through every fdatasync), in
 * bench/architecture-ceiling.sh.
 * Build: cc -O2 -o mhd-hybrid bench/mhd-hybrid.c -lmicrohttpd -lsqlite3 -lpthread (with bench/mhd-ceiling.h);
 * run: mhd-hybrid PORT DATABASE. */
#include <pthread.h>
#include <stdint.h>
#include <sys/eventfd.h>
#include <sys/select.h>
#include <unistd.h>

#include "mhd-ceiling.h"

static struct request *pending;
static int wake;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t work = PTHREAD_COND_INITIALIZER;

static enum MHD_Result handler(void *cls, struct MHD_Connection *c, const char *url, const char *method,
                               const char *version, const char *upload, size_t *size, void **state) {
  (void)cls, (void)version;
  enum MHD_Result result;
  if (read_request(c, url, method, upload, size, state, &result)) return result;
  struct request *r = *state;
  if (r->state == 0) {
    r->state = 1;
    pthread_mutex_lock(&lock);
    r->next = pending;
    pending = r;
    pthread_cond_signal(&work);
    pthread_mutex_unlock(&lock);
    return MHD_YES;
  }
  if (__atomic_load_n(&r->state, __ATOMIC_ACQUIRE) == 1) return MHD_YES; /* not committed yet */
  return MHD_queue_response(c, MHD_HTTP_NO_CONTENT, empty);
}

static void *writer(void *unused) {
  (void)unused;
  for (;;) {
    pthread_mutex_lock(&lock);
    while (!pending) pthread_cond_wait(&work, &lock);
    struct request *batch = pending;
    pending = NULL;
    pthread_mutex_unlock(&lock);
    store_batch(batch);
    for (struct request *r = batch, *next; r; r = next) {
      next = r->next;
      __atomic_store_n(&r->state, 2, __ATOMIC_RELEASE);
    }
    uint64_t one = 1;
    if (write(wake, &one, 8) != 8) exit(1); /* one wake-up per commit */
  }
  return NULL;
}

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: mhd-hybrid PORT DATABASE\n"); return 2; }
  open_store(argv[2]);
  struct MHD_Daemon *d = MHD_start_daemon(0, (uint16_t)atoi(argv[1]), NULL, NULL, handler, NULL,
                                          MHD_OPTION_NOTIFY_COMPLETED, completed, NULL, MHD_OPTION_CONNECTION_LIMIT,
                                          4096u, MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)32768, MHD_OPTION_END);
  if (d == NULL) { fprintf(stderr, "mhd-hybrid: could not start on port %s\n", argv[1]); return 1; }
  printf("listening\n");
  fflush(stdout);
  wake = eventfd(0, EFD_NONBLOCK);
  pthread_t thread;
  pthread_create(&thread, NULL, writer, NULL);
  for (;;) {
    fd_set rs, ws, es;
    FD_ZERO(&rs);
    FD_ZERO(&ws);
    FD_ZERO(&es);
    MHD_socket max = 0;
    MHD_get_fdset(d, &rs, &ws, &es, &max);
    FD_SET(wake, &rs);
    if (wake > max) max = wake;
    /* MHD asks for no wait while connections wait for their commit: they need nothing until `wake`. */
    struct timeval tv = {1, 0};
    select(max + 1, &rs, &ws, &es, &tv);
    if (FD_ISSET(wake, &rs)) {
      uint64_t n;
      if (read(wake, &n, 8) < 0) { /* nothing to read: another pass woke it */ }
    }
    MHD_run_from_select(d, &rs, &ws, &es);
  }
}
