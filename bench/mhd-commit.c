/* bench/mhd-commit.c: the ceiling of dialog-preview's ingest architecture, in C (issue 31).
 * The same daemon mode as dialog-preview and bench/mhd204.c (internal poll threads, a pool of 2,
 * suspend/resume, 32 KiB per connection), and the same durable path: each POST /api/events body is
 * handed to one writer thread and its connection suspended; the writer takes every queued body,
 * inserts them in one SQLite transaction (WAL, synchronous=FULL, the `id` unique, ON CONFLICT DO
 * NOTHING), commits, then resumes each connection, which is answered 204. No JSON decoding (the id is
 * the text between the first `"id":"` and the next quote), no rollups, no access log, no security
 * headers: what is left is libmicrohttpd, the suspend/resume round trip, the group commit and SQLite.
 * Build: cc -O2 -o mhd-commit bench/mhd-commit.c -lmicrohttpd -lsqlite3 -lpthread
 * Run: mhd-commit PORT DATABASE (prints "listening" once up). Used by bench/architecture-ceiling.sh.
 * Knobs (to take the ceiling apart): CEILING_SYNC=OFF (synchronous=OFF: no fdatasync per commit),
 * CEILING_STORE=0 (no SQLite at all: the writer only resumes, the suspend/resume round trip alone). */
#include <microhttpd.h>
#include <pthread.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct request {
  struct MHD_Connection *connection;
  char body[4096];
  size_t length;
  int state; /* 0 reading, 1 queued, 2 committed */
  struct request *next;
};

static struct MHD_Response *empty;
static struct MHD_Daemon *daemon_handle;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t work = PTHREAD_COND_INITIALIZER;
static struct request *queue_head, *queue_tail;
static sqlite3 *db;
static sqlite3_stmt *insert, *begin, *commit;
static int store = 1;

static void check(int code, const char *what) {
  if (code != SQLITE_OK && code != SQLITE_DONE && code != SQLITE_ROW) {
    fprintf(stderr, "mhd-commit: %s: %s\n", what, sqlite3_errmsg(db));
    exit(1);
  }
}

static void *writer(void *unused) {
  (void)unused;
  for (;;) {
    pthread_mutex_lock(&lock);
    while (queue_head == NULL) pthread_cond_wait(&work, &lock);
    struct request *batch = queue_head;
    queue_head = queue_tail = NULL;
    pthread_mutex_unlock(&lock);
    if (!store) goto answer;
    check(sqlite3_step(begin), "begin");
    sqlite3_reset(begin);
    for (struct request *r = batch; r; r = r->next) {
      const char *id = strstr(r->body, "\"id\":\"");
      const char *start = id ? id + 6 : r->body;
      const char *end = id ? strchr(start, '"') : r->body + r->length;
      if (end == NULL) end = r->body + r->length;
      sqlite3_bind_text(insert, 1, start, (int)(end - start), SQLITE_STATIC);
      sqlite3_bind_text(insert, 2, r->body, (int)r->length, SQLITE_STATIC);
      check(sqlite3_step(insert), "insert");
      sqlite3_reset(insert);
    }
    check(sqlite3_step(commit), "commit");
    sqlite3_reset(commit);
  answer:
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
  struct request *r = *state;
  if (r == NULL) {
    if (strcmp(method, "POST") != 0 || strcmp(url, "/api/events") != 0)
      return MHD_queue_response(c, MHD_HTTP_NOT_FOUND, empty);
    r = calloc(1, sizeof *r);
    r->connection = c;
    *state = r;
    return MHD_YES;
  }
  if (r->state == 0 && *size > 0) {
    size_t room = sizeof r->body - 1 - r->length;
    size_t n = *size < room ? *size : room;
    memcpy(r->body + r->length, upload, n);
    r->length += n;
    *size = 0;
    return MHD_YES;
  }
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

static void completed(void *cls, struct MHD_Connection *c, void **state, enum MHD_RequestTerminationCode code) {
  (void)cls, (void)c, (void)code;
  free(*state);
  *state = NULL;
}

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: mhd-commit PORT DATABASE\n"); return 2; }
  const char *sync = getenv("CEILING_SYNC");
  store = !(getenv("CEILING_STORE") && strcmp(getenv("CEILING_STORE"), "0") == 0);
  check(sqlite3_open(argv[2], &db), "open");
  check(sqlite3_exec(db, sync && strcmp(sync, "OFF") == 0 ? "PRAGMA synchronous=OFF" : "PRAGMA synchronous=FULL",
                     NULL, NULL, NULL), "synchronous");
  check(sqlite3_exec(db, "PRAGMA journal_mode=WAL;"
                         "CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE,"
                         " body TEXT NOT NULL)", NULL, NULL, NULL), "schema");
  check(sqlite3_prepare_v2(db, "INSERT INTO events (id, body) VALUES (?1, ?2) ON CONFLICT (id) DO NOTHING", -1,
                           &insert, NULL), "prepare");
  check(sqlite3_prepare_v2(db, "BEGIN IMMEDIATE", -1, &begin, NULL), "prepare");
  check(sqlite3_prepare_v2(db, "COMMIT", -1, &commit, NULL), "prepare");
  pthread_t thread;
  pthread_create(&thread, NULL, writer, NULL);
  empty = MHD_create_response_from_buffer(0, "", MHD_RESPMEM_PERSISTENT);
  daemon_handle = MHD_start_daemon(
      MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL | MHD_ALLOW_SUSPEND_RESUME, (uint16_t)atoi(argv[1]), NULL,
      NULL, access_handler, NULL, MHD_OPTION_NOTIFY_COMPLETED, completed, NULL, MHD_OPTION_THREAD_POOL_SIZE, 2u,
      MHD_OPTION_CONNECTION_LIMIT, 4096u, MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)32768, MHD_OPTION_END);
  if (daemon_handle == NULL) { fprintf(stderr, "mhd-commit: could not start on port %s\n", argv[1]); return 1; }
  printf("listening\n");
  fflush(stdout);
  for (;;) pause();
}
