#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro Swift can't import: bind calls copy the buffer with it.
static inline int csqlite_bind_text_transient(sqlite3_stmt *s, int i, const char *v, int n) {
  return sqlite3_bind_text(s, i, v, n, SQLITE_TRANSIENT);
}

/// Turns off SQLite's memory statistics, which take a global mutex on every allocation (they showed in
/// the writer's profile). Only effective before SQLite initializes; SQLITE_MISUSE afterwards, harmlessly.
static inline int csqlite_disable_memory_statistics(void) {
  return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
#endif
