"""The processes `make bench` starts and stops: dialog-preview, nginx, the C servers (bench/mhd204.c,
bench/mhd-commit.c), a throwaway PostgreSQL cluster, wrk, and the idle connections and campaign-event
streams held open beside the load. Everything started here is stopped by close(), also on an error or
Ctrl-C."""
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time

CAMPAIGN = """{"id": "bench", "title": "Benchmark", "banner": "https://example.com/b.png", "actionURL": "https://example.com/",
 "variants": [{"id": "A", "style": "pop-grow"}, {"id": "B", "style": "pop-shrink"}]}
"""

NGINX_CONF = """worker_processes {cores};
pid {dir}/nginx.pid;
error_log {dir}/error.log warn;
daemon off;
events {{ worker_connections 4096; }}
http {{
  access_log {dir}/access.log combined buffer=64k flush=1s;
  client_body_temp_path {dir}/tmp/body;
  proxy_temp_path {dir}/tmp/proxy;
  fastcgi_temp_path {dir}/tmp/fastcgi;
  uwsgi_temp_path {dir}/tmp/uwsgi;
  scgi_temp_path {dir}/tmp/scgi;
  sendfile on;
  tcp_nopush on;
  gzip_static on;
  gzip_vary on;
  keepalive_requests 100000000;
  server {{
    listen 127.0.0.1:{port};
    root {dir}/root;
    location = /api/events {{ return 204; }}
    location /embed/ {{ default_type "text/html; charset=utf-8"; }}
  }}
}}
"""

WITH_POSTGRES = "source scripts/with-postgres.sh && "


class BenchError(Exception):
    """A process that did not start or a command that failed: the message says which."""


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(test, tries, what, log=None):
    for _ in range(tries):
        if test():
            return
        time.sleep(0.05)
    detail = "" if log is None or not os.path.exists(log) else ":\n" + open(log, errors="replace").read()
    raise BenchError(f"{what} did not start{detail}")


def listens(port):
    try:
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
        return True
    except OSError:
        return False


def output(*command, **kwargs):
    return subprocess.run(command, check=True, capture_output=True, text=True, **kwargs).stdout.strip()


