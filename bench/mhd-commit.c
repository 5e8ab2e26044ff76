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

static enum MHD_Result access_handler(void *cls, struct MHD_Connection *c, const char *url, const char *method,
                                      const char *version, const char *upload, size_t *size, void **state) {
  (void)cls, (void)version;
  enum MHD_Result result;
  if (read_request(c, url, method, upload, size, state, &result)) return result;
  struct request *r = *state;
  if (r->state == 0) {
    r->state = 1;
    MHD_suspend_connection(c);
    pthread_mutex_lock(&lock);
    if (queue_tail) queue_tail->next = r; else queue_head = r;
    queue_tail = r;
    pthread_cond_signal(&work);
    pthread_mutex_unlock(&lock);
    return MHD_YES;
  }
  return MHD_queue_response(c, MHD_HTTP_NO_CONTENT, empty);
}

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: mhd-commit PORT DATABASE\n"); return 2; }
  store = !(getenv("CEILING_STORE") && strcmp(getenv("CEILING_STORE"), "0") == 0);
  open_store(argv[2]);
  pthread_t thread;
  pthread_create(&thread, NULL, writer, NULL);
  struct MHD_Daemon *d = MHD_start_daemon(
      MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL | MHD_ALLOW_SUSPEND_RESUME, (uint16_t)atoi(argv[1]), NULL,
      NULL, access_handler, NULL, MHD_OPTION_NOTIFY_COMPLETED, completed, NULL, MHD_OPTION_THREAD_POOL_SIZE, 2u,
      MHD_OPTION_CONNECTION_LIMIT, 4096u, MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)32768, MHD_OPTION_END);
  if (d == NULL) { fprintf(stderr, "mhd-commit: could not start on port %s\n", argv[1]); return 1; }
  printf("listening\n");
  fflush(stdout);
  for (;;) pause();
}
