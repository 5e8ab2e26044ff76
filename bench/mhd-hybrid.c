/* bench/mhd-hybrid.c: the ingest design's ceiling with the HTTP side in one thread and a writer thread
 * (issue 31). libmicrohttpd runs in external select mode in the main thread; a finished POST
 * /api/events body goes to the writer thread's queue and its connection is left waiting (not
 * suspended); the writer inserts each queued group in one SQLite transaction (WAL, synchronous=FULL,
 * `id` unique, ON CONFLICT DO NOTHING), commits, marks the group done and wakes the HTTP thread once per
 * commit (an eventfd), whose next pass answers the group 204. Between bench/mhd-commit.c (a wake-up per
 * connection) and bench/mhd-loop.c (no second thread, idle through every fdatasync), in
 * bench/architecture-ceiling.sh.
 * Build: cc -O2 -o mhd-hybrid bench/mhd-hybrid.c -lmicrohttpd -lsqlite3 -lpthread;
 * run: mhd-hybrid PORT DATABASE. */
#include <microhttpd.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <sys/eventfd.h>
#include <pthread.h>
#include <stdint.h>
#include <unistd.h>
struct request { char body[4096]; size_t length; int state; struct request *next; };
static struct MHD_Response *empty;
static struct request *pending;
static int wake;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t work = PTHREAD_COND_INITIALIZER;
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
  if (r->state == 0) { r->state = 1; pthread_mutex_lock(&lock); r->next = pending; pending = r; pthread_cond_signal(&work); pthread_mutex_unlock(&lock); return MHD_YES; }
  if (__atomic_load_n(&r->state, __ATOMIC_ACQUIRE) == 1) return MHD_YES; /* not committed yet */
  return MHD_queue_response(c, MHD_HTTP_NO_CONTENT, empty);
}
static void completed(void *cls, struct MHD_Connection *c, void **state, enum MHD_RequestTerminationCode code) {
  (void)cls, (void)c, (void)code; free(*state); *state = NULL; }
static void *writer(void *unused) {
  (void)unused;
  for (;;) {
    pthread_mutex_lock(&lock);
    while (!pending) pthread_cond_wait(&work, &lock);
    struct request *batch = pending; pending = NULL;
    pthread_mutex_unlock(&lock);
    check(sqlite3_step(begin), "begin"); sqlite3_reset(begin);
    for (struct request *r = batch; r; r = r->next) {
      const char *id = strstr(r->body, "\"id\":\""); const char *s = id ? id + 6 : r->body;
      const char *e = id ? strchr(s, '"') : r->body + r->length; if (!e) e = r->body + r->length;
      sqlite3_bind_text(insert, 1, s, (int)(e - s), SQLITE_STATIC); sqlite3_bind_text(insert, 2, r->body, (int)r->length, SQLITE_STATIC);
      check(sqlite3_step(insert), "insert"); sqlite3_reset(insert);
    }
    check(sqlite3_step(commit), "commit"); sqlite3_reset(commit);
    for (struct request *r = batch, *n; r; r = n) { n = r->next; __atomic_store_n(&r->state, 2, __ATOMIC_RELEASE); }
    uint64_t one = 1; if (write(wake, &one, 8) != 8) exit(1); /* one wake-up per commit */
  }
  return NULL;
}
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
  wake = eventfd(0, EFD_NONBLOCK);
  pthread_t thread; pthread_create(&thread, NULL, writer, NULL);
  for (;;) {
    fd_set rs, ws, es; FD_ZERO(&rs); FD_ZERO(&ws); FD_ZERO(&es); MHD_socket max = 0;
    MHD_get_fdset(d, &rs, &ws, &es, &max);
    FD_SET(wake, &rs); if (wake > max) max = wake;
    /* MHD asks for no wait while connections wait for their commit: they need nothing until `wake`. */
    struct timeval tv = { 1, 0 };
    select(max + 1, &rs, &ws, &es, &tv);
    if (FD_ISSET(wake, &rs)) { uint64_t n; if (read(wake, &n, 8) < 0) {} }
    MHD_run_from_select(d, &rs, &ws, &es);
  }
}
