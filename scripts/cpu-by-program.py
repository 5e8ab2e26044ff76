#!/usr/bin/env python3
"""CPU seconds by program while a command runs: where a test part's time goes.

    python3 scripts/cpu-by-program.py COMMAND [ARGUMENT...]

Runs COMMAND, reads the CPU time (user + system, from /proc) of every process of the machine (run it
on an otherwise idle one) every half second, and prints, when COMMAND ends, the CPU seconds each program used (by executable name) beside the wall
time, e.g. `chromium`, `dialog-preview`, `event-client-harness`, the test binary. A process that
starts and ends between two readings is missed: the figures are a floor. Exits with COMMAND's status.
docs/development.md ("Where the time goes") has the figures of a `make test`.
"""
import collections
import os
import subprocess
import sys
import time

HZ = os.sysconf("SC_CLK_TCK")


def program(pid, fallback):
    try:
        return os.path.basename(os.readlink(f"/proc/{pid}/exe"))
    except OSError:
        return fallback


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__.strip().splitlines()[2].strip())
    seen = {}  # pid -> (program, ticks at the last reading)
    used = collections.Counter()

    def read(first):
        alive = set()
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            try:
                with open(f"/proc/{entry}/stat") as f:
                    text = f.read()
            except OSError:
                continue
            name = text.split("(", 1)[1].rsplit(")", 1)[0]
            fields = text.rsplit(")", 1)[1].split()
            ticks = int(fields[11]) + int(fields[12])
            pid = int(entry)
            alive.add(pid)
            if pid in seen:
                used[seen[pid][0]] += ticks - seen[pid][1]
                seen[pid] = (seen[pid][0], ticks)
            else:
                label = program(pid, name)
                seen[pid] = (label, ticks)
                if not first:
                    used[label] += ticks
        for pid in list(seen):
            if pid not in alive:
                del seen[pid]

    read(True)
    start = time.monotonic()
    child = subprocess.Popen(sys.argv[1:])
    while child.poll() is None:
        time.sleep(0.5)
        read(False)
    read(False)
    wall = time.monotonic() - start
    total = sum(used.values()) / HZ
    print(f"--- CPU by program: {total:.1f} s of CPU in {wall:.1f} s ({total / wall / os.cpu_count() * 100:.0f} % of {os.cpu_count()} cores) ---")
    for name, ticks in used.most_common(12):
        if ticks:
            print(f"{ticks / HZ:9.1f} s  {name}")
    sys.exit(child.returncode)


if __name__ == "__main__":
    main()
