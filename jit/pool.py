"""Compiles ahead, in worker processes: LLVM's optimizer and code generator on other cores.

LLVM's global state is not thread-safe here (compiler.py holds a lock), so one process
compiles one module at a time; a model's first load compiles tens of kernels at 0.1-0.6 s
each. `ahead(ir, target, salt)` hands the IR to a worker process (python running
worker.py, which imports llvmlite and this folder only) that optimizes and emits the
object with the same code as compile_ir; `compile_ir` of the same IR later takes the
object from the worker (`take`) instead of compiling, puts it in the disk cache and
loads it. Whoever asks first wins: a kernel nobody announced compiles in-process as
before, and one announced twice compiles once.

Workers are started on the first announcement (about 0.1 s each, in parallel with the
caller's own work) and stopped by close() or at exit. A worker that dies or fails gives
its jobs back as failures: compile_ir then compiles them in-process, where the same
error is raised as it would have been without workers.
"""
from __future__ import annotations

import atexit
import json
import os
import queue
import struct
import subprocess
import sys
import threading
from concurrent.futures import Future

ENV_WORKERS = "JIT_RUNTIME_COMPILE_WORKERS"
_LEN = struct.Struct("<Q")


def default_workers() -> int:
    """JIT_RUNTIME_COMPILE_WORKERS, else the cores (0: compile in-process only)."""
    raw = os.environ.get(ENV_WORKERS)
    if raw:
        try:
            return max(0, int(raw))
        except ValueError:
            raise ValueError(f"{ENV_WORKERS} must be a number of processes, got {raw!r}") from None
    return min(len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1, 8)


def _send(f, *parts: bytes) -> None:
    for p in parts:
        f.write(_LEN.pack(len(p)))
        f.write(p)
    f.flush()


def _recv(f) -> bytes:
    head = f.read(_LEN.size)
    if len(head) < _LEN.size:
        raise EOFError("worker closed")
    n = _LEN.unpack(head)[0]
    data = f.read(n)
    if len(data) < n:
        raise EOFError("worker closed")
    return data


class _Worker:
    """One worker process and the thread that feeds it jobs from the pool's queue."""

    def __init__(self, pool: "Pool", index: int):
        here = os.path.dirname(os.path.abspath(__file__))
        self.proc = subprocess.Popen([sys.executable, os.path.join(here, "worker.py")],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.thread = threading.Thread(target=self._serve, args=(pool,), daemon=True,
                                       name=f"jit_runtime compile worker {index}")
        self.thread.start()

    def _serve(self, pool: "Pool") -> None:
        while True:
            job = pool.jobs.get()[2]
            if job is None:
                break
            ir, target, fut, done = job
            if not fut.set_running_or_notify_cancel():
                continue
            try:
                spec = json.dumps({"triple": target.triple, "cpu": target.cpu, "features": target.features,
                                   "opt": target.opt_level, "pipeline": target.pipeline}).encode()
                _send(self.proc.stdin, spec, ir.encode())
                status, payload, symbols = _recv(self.proc.stdout), _recv(self.proc.stdout), _recv(self.proc.stdout)
            except (OSError, EOFError, ValueError) as e:
                fut.set_exception(RuntimeError(f"compile worker died: {e}"))
                break
            if status == b"ok":
                result = (payload, json.loads(symbols))
                if done is not None:
                    try:
                        done(*result)
                    except Exception:  # noqa: BLE001 - (the cache's own problem, reported there)
                        pass
                fut.set_result(result)
            else:
                fut.set_exception(RuntimeError(payload.decode(errors="replace")))
        self.stop()

    def stop(self) -> None:
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()


class Pool:
    """Worker processes compiling IR announced with ahead()."""

    def __init__(self, workers: int):
        self.size = workers
        self.jobs: queue.PriorityQueue = queue.PriorityQueue()  # the largest IR first (see ahead)
        self._seq = 0
        self.pending: dict[str, Future] = {}
        self.workers: list[_Worker] = []
        self._lock = threading.Lock()

    def ahead(self, key: str, ir: str, target, done=None) -> bool:
        """Start compiling `ir` (cache key `key`) in a worker; False when it is already under
        way. done(object, symbols) runs when it compiled (the caller's cache keeps it)."""
        with self._lock:
            if key in self.pending:
                return False
            if len(self.workers) < min(self.size, len(self.pending) + 1):
                self.workers.append(_Worker(self, len(self.workers)))
            fut: Future = Future()
            self.pending[key] = fut
            self._seq += 1
            # largest first: the last kernels to finish are then small ones, so the workers
            # finish together (compile time grows with the IR's length)
            self.jobs.put((-len(ir), self._seq, (ir, target, fut, done)))
        return True

    def take(self, key: str) -> Future | None:
        """The job compiling `key`, if one was announced (it is then no longer pending)."""
        with self._lock:
            return self.pending.pop(key, None)

    def busy(self) -> int:
        with self._lock:
            return len(self.pending)

    def close(self) -> None:
        """Stop the workers (jobs not started are cancelled: compile_ir does them in-process)."""
        with self._lock:
            workers, self.workers = self.workers, []
            for fut in self.pending.values():
                fut.cancel()
            self.pending.clear()
        for _ in workers:
            self.jobs.put((1, 0, None))  # (after every job still queued: those were cancelled)
        for w in workers:
            w.thread.join(timeout=30)
        self.jobs = queue.PriorityQueue()


_pool: Pool | None = None
_pool_lock = threading.Lock()


def pool() -> Pool | None:
    """The process's pool (None when JIT_RUNTIME_COMPILE_WORKERS is 0)."""
    global _pool
    n = default_workers()
    if n <= 0:
        return None
    with _pool_lock:
        if _pool is None or _pool.size != n:
            if _pool is not None:
                _pool.close()
            _pool = Pool(n)
        return _pool


def take(key: str) -> Future | None:
    p = _pool
    return p.take(key) if p is not None else None


def close() -> None:
    """Stop the workers (a later ahead() starts them again)."""
    p = _pool
    if p is not None:
        p.close()


atexit.register(close)
