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
#include <unistd.h>

#include "mhd-ceiling.h"

static struct request *pending;
static int wake;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t work = PTHREAD_COND_INITIALIZER;

static void wait_for_commit(struct request *r, struct MHD_Connection *c) {
  (void)c;  /* left waiting, not suspended: the pass after the writer's wake-up answers it */
  pthread_mutex_lock(&lock);
  r->next = pending;
  pending = r;
  pthread_cond_signal(&work);
  pthread_mutex_unlock(&lock);
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
  struct MHD_Daemon *d = start("mhd-hybrid", argc, argv, 0, 0);
  wake = eventfd(0, EFD_NONBLOCK);
  pthread_t thread;
  pthread_create(&thread, NULL, writer, NULL);
  for (;;) {
    /* MHD asks for no wait while connections wait for their commit: they need nothing until `wake`. */
    if (run_pass(d, wake, 1000)) {
      uint64_t n;
      if (read(wake, &n, 8) < 0) { /* nothing to read: another pass took it */ }
    }
  }
}
