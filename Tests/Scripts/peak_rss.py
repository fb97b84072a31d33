#!/usr/bin/env python3
"""Run a command and print its peak resident memory in bytes (last line of stdout), passing its exit status on.

Usage: peak_rss.py COMMAND [ARGS...]

Why not measure from the test process directly: a process started with posix_spawn/vfork shares its parent's
address space until exec, and Linux carries that space's peak RSS into the child's ru_maxrss. Here the
command is started by a plain fork of this small process, so its ru_maxrss is its own (plus at most this
script's few megabytes).
"""
import os
import signal
import sys


def main():
    if len(sys.argv) < 2:
        sys.stderr.write("usage: peak_rss.py COMMAND [ARGS...]\n")
        sys.exit(2)
    pid = os.fork()
    if pid == 0:
        try:
            os.execv(sys.argv[1], sys.argv[1:])
        finally:
            os._exit(127)
    _, status, usage = os.wait4(pid, 0)
    scale = 1 if sys.platform == "darwin" else 1024  # bytes on macOS, kilobytes on Linux
    print(usage.ru_maxrss * scale, flush=True)
    if os.WIFSIGNALED(status):
        # Die of the same signal, so that the caller sees how the command ended.
        signal.signal(os.WTERMSIG(status), signal.SIG_DFL)
        os.kill(os.getpid(), os.WTERMSIG(status))
    sys.exit(os.WEXITSTATUS(status))


if __name__ == "__main__":
    main()
