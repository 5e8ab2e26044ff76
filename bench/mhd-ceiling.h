/* bench/mhd-ceiling.h: what the architecture-ceiling programs share (bench/mhd-commit.c, mhd-loop.c,
 * mhd-hybrid.c): a request's body as read, the durable store (one SQLite file, WAL, synchronous=FULL
 * unless CEILING_SYNC says otherwise, `id` unique) and its group commit, the empty 204 answer. Header-only: each
 * program is one `cc` command (bench/architecture-ceiling.sh). */
#ifndef MHD_CEILING_H
#define MHD_CEILING_H
#include <microhttpd.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>

/* One POST /api/events: its body (events are far smaller than 4 KiB), where it stands (0 reading,
 * 1 waiting for its commit, 2 committed: answer it), its connection and the next one in a queue. */
struct request {
  struct MHD_Connection *connection;
  char body[4096];
  size_t length;
  int state;
  struct request *next;
};

static struct MHD_Response *empty;
static sqlite3 *db;
static sqlite3_stmt *insert, *begin, *commit;

static void check(int code, const char *what) {
  if (code != SQLITE_OK && code != SQLITE_DONE && code != SQLITE_ROW) {
    fprintf(stderr, "mhd-ceiling: %s: %s\n", what, sqlite3_errmsg(db));
    exit(1);
  }
}

/* Opens the store at `path` and prepares its statements and the 204 answer. */
static void open_store(const char *path) {
  const char *sync = getenv("CEILING_SYNC");
  check(sqlite3_open(path, &db), "open");
  /* OFF: no fdatasync at all; PIPE (bench/mhd-commit.c): NORMAL, the program syncs the WAL itself. */
  const char *pragma = !sync || strcmp(sync, "FULL") == 0 ? "PRAGMA synchronous=FULL"
                       : strcmp(sync, "OFF") == 0         ? "PRAGMA synchronous=OFF"
                                                          : "PRAGMA synchronous=NORMAL";
  check(sqlite3_exec(db, pragma, NULL, NULL, NULL), "synchronous");
  check(sqlite3_exec(db, "PRAGMA journal_mode=WAL;"
                         "CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE,"
                         " body TEXT NOT NULL)", NULL, NULL, NULL), "schema");
  check(sqlite3_prepare_v2(db, "INSERT INTO events (id, body) VALUES (?1, ?2) ON CONFLICT (id) DO NOTHING", -1,
                           &insert, NULL), "prepare");
  check(sqlite3_prepare_v2(db, "BEGIN IMMEDIATE", -1, &begin, NULL), "prepare");
  check(sqlite3_prepare_v2(db, "COMMIT", -1, &commit, NULL), "prepare");
  empty = MHD_create_response_from_buffer(0, "", MHD_RESPMEM_PERSISTENT);
}

/* Stores every request of `batch` in one transaction and commits it (durably, unless CEILING_SYNC=OFF).
 * The id is the text between the first `"id":"` and the next quote: no JSON decoding. */
static void store_batch(struct request *batch) {
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
}

/* The access handler's common part: a new request (a `struct request` in *state, NULL for another
 * route, answered 404) or a body chunk appended. Returns 1 when it handled the call (`*result` set). */
static int read_request(struct MHD_Connection *c, const char *url, const char *method, const char *upload,
                        size_t *size, void **state, enum MHD_Result *result) {
  struct request *r = *state;
  if (r == NULL) {
    if (strcmp(method, "POST") != 0 || strcmp(url, "/api/events") != 0) {
      *result = MHD_queue_response(c, MHD_HTTP_NOT_FOUND, empty);
      return 1;
    }
    r = calloc(1, sizeof *r);
    r->connection = c;
    *state = r;
    *result = MHD_YES;
    return 1;
  }
  if (r->state == 0 && *size > 0) {
    size_t room = sizeof r->body - 1 - r->length;
    size_t n = *size < room ? *size : room;
    memcpy(r->body + r->length, upload, n);
    r->length += n;
    *size = 0;
    *result = MHD_YES;
    return 1;
  }
  return 0;
}

