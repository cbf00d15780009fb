"""Checked ops kept on disk: a text parsed and checked once is decoded after that.

lark parses in Python: the library's files take ~65 ms, and a model's generated ops
(FusedConcat, epilogues: one text per configuration) took 0.6 s of densenet121's 1.7 s
warm load. check_module(parse(text)) is a pure function of the text and this package's
code, so its result is kept under a key of both (fingerprint.code()) in `ops/` beside the
kernels (an ObjectCache: atomic, checksummed, capped, cleared with the cache), written
with dsl.serial. An entry that does not decode is a miss: the text is parsed again.
"""
from __future__ import annotations

import hashlib
import json
import threading

from .dsl import check_module, parse
from .dsl import serial
from .jit.cache import ObjectCache, cache_root

FORMAT = 1
MIN_CHARS = 0  # (every text: parsing one at all builds lark's parser first, ~45 ms)
_store: ObjectCache | None = None
_root = None
_lock = threading.Lock()


def _cache() -> ObjectCache | None:
    """The ops store of the cache directory (made on its own, quietly: loading ops should
    not be what first decides, or warns about, the object cache)."""
    global _store, _root
    root = cache_root()
    with _lock:
        if _store is None or _root != root:
            _store = ObjectCache(root, sub="ops", quiet=True)
            _root = root
        return _store if _store.enabled else None


def checked(text: str | bytes, filename: str) -> tuple:
    """check_module(parse(text, filename)), from the disk cache when it has it."""
    store = _cache() if len(text) >= MIN_CHARS else None
    if store is None:
        return check_module(parse(text, filename))
    if isinstance(text, bytes):
        try:
            source = text.decode("utf-8")
        except UnicodeDecodeError:
            return check_module(parse(text, filename))  # (parse says where)
    else:
        source = text
    source = source.removeprefix("\ufeff")
    from . import fingerprint
    key = hashlib.sha256(json.dumps({"format": FORMAT, "code": fingerprint.code(), "filename": filename,
                                     "text": hashlib.sha256(source.encode()).hexdigest()}).encode()).hexdigest()
    payload = store.get(key)
    if payload is not None:
        try:
            return serial.loads(payload.decode(), filename, source)
        except (ValueError, UnicodeDecodeError):
            pass
    ops = check_module(parse(text, filename))
    if store.writable:
        try:
            store.put(key, serial.dumps(ops, filename, source).encode(), {"filename": filename})
        except (ValueError, RecursionError):
            pass
    return ops
