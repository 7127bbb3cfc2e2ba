"""``kennel serve --workers N``: N server processes behind one port, for a machine with
more than one core (one Python process uses one).

Each worker is a ``kennel serve`` of its own on a loopback port, with its own server id
(the given id and its number: ``K1``, ``K2``...) and its own folder under ``--data``
(``K1/``, ``K2/``...: started again with the same N, every worker resumes its rooms).
In front, HAProxy listens on ``--host``/``--port`` and routes exactly as the README's
"Several servers" does: ``/ws?room=CODE`` goes to the worker whose id starts the code,
a connection without a room (one that creates) to the worker with the fewest
connections. The workers trust the proxy's ``X-Forwarded-For``, so the limits per
address count people, not the proxy; the other limits hold per worker.

SIGINT or SIGTERM is passed to every worker (each saves its rooms, as one server
does), then the proxy stops. A worker or the proxy that ends on its own ends the rest:
the exit status says so, and whatever runs ``kennel serve`` starts it again.
"""
from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from game.net import door

#: seconds a worker may take to say it listens (it reads its rooms back first)
START_WITHIN = 120.0
#: seconds the workers have to save their rooms and end after SIGTERM (together)
STOP_WITHIN = 9.0
#: set in each worker's environment (``kennel serve`` then leaves out the page's line: a
#: worker's port is not the one people use)
WORKER = "KENNEL_WORKER"
#: options that each worker is given by this module, not passed through
OWN = {"workers", "host", "port", "data", "server_id", "trust_proxy", "max_connections"}


def _child_setup() -> None:
    """In a worker or the proxy, before it runs: Ctrl-C in a terminal is for this process
    to pass on, and a parent that dies (even by kill -9) takes its children with it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG (Linux)
    except (OSError, AttributeError):  # pragma: no cover - not Linux
        pass


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as sock:
        sock.bind((host, 0))
        return sock.getsockname()[1]


def worker_ids(sid: str, workers: int) -> list[str]:
    """The workers' server ids: ``sid`` and a number (``ValueError`` past 8 characters)."""
    ids = [f"{sid}{n}" for n in range(1, workers + 1)]
    if len(ids[-1]) > 8:
        raise ValueError(f"--server-id {sid} leaves no room for {workers} workers' numbers (8 characters at most)")
    return ids


def passed_on(parser, args) -> list[str]:
    """The options given to ``kennel serve`` that each worker takes as they are."""
    out = []
    for action in parser._actions:
        if not action.option_strings or action.dest in OWN or action.dest == "help":
            continue
        value = getattr(args, action.dest, None)
        if value is None or value == action.default:
            continue
        out += [action.option_strings[-1], str(value)]
    return out


#: HAProxy's own settings: one thread (it forwards a few small frames a move and wakes
#: for each batch; with a thread a core, as by default, each woke on its own, for as many
#: context switches: 0.12 -> 0.09 ms of its CPU a move at 1,000 rooms), and no timing of
#: its tasks (by default turned on when it lags, a clock read around each one)
PROXY_GLOBAL = ("nbthread 1", "profiling.tasks off")


def proxy_config(host: str, port: int, workers: list[tuple[str, int]], maxconn: int, handshake: float) -> str:
    lines = ["# written by kennel serve --workers: the README's routing by room code",
             "global", f"    maxconn {maxconn}", *(f"    {line}" for line in PROXY_GLOBAL),
             "defaults", "    mode http", "    option forwardfor",
             "    timeout connect 5s", f"    timeout http-request {max(1, round(handshake))}s",
             "    timeout client 1h", "    timeout server 1h", "    timeout tunnel 1h",
             "frontend kennel", f"    bind {host}:{port}"]
    for sid, _ in workers:
        lines.append(f"    acl room_on_{sid} url_param(room) -m beg -i {sid}-")
    for sid, _ in workers:
        lines.append(f"    use_backend kennel_{sid} if room_on_{sid}")
    lines.append("    default_backend kennel_any")
    for sid, wport in workers:
        lines += [f"backend kennel_{sid}", f"    server {sid} 127.0.0.1:{wport}"]
    lines += ["backend kennel_any", "    balance leastconn"]
    lines += [f"    server {sid} 127.0.0.1:{wport}" for sid, wport in workers]
    return "\n".join(lines) + "\n"


