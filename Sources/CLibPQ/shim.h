#ifndef CLIBPQ_SHIM_H
#define CLIBPQ_SHIM_H
#include <libpq-fe.h>

/// PG_DIAG_* are character macros Swift doesn't import: read the fields of an error result here.
static inline const char *clibpq_sqlstate(const PGresult *result) {
  return PQresultErrorField(result, PG_DIAG_SQLSTATE);
}

static inline const char *clibpq_primary_message(const PGresult *result) {
  return PQresultErrorField(result, PG_DIAG_MESSAGE_PRIMARY);
}
#endif
