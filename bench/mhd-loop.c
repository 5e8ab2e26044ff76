/* bench/mhd-loop.c: the ingest design's ceiling without suspend/resume or a second thread (issue 31).
 * One thread runs libmicrohttpd in external select mode (MHD_run_from_select): the handlers collect the
 * bodies of POST /api/events without answering; after each pass the loop inserts every collected body
 * in one SQLite transaction (WAL, synchronous=FULL, `id` unique, ON CONFLICT DO NOTHING), commits, and
 * the next pass, which calls every connection's handler, answers them 204. No cross-thread wake-up, no
 * eventfd, no suspended connection leaving the poll set: the other way to wait for a durable commit
 * with libmicrohttpd. Beside bench/mhd-commit.c in bench/architecture-ceiling.sh.
 * Build: cc -O2 -o mhd-loop bench/mhd-loop.c -lmicrohttpd -lsqlite3; run: mhd-loop PORT DATABASE. */
#include <microhttpd.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <unistd.h>
struct request { char body[4096]; size_t length; int state; struct request *next; };
static struct MHD_Response *empty;
static struct request *pending;
static sqlite3 *db; static sqlite3_stmt *insert, *begin, *commit;
static void check(int code, const char *what) {
  if (code != SQLITE_OK && code != SQLITE_DONE && code != SQLITE_ROW) { fprintf(stderr, "%s: %s\n", what, sqlite3_errmsg(db)); exit(1); } }
static enum MHD_Result handler(void *cls, struct MHD_Connection *c, const char *url, const char *method,
                               const char *version, const char *upload, size_t *size, void **state) {
  (void)cls, (void)version, (void)url, (void)method;
  struct request *r = *state;
  if (r == NULL) { r = calloc(1, sizeof *r); *state = r; return MHD_YES; }
  if (r->state == 0 && *size > 0) {
    size_t room = sizeof r->body - 1 - r->length, n = *size < room ? *size : room;
    memcpy(r->body + r->length, upload, n); r->length += n; *size = 0; return MHD_YES; }
  if (r->state == 0) { r->state = 1; r->next = pending; pending = r; return MHD_YES; }
  if (r->state == 1) return MHD_YES; /* not committed yet */
  return MHD_queue_response(c, MHD_HTTP_NO_CONTENT, empty);
}
static void completed(void *cls, struct MHD_Connection *c, void **state, enum MHD_RequestTerminationCode code) {
  (void)cls, (void)c, (void)code; free(*state); *state = NULL; }
int main(int argc, char **argv) {
  check(sqlite3_open(argv[2], &db), "open");
  check(sqlite3_exec(db, "PRAGMA synchronous=FULL; PRAGMA journal_mode=WAL; CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, body TEXT NOT NULL)", 0, 0, 0), "schema");
  check(sqlite3_prepare_v2(db, "INSERT INTO events (id, body) VALUES (?1, ?2) ON CONFLICT (id) DO NOTHING", -1, &insert, 0), "p");
  check(sqlite3_prepare_v2(db, "BEGIN IMMEDIATE", -1, &begin, 0), "p"); check(sqlite3_prepare_v2(db, "COMMIT", -1, &commit, 0), "p");
  empty = MHD_create_response_from_buffer(0, "", MHD_RESPMEM_PERSISTENT);
  struct MHD_Daemon *d = MHD_start_daemon(0, (uint16_t)atoi(argv[1]), NULL, NULL, handler, NULL,
      MHD_OPTION_NOTIFY_COMPLETED, completed, NULL, MHD_OPTION_CONNECTION_LIMIT, 4096u,
      MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)32768, MHD_OPTION_END);
  if (!d) { fprintf(stderr, "start failed\n"); return 1; }
  printf("listening\n"); fflush(stdout);
  for (;;) {
    MHD_UNSIGNED_LONG_LONG timeout; int ms = -1;
    if (MHD_get_timeout(d, &timeout) == MHD_YES) ms = timeout > 1000 ? 1000 : (int)timeout;
    if (pending) ms = 0;
    fd_set rs, ws, es; FD_ZERO(&rs); FD_ZERO(&ws); FD_ZERO(&es); MHD_socket max = 0;
    MHD_get_fdset(d, &rs, &ws, &es, &max);
    struct timeval tv = { ms / 1000, (ms % 1000) * 1000 };
    select(max + 1, &rs, &ws, &es, ms < 0 ? NULL : &tv);
    MHD_run_from_select(d, &rs, &ws, &es);
    if (pending) {
      check(sqlite3_step(begin), "begin"); sqlite3_reset(begin);
      for (struct request *r = pending; r; r = r->next) {
        const char *id = strstr(r->body, "\"id\":\""); const char *s = id ? id + 6 : r->body;
        const char *e = id ? strchr(s, '"') : r->body + r->length; if (!e) e = r->body + r->length;
        sqlite3_bind_text(insert, 1, s, (int)(e - s), SQLITE_STATIC); sqlite3_bind_text(insert, 2, r->body, (int)r->length, SQLITE_STATIC);
        check(sqlite3_step(insert), "insert"); sqlite3_reset(insert);
      }
      check(sqlite3_step(commit), "commit"); sqlite3_reset(commit);
      for (struct request *r = pending, *n; r; r = n) { n = r->next; r->state = 2; r->next = NULL; }
      pending = NULL;
      MHD_run(d); /* answer them (a select with no wait, then every connection's handlers) */
    }
  }
}
