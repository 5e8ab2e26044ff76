/* bench/mhd-commit.c: the ceiling of dialog-preview's ingest architecture, in C (issue 31).
 * The same daemon mode as dialog-preview and bench/mhd204.c (internal poll threads, a pool of 2,
 * suspend/resume, 32 KiB per connection), and the same durable path: each POST /api/events body is
 * handed to one writer thread and its connection suspended; the writer takes every queued body,
 * inserts them in one SQLite transaction (WAL, synchronous=FULL, the `id` unique, ON CONFLICT DO
 * NOTHING), commits, then resumes each connection, which is answered 204. No JSON decoding (the id is
 * the text between the first `"id":"` and the next quote), no rollups, no access log, no security
 * headers: what is left is libmicrohttpd, the suspend/resume round trip, the group commit and SQLite.
 * Build: cc -O2 -o mhd-commit bench/mhd-commit.c -lmicrohttpd -lsqlite3 -lpthread (with bench/mhd-ceiling.h)
 * Run: mhd-commit PORT DATABASE (prints "listening" once up). Used by bench/architecture-ceiling.sh.
 * Knobs (to take the ceiling apart): CEILING_SYNC=OFF (synchronous=OFF: no fdatasync per commit),
 * CEILING_STORE=0 (no SQLite at all: the writer only resumes, the suspend/resume round trip alone). */
#include <pthread.h>
#include <unistd.h>

#include "mhd-ceiling.h"

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t work = PTHREAD_COND_INITIALIZER;
static struct request *queue_head, *queue_tail;
static int store = 1;

static void *writer(void *unused) {
  (void)unused;
  for (;;) {
    pthread_mutex_lock(&lock);
    while (queue_head == NULL) pthread_cond_wait(&work, &lock);
    struct request *batch = queue_head;
    queue_head = queue_tail = NULL;
    pthread_mutex_unlock(&lock);
    if (store) store_batch(batch);
    for (struct request *r = batch, *next; r; r = next) {
      next = r->next;
      r->state = 2;
      MHD_resume_connection(r->connection);
    }
  }
  return NULL;
}

static void wait_for_commit(struct request *r, struct MHD_Connection *c) {
  MHD_suspend_connection(c);
  pthread_mutex_lock(&lock);
  if (queue_tail) queue_tail->next = r; else queue_head = r;
  queue_tail = r;
  pthread_cond_signal(&work);
  pthread_mutex_unlock(&lock);
}

int main(int argc, char **argv) {
  store = !(getenv("CEILING_STORE") && strcmp(getenv("CEILING_STORE"), "0") == 0);
  pthread_t thread;
  pthread_create(&thread, NULL, writer, NULL);
  start("mhd-commit", argc, argv, MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL | MHD_ALLOW_SUSPEND_RESUME, 2);
  for (;;) pause();
}
