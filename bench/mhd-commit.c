/* bench/mhd-commit.c: the ceiling of dialog-preview's ingest architecture, in C (issue 31).
 * The same daemon mode as dialog-preview and bench/mhd204.c (internal poll threads, a pool of 2,
 * suspend/resume, 32 KiB per connection), and the same durable path: each POST /api/events body is
 * handed to one writer thread and its connection suspended; the writer takes every queued body,
 * inserts them in one SQLite transaction (WAL, synchronous=FULL, the `id` unique, ON CONFLICT DO
 * NOTHING), commits, then resumes each connection, which is answered 204. No JSON decoding (the id is
 * the text between the first `"id":"` and the next quote), no rollups, no access log, no security
 * headers: what is left is libmicrohttpd, the suspend/resume round trip, the group commit and SQLite.
 * Build: cc -O2 -o mhd-commit bench/mhd-commit.c -lmicrohttpd -lsqlite3 -lpthread (with bench/mhd-ceiling.h)
 * Run: mhd-commit PORT DATABASE (prints "listening" once up). Used by bench/architecture-ceiling.sh and
 * by make bench (its "C ceiling" row).
 * Knobs (to take the ceiling apart, or to try other ways of committing):
 *   CEILING_SYNC=OFF   synchronous=OFF: no fdatasync per commit (not durable);
 *   CEILING_STORE=0    no SQLite at all: the writer only resumes, the suspend/resume round trip alone;
 *   CEILING_SYNC=PIPE  durable, pipelined: the writer commits with synchronous=NORMAL (no sync) and
 *                      goes on with the next group while CEILING_SYNCERS threads (default 1) each take
 *                      every group committed so far, fdatasync the WAL file, then answer those groups
 *                      (a group is answered only after an fdatasync that began after its commit);
 *   CEILING_DELAY_US=N the writer sleeps N µs before taking each group (bigger groups, fewer syncs). */
#include <fcntl.h>
#include <pthread.h>
#include <unistd.h>

#include "mhd-ceiling.h"

/* A queue of requests under its own lock: the writer's (bodies read) and the syncers' (committed). */
struct queue {
  pthread_mutex_t lock;
  pthread_cond_t ready;
  struct request *head, *tail;
};
static struct queue bodies = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, NULL, NULL};
static struct queue committed = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, NULL, NULL};
static int store = 1, pipelined = 0, delay_us = 0, wal = -1;
static const char *database;

/* Appends the list `first`…`last` to `q` and wakes one waiter. */
static void push(struct queue *q, struct request *first, struct request *last) {
  pthread_mutex_lock(&q->lock);
  if (q->tail) q->tail->next = first; else q->head = first;
  q->tail = last;
  pthread_cond_signal(&q->ready);
  pthread_mutex_unlock(&q->lock);
}

/* Waits until `q` holds something and takes all of it; *last is set to its last request. */
static struct request *take_all(struct queue *q, struct request **last) {
  pthread_mutex_lock(&q->lock);
  while (q->head == NULL) pthread_cond_wait(&q->ready, &q->lock);
  struct request *all = q->head;
  *last = q->tail;
  q->head = q->tail = NULL;
  pthread_mutex_unlock(&q->lock);
  return all;
}

static void answer(struct request *batch) {
  for (struct request *r = batch, *next; r; r = next) {
    next = r->next;
    __atomic_store_n(&r->state, 2, __ATOMIC_RELEASE);
    MHD_resume_connection(r->connection);
  }
}

static void *syncer(void *unused) {
  (void)unused;
  for (;;) {
    struct request *last, *batch = take_all(&committed, &last);
    if (fdatasync(wal) != 0) { perror("mhd-commit: fdatasync"); exit(1); }
    answer(batch);
  }
  return NULL;
}

static void *writer(void *unused) {
  (void)unused;
  for (;;) {
    if (delay_us > 0) usleep((useconds_t)delay_us);
    struct request *last, *batch = take_all(&bodies, &last);
    if (store) store_batch(batch);
    if (!pipelined) { answer(batch); continue; }
    if (wal < 0) { /* the WAL exists from the first commit on and stays while the database is open */
      char path[4096];
      snprintf(path, sizeof path, "%s-wal", database);
      if ((wal = open(path, O_RDONLY)) < 0) { perror("mhd-commit: WAL"); exit(1); }
    }
    push(&committed, batch, last);
  }
  return NULL;
}

static void wait_for_commit(struct request *r, struct MHD_Connection *c) {
  MHD_suspend_connection(c);
  push(&bodies, r, r);
}

int main(int argc, char **argv) {
  const char *knob;
  store = !((knob = getenv("CEILING_STORE")) && strcmp(knob, "0") == 0);
  pipelined = store && (knob = getenv("CEILING_SYNC")) && strcmp(knob, "PIPE") == 0;
  delay_us = (knob = getenv("CEILING_DELAY_US")) ? atoi(knob) : 0;
  int syncers = (knob = getenv("CEILING_SYNCERS")) ? atoi(knob) : 1;
  database = argc > 2 ? argv[2] : "";
  pthread_t thread;
  pthread_create(&thread, NULL, writer, NULL);
  for (int i = 0; pipelined && i < (syncers > 0 ? syncers : 1); i++) pthread_create(&thread, NULL, syncer, NULL);
  start("mhd-commit", argc, argv, MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL | MHD_ALLOW_SUSPEND_RESUME, 2);
  for (;;) pause();
}