class Machine:
    """A work folder under /tmp and the processes and connections of one bench run."""

    def __init__(self, binary):
        self.binary = binary
        self.work = tempfile.mkdtemp(prefix="dialog-preview-bench.", dir="/tmp")
        os.chmod(self.work, 0o755)  # nginx's workers (nobody when started as root) read the static root
        self.children = []
        self.held = []  # sockets of idle connections and streams
        self.postgres = None  # (run folder, URL of the postgres database, folder of psql)
        os.makedirs(self.path("campaigns"))
        with open(self.path("campaigns/bench.json"), "w") as f:
            f.write(CAMPAIGN)

    def path(self, name):
        return os.path.join(self.work, name)

    def compile(self, name, *libraries):
        subprocess.run(["cc", "-O2", "-o", self.path(name), f"bench/{name}.c", *libraries], check=True)

    def spawn(self, command, stdout=None, stderr=None):
        process = subprocess.Popen(command, stdout=stdout, stderr=stderr)
        self.children.append(process)
        return process

    def start_c(self, name, *args):
        """bench/NAME.c, compiled by compile(), on a free port; returns (process, port)."""
        port = free_port()
        ready = self.path(f"{name}.ready")
        with open(ready, "w") as out:
            process = self.spawn([self.path(name), str(port), *args], stdout=out)
        wait_for(lambda: "listening" in open(ready).read(), 100, name)
        return process, port

    def start_nginx(self):
        port, folder = free_port(), self.path("nginx")
        os.makedirs(os.path.join(folder, "root/embed"))
        os.makedirs(os.path.join(folder, "tmp"))
        with open(os.path.join(folder, "nginx.conf"), "w") as f:
            f.write(NGINX_CONF.format(cores=os.cpu_count(), dir=folder, port=port))
        self.spawn(["nginx", "-c", os.path.join(folder, "nginx.conf"), "-p", folder])
        wait_for(lambda: listens(port), 100, "nginx", os.path.join(folder, "error.log"))
        return port

    def start_dp(self, name, database, args=()):
        """dialog-preview serving on database; returns (process, port)."""
        ready, log = self.path(f"{name}.ready"), self.path(f"{name}.log")
        with open(ready, "w") as out, open(log, "w") as err:
            process = self.spawn([self.binary, "serve", "--port", "0", "--campaigns", self.path("campaigns"),
                                  "--database", database, *args], stdout=out, stderr=err)
        wait_for(lambda: "listening" in open(ready).read() or process.poll() is not None, 200,
                 "dialog-preview", log)
        line = open(ready).read().strip()
        if "listening" not in line:
            raise BenchError(f"dialog-preview did not start:\n{open(log).read()}")
        return process, int(re.search(r":([0-9]+)$", line).group(1))

    def stop(self, process):
        """SIGTERM and wait; returns the exit status."""
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
        status = process.wait()
        self.children.remove(process)
        return status

    def mirror(self, port, path):
        """Writes what dialog-preview answers to GET path into nginx's root, and its gzip body beside it
        (`gzip_static`: nginx sends those very bytes to a client taking gzip, as dialog-preview sends the
        body it compressed once); returns both sizes."""
        target = os.path.join(self.path("nginx/root"), path.lstrip("/"))
        subprocess.run(["curl", "-fsS", f"http://127.0.0.1:{port}{path}", "-o", target], check=True)
        subprocess.run(["curl", "-fsS", "-H", "Accept-Encoding: gzip", f"http://127.0.0.1:{port}{path}",
                        "-o", target + ".gz"], check=True)
        return os.path.getsize(target), os.path.getsize(target + ".gz")

    def hold_idle(self, port, count):
        """count connections that never send a byte, open until release(). In this process: subprocesses
        don't inherit them (close_fds), so wrk's descriptor numbers stay low."""
        self.held += [socket.create_connection(("127.0.0.1", port)) for _ in range(count)]

    def hold_streams(self, port, count):
        """count open GET /api/campaign-events streams, as count open pages hold."""
        for _ in range(count):
            s = socket.create_connection(("127.0.0.1", port))
            s.sendall(b"GET /api/campaign-events HTTP/1.1\r\nHost: bench\r\nAccept: text/event-stream\r\n\r\n")
            self.held.append(s)
        time.sleep(1)  # the last requests answered and suspended

    def release(self):
        for s in self.held:
            s.close()
        self.held = []

    def start_postgres(self):
        lines = output("bash", "-c", WITH_POSTGRES + "postgres_start >/dev/null && echo \"$POSTGRES_RUN\" && "
                       "echo \"$DIALOG_PREVIEW_TEST_POSTGRES\" && echo \"$DIALOG_PREVIEW_TEST_POSTGRES_BIN\"")
        self.postgres = tuple(lines.splitlines())

    def psql(self, url, sql, *options):
        return output(os.path.join(self.postgres[2], "psql"), "-X", "-q", *options, "-d", url, "-c", sql)

    def database(self, spec, create=False):
        """sqlite:NAME is a file in the work folder; postgres:NAME a database of the cluster (created and
        the cluster started when asked to create it)."""
        kind, name = spec.split(":", 1)
        if kind == "sqlite":
            return "sqlite:" + self.path(name)
        if self.postgres is None:
            self.start_postgres()
        if create:
            self.psql(self.postgres[1], f"CREATE DATABASE {name}")
        return self.postgres[1].removesuffix("/postgres") + "/" + name

    def count_events(self, spec):
        if spec.startswith("sqlite:"):
            return int(output("sqlite3", self.path(spec.split(":", 1)[1]), "select count(*) from events"))
        return int(self.psql(self.database(spec), "select count(*) from events", "-A", "-t"))

    def postgres_version(self):
        return output(os.path.join(self.postgres[2], "postgres"), "--version").split()[2]

    def close(self):
        self.release()
        for process in self.children:
            if process.poll() is None:
                process.terminate()
            process.wait()
        self.children = []
        if self.postgres:
            subprocess.run(["bash", "-c", WITH_POSTGRES + 'POSTGRES_RUN="$1" && postgres_cleanup', "_",
                            self.postgres[0]])
        shutil.rmtree(self.work, ignore_errors=True)


def wrk(port, connections, seconds, settings):
    """One wrk run of bench/bench.lua with settings (its environment); returns RESULT's fields as text."""
    threads = 1 if connections < 2 else 2
    result = subprocess.run(["wrk", f"-t{threads}", f"-c{connections}", f"-d{seconds}s", "--timeout", "10s",
                             "-s", "bench/bench.lua", f"http://127.0.0.1:{port}"],
                            env={**os.environ, **settings}, capture_output=True, text=True)
    line = next((l for l in result.stdout.splitlines() if l.startswith("RESULT")), None)
    if line is None:
        raise BenchError(f"wrk printed no RESULT line:\n{result.stdout}{result.stderr}")
    return dict(field.split("=", 1) for field in line.split()[1:])


def peak_mib(pid):
    """The process's peak resident set (VmHWM) in MiB, as text."""
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmHWM"):
            return "%.1f" % (int(line.split()[1]) / 1024)
    return "n/a"


def cpu_ticks(pid):
    """User plus system time of the process, in clock ticks."""
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def thread_count(pid):
    return len(os.listdir(f"/proc/{pid}/task"))
