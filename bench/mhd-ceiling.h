/* bench/mhd-ceiling.h: what the architecture-ceiling programs share (bench/mhd-commit.c, mhd-loop.c,
 * mhd-hybrid.c): a request's body as read, the durable store (one SQLite file, WAL, synchronous=FULL
 * unless CEILING_SYNC=OFF, `id` unique) and its group commit, the empty 204 answer. Header-only: each
 * program is one `cc` command (bench/architecture-ceiling.sh). */
#ifndef MHD_CEILING_H
#define MHD_CEILING_H
#include <microhttpd.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
  check(sqlite3_exec(db, sync && strcmp(sync, "OFF") == 0 ? "PRAGMA synchronous=OFF" : "PRAGMA synchronous=FULL",
                     NULL, NULL, NULL), "synchronous");
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

/* Frees a finished request. */
static void completed(void *cls, struct MHD_Connection *c, void **state, enum MHD_RequestTerminationCode code) {
  (void)cls, (void)c, (void)code;
  free(*state);
  *state = NULL;
}
#endif
