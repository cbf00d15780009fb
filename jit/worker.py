"""A compile worker (pool.py starts it as a script): IR in on stdin, an object out on stdout.

It imports llvmlite and this folder only, as the package `_jr_jit` (not jit_runtime,
whose import would cost more than most compiles), and compiles exactly as compile_ir
does: compiler._target_machine and compiler._optimized, then the target machine's
emit_object. Messages are length-prefixed byte strings: a request is (target JSON, IR),
a reply (b"ok" | b"error", the object or the error text, the defined symbols as JSON).
"""
from __future__ import annotations

import importlib.util
import json
import os
import struct
import sys

_LEN = struct.Struct("<Q")


def _package():
    here = os.path.dirname(os.path.abspath(__file__))
    spec = importlib.util.spec_from_file_location("_jr_jit", os.path.join(here, "__init__.py"),
                                                  submodule_search_locations=[here])
    mod = importlib.util.module_from_spec(spec)
    sys.modules["_jr_jit"] = mod
    spec.loader.exec_module(mod)
    return importlib.import_module("_jr_jit.compiler")


def _recv(f) -> bytes | None:
    head = f.read(_LEN.size)
    if len(head) < _LEN.size:
        return None
    n = _LEN.unpack(head)[0]
    return f.read(n)


def _send(f, *parts: bytes) -> None:
    for p in parts:
        f.write(_LEN.pack(len(p)))
        f.write(p)
    f.flush()


def serve() -> None:
    here = os.path.dirname(os.path.abspath(__file__))
    if sys.path and os.path.abspath(sys.path[0] or ".") == here:
        del sys.path[0]  # (the script's folder: its modules are not top-level ones)
    compiler = _package()
    compiler._initialize()
    src, dst = sys.stdin.buffer, sys.stdout.buffer
    while True:
        spec = _recv(src)
        ir = _recv(src) if spec is not None else None
        if ir is None:
            return
        try:
            t = json.loads(spec)
            target = compiler.Target(t["triple"], t["cpu"], t["features"], int(t["opt"]), t["pipeline"])
            tm = compiler._target_machine(target)
            mod = compiler._optimized(ir.decode(), target, tm)
            obj = tm.emit_object(mod)
            symbols = [v.name for v in (*mod.functions, *mod.global_variables) if not v.is_declaration]
            _send(dst, b"ok", obj, json.dumps(symbols).encode())
        except Exception as e:  # noqa: BLE001 - whatever LLVM refuses goes back as text
            _send(dst, b"error", f"{type(e).__name__}: {e}".encode(), b"[]")


if __name__ == "__main__":
    serve()