def stop(processes: list[subprocess.Popen], within: float) -> None:
    for proc in processes:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
    deadline = time.monotonic() + within
    for proc in processes:
        try:
            proc.wait(max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def url_host(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def run(parser, args, folder: Path, sid: str, listening: str, page: str) -> int:
    """Start the workers and the proxy, print the one listening line (``listening``,
    the server's own, and ``page`` on stderr), and wait."""
    haproxy = shutil.which("haproxy")
    if haproxy is None:
        print("kennel serve: --workers needs HAProxy (apt-get install haproxy), which routes each room's "
              "connections to its worker", file=sys.stderr)
        return 1
    try:
        ids = worker_ids(sid, args.workers)
    except ValueError as exc:
        print(f"kennel serve: {exc}", file=sys.stderr)
        return 2
    # the proxy holds two descriptors a connection; each worker its share
    limit = door.fd_limit()
    maxconn = max(1, min(args.max_connections, (limit - door.FD_HEADROOM) // 2))
    per_worker = max(1, -(-maxconn // args.workers))
    front = args.port or free_port(args.host)
    common = passed_on(parser, args) + ["--max-connections", str(per_worker)]
    for trusted in [*args.trust_proxy, "127.0.0.1"]:
        common += ["--trust-proxy", trusted]
    workers: list[subprocess.Popen] = []
    processes: list[subprocess.Popen] = []
    got = {"signal": None}

    def asked_to_stop(signum, frame):
        got["signal"] = signum

    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, asked_to_stop)
    scratch = tempfile.mkdtemp(prefix="kennel-workers-")
    try:
        ports = []
        for wid in ids:
            (folder / wid).mkdir(parents=True, exist_ok=True)
            proc = subprocess.Popen([sys.executable, "-m", "game.net", "--host", "127.0.0.1", "--port", "0",
                                     "--data", str(folder / wid), "--server-id", wid, *common],
                                    stdout=subprocess.PIPE, text=True, env={**os.environ, WORKER: wid},
                                    preexec_fn=_child_setup)
            workers.append(proc)
            processes.append(proc)
        for wid, proc in zip(ids, workers):
            line = proc.stdout.readline()  # the worker's one line: where it listens
            if not line.startswith("Kennel server listening"):
                print(f"kennel serve: worker {wid} did not start", file=sys.stderr)
                return 1
            ports.append(int(line.rsplit(":", 1)[1].split("/")[0]))
        config = Path(scratch) / "haproxy.cfg"
        config.write_text(proxy_config(url_host(args.host), front, list(zip(ids, ports)), maxconn, args.handshake))
        proxy = subprocess.Popen([haproxy, "-db", "-f", str(config)], stdout=subprocess.DEVNULL,
                                 preexec_fn=_child_setup)
        processes.append(proxy)
        if not _listening(args.host, front, proxy):
            print(f"kennel serve: cannot listen on {args.host}:{front} (HAProxy did not start)", file=sys.stderr)
            return 1
        print(listening.format(host=url_host(args.host), port=front), flush=True)
        print(page.format(host=url_host(args.host), port=front), file=sys.stderr, flush=True)
        print(f"kennel serve: {args.workers} workers ({', '.join(ids)}) behind HAProxy", file=sys.stderr, flush=True)
        while got["signal"] is None:
            ended = next((p for p in processes if p.poll() is not None), None)
            if ended is not None:
                what = "HAProxy" if ended is proxy else f"worker {ids[workers.index(ended)]}"
                print(f"kennel serve: {what} ended (status {ended.returncode}): stopping the rest", file=sys.stderr)
                return 1
            time.sleep(0.2)
        return 0
    finally:
        stop(workers, STOP_WITHIN)  # every worker saves its rooms, together
        stop([p for p in processes if p not in workers], 2.0)
        shutil.rmtree(scratch, ignore_errors=True)


def _listening(host: str, port: int, proxy: subprocess.Popen, within: float = 10.0) -> bool:
    deadline = time.monotonic() + within
    target = "127.0.0.1" if host in ("0.0.0.0", "") else "::1" if host == "::" else host
    while time.monotonic() < deadline and proxy.poll() is None:
        try:
            socket.create_connection((target, port), timeout=0.5).close()
            return True
        except OSError:
            time.sleep(0.05)
    return False
