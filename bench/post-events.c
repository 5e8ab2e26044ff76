/* bench/post-events.c: a fixed number of single-event POST /api/events over keep-alive connections, for
 * instruction counts (bench/callgrind.sh): a timed load like wrk's makes the count per request depend on
 * how fast the server runs under valgrind; a fixed count does not.
 * Usage: post-events PORT REQUESTS CONNECTIONS ID_PREFIX [USERS]. Each connection sends a request, reads the
 * whole answer (Content-Length), then sends the next; the event ids are unique (ID_PREFIX-connection-number).
 * Users: without USERS, connection c's request i names u(i % 1000), so the connections name the same user at
 * about the same time (a group commit holds a few users); with USERS, u((i * CONNECTIONS + c) % USERS), so
 * the requests in flight name different users, as bench.lua's global counter does.
 * Prints "requests=N ok=N other=N"; exits 1 when a connection fails. */
#define _GNU_SOURCE /* strcasestr */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

static int port, per_connection, connections, users;
static const char *prefix;
static long ok_count, other_count;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

/* Reads one answer; returns its status or -1. */
static int read_answer(int fd, char *buf, size_t size) {
  size_t have = 0;
  for (;;) {
    ssize_t n = recv(fd, buf + have, size - 1 - have, 0);
    if (n <= 0) return -1;
    have += (size_t)n;
    buf[have] = 0;
    char *end = strstr(buf, "\r\n\r\n");
    if (end == NULL) continue;
    char *length = strcasestr(buf, "\r\ncontent-length:");
    size_t body = length ? strtoul(length + 17, NULL, 10) : 0;
    if (have < (size_t)(end + 4 - buf) + body) continue;
    return atoi(buf + 9);
  }
}

static void *connection(void *arg) {
  long index = (long)arg;
  int fd = socket(AF_INET, SOCK_STREAM, 0), one = 1;
  setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd, (struct sockaddr *)&address, sizeof address) != 0) { perror("connect"); exit(1); }
  char body[256], request[512], answer[4096];
  for (int i = 0; i < per_connection; i++) {
    int body_length = snprintf(body, sizeof body,
        "{\"id\":\"%s-%ld-%08d\",\"campaign\":\"bench\",\"variant\":\"A\",\"type\":\"impression\",\"user\":\"u%d\"}",
        prefix, index, i, users > 0 ? (int)(((long)i * connections + index) % users) : i % 1000);
    int length = snprintf(request, sizeof request,
        "POST /api/events HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nContent-Type: application/json\r\n"
        "Content-Length: %d\r\n\r\n%s", port, body_length, body);
    if (send(fd, request, (size_t)length, 0) != length) { perror("send"); exit(1); }
    int status = read_answer(fd, answer, sizeof answer);
    if (status < 0) { fprintf(stderr, "connection %ld: no answer\n", index); exit(1); }
    pthread_mutex_lock(&lock);
    if (status == 200) ok_count++; else other_count++;
    pthread_mutex_unlock(&lock);
  }
  close(fd);
  return NULL;
}

int main(int argc, char **argv) {
  if (argc != 5 && argc != 6) {
    fprintf(stderr, "usage: post-events PORT REQUESTS CONNECTIONS ID_PREFIX [USERS]\n");
    return 2;
  }
  port = atoi(argv[1]);
  connections = atoi(argv[3]);
  users = argc == 6 ? atoi(argv[5]) : 0;
  per_connection = atoi(argv[2]) / connections;
  prefix = argv[4];
  pthread_t threads[1024];
  for (long i = 0; i < connections; i++) pthread_create(&threads[i], NULL, connection, (void *)i);
  for (int i = 0; i < connections; i++) pthread_join(threads[i], NULL);
  printf("requests=%d ok=%ld other=%ld\n", per_connection * connections, ok_count, other_count);
  return other_count == 0 ? 0 : 1;
}