/* Each program's way of waiting: called once per request when its body is read (state 1 set); the
 * request is answered 204 once its state is 2. */
static void wait_for_commit(struct request *r, struct MHD_Connection *c);

/* The access handler of every program: reads the request, hands it to wait_for_commit, then answers
 * it 204 on the first call after its commit (until then, libmicrohttpd's calls return without one). */
static enum MHD_Result access_handler(void *cls, struct MHD_Connection *c, const char *url, const char *method,
                                      const char *version, const char *upload, size_t *size, void **state) {
  (void)cls, (void)version;
  enum MHD_Result result;
  if (read_request(c, url, method, upload, size, state, &result)) return result;
  struct request *r = *state;
  if (r->state == 0) {
    r->state = 1;
    wait_for_commit(r, c);
    return MHD_YES;
  }
  if (__atomic_load_n(&r->state, __ATOMIC_ACQUIRE) == 1) return MHD_YES; /* not committed yet */
  return MHD_queue_response(c, MHD_HTTP_NO_CONTENT, empty);
}

/* Frees a finished request. */
static void completed(void *cls, struct MHD_Connection *c, void **state, enum MHD_RequestTerminationCode code);

/* `program PORT DATABASE`: opens the store, starts libmicrohttpd with `flags` (and, for the internal
 * thread pool, `pool` threads; 0: none) and ``access_handler`` with the 32 KiB per connection dialog-preview
 * uses, prints "listening". Exits with a message on a bad command line or a failed start. */
static struct MHD_Daemon *start(const char *program, int argc, char **argv, unsigned int flags, unsigned int pool) {
  MHD_AccessHandlerCallback handler = access_handler;
  if (argc < 3) { fprintf(stderr, "usage: %s PORT DATABASE\n", program); exit(2); }
  open_store(argv[2]);
  struct MHD_Daemon *d =
      pool > 0 ? MHD_start_daemon(flags, (uint16_t)atoi(argv[1]), NULL, NULL, handler, NULL,
                                  MHD_OPTION_NOTIFY_COMPLETED, completed, NULL, MHD_OPTION_THREAD_POOL_SIZE, pool,
                                  MHD_OPTION_CONNECTION_LIMIT, 4096u, MHD_OPTION_CONNECTION_MEMORY_LIMIT,
                                  (size_t)32768, MHD_OPTION_END)
               : MHD_start_daemon(flags, (uint16_t)atoi(argv[1]), NULL, NULL, handler, NULL,
                                  MHD_OPTION_NOTIFY_COMPLETED, completed, NULL, MHD_OPTION_CONNECTION_LIMIT, 4096u,
                                  MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)32768, MHD_OPTION_END);
  if (d == NULL) { fprintf(stderr, "%s: could not start on port %s\n", program, argv[1]); exit(1); }
  printf("listening\n");
  fflush(stdout);
  return d;
}

/* One pass of a program that runs libmicrohttpd itself (external select mode): waits up to `ms`
 * milliseconds (-1: no limit) for its sockets or for `extra` (-1: none), then runs every connection's
 * handlers. Returns whether `extra` was readable. */
static inline int run_pass(struct MHD_Daemon *d, int extra, int ms) {
  fd_set rs, ws, es;
  FD_ZERO(&rs);
  FD_ZERO(&ws);
  FD_ZERO(&es);
  MHD_socket max = 0;
  MHD_get_fdset(d, &rs, &ws, &es, &max);
  if (extra >= 0) {
    FD_SET(extra, &rs);
    if (extra > max) max = extra;
  }
  struct timeval tv = {ms / 1000, (ms % 1000) * 1000};
  select(max + 1, &rs, &ws, &es, ms < 0 ? NULL : &tv);
  MHD_run_from_select(d, &rs, &ws, &es);
  return extra >= 0 && FD_ISSET(extra, &rs);
}

/* Frees a finished request. */
static void completed(void *cls, struct MHD_Connection *c, void **state, enum MHD_RequestTerminationCode code) {
  (void)cls, (void)c, (void)code;
  free(*state);
  *state = NULL;
}
#endif
