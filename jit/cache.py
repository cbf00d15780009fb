"""A content-addressed disk cache of compiled objects: each kernel is compiled once per machine.

Why: optimizing and generating code for a small kernel takes about 20 ms, and loading its
object file takes about 1 ms. The key is a sha256 over everything that changes the machine
code, so the cache never serves a stale entry. Any change gives a new key, and old entries
age out under the LRU size cap.

    ObjectCache(root=None, *, max_bytes=None, validate=None, sub="objects", quiet=False)
        root: the base directory. None means $JIT_RUNTIME_CACHE_DIR if set, else
              platformdirs.user_cache_dir("jit_runtime"). Entries live in root/<sub>/.
        max_bytes: None means $JIT_RUNTIME_CACHE_MAX_MB (MiB, fractions allowed), default 512.
        validate: payload -> "" or why it is unusable (default_cache: looks_like_object).
        sub: the folder of this kind of entry (the runtime's kernel index is "kernels").
        quiet: no warning when the directory is unusable (a companion of a cache that warned).
      .key(ir, target, salt="") -> str        hex sha256 of .components(...)
      .components(ir, target, salt="") -> dict   what the key covers (also kept in the sidecar)
      .get(key) -> bytes | None               verified object bytes; a hit touches the mtime
      .has(key) -> bool                       an entry exists (unverified)
      .put(key, obj, meta) -> None            atomic entry + <key>.json sidecar, then the LRU cap
      .info() -> dict                         path, entries, bytes, cap, enabled, writable, reason, stats
      .clear() -> int                         entries removed
      .explain(symbol, ir, target, salt="") -> str   "hit ..." or "miss: ..." and why
      .enabled, .reason                       False (and why) once the directory proved unusable
      .writable                               False once writing proved impossible (reads go on)
      .stats                                  {"hits", "misses", "writes", "corrupt", "evicted"}
    default_cache() -> ObjectCache            one per process, re-created if the env changes
    CacheWarning(UserWarning)                 a corrupt entry, an unusable directory

`target` is anything with .triple, .cpu, .features, .opt_level and .pipeline (jit.Target).
`salt`: what else the code depends on (the runtime's lowering version). No lowering here.

Layout: objects/<key[:2]>/<key>.obj holds a header (magic, format, sha256 of the payload,
payload length) followed by the object bytes. objects/<key[:2]>/<key>.json is the sidecar
that explains a miss. The process's cache (default_cache, what compile_ir uses) also checks
that a payload looks like a relocatable object (ELF or Mach-O header within bounds) before
handing it to LLVM, whose object loader crashes on garbage. Every write goes to a temp
file in the same directory and then to os.replace, so a reader sees a whole old file, a
whole new file or nothing. Processes that
compile the same kernel at the same time race harmlessly: the last writer wins and the
content is identical. Reads verify the header and checksum. A bad entry gets one
CacheWarning, is removed, and is rebuilt by the caller. The cache does not execute or
unpickle anything it reads: sidecars are JSON, and entries are raw bytes handed back after
verification. The checksum guards against damage, not tampering, so the directories are
created private (0700).

A directory that can be read but not written (a read-only mount, another user's cache)
still serves its entries; writes are skipped, with one warning. A write that fails later
(disk full) turns the disk cache off for the process, with one warning: the temp file is
removed, no partial entry is left. A directory removed while the process runs is made
again on the next write.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import struct
import tempfile
import threading
import time
import logging
import warnings
from pathlib import Path
from contextlib import contextmanager
from typing import Any, BinaryIO, Iterator, Protocol

import llvmlite
import llvmlite.binding as llvm

FORMAT = 1               # entry layout; part of the key, so a new layout never reads an old one
CODEGEN_VERSION = "3"    # bump when compiler.py changes how IR becomes machine code
ENV_DIR, ENV_MAX_MB = "JIT_RUNTIME_CACHE_DIR", "JIT_RUNTIME_CACHE_MAX_MB"
DEFAULT_MAX_MB = 512
_MAGIC = b"JRTOBJ\n\0"
_HEADER = struct.Struct("<8sI32sQ")  # magic, format, sha256(payload), len(payload)
_TMP = ".tmp-"
_STALE_TMP_S = 3600      # a temp file this old belongs to a writer that died
_RESCAN_EVERY = 32       # writes between full size scans (other processes write too)
_KEY = re.compile(r"[0-9a-f]{64}")
_COMPONENTS = ("format", "codegen", "ir_sha256", "triple", "cpu", "features", "opt", "pipeline",
               "llvmlite", "llvm", "salt")


class CacheWarning(UserWarning):
    """The disk cache met a corrupt entry or an unusable directory (and carried on)."""


class TargetLike(Protocol):
    triple: str
    cpu: str
    features: str
    opt_level: int
    pipeline: str


def _sha256(data: bytes | str) -> str:
    return hashlib.sha256(data.encode() if isinstance(data, str) else data).hexdigest()


def cache_root() -> Path:
    env = os.environ.get(ENV_DIR)
    if env:
        return Path(env).expanduser()
    import platformdirs  # only needed when no directory is given
    return Path(platformdirs.user_cache_dir("jit_runtime"))


def _default_cap() -> int:
    raw = os.environ.get(ENV_MAX_MB)
    if raw:
        try:
            mb = float(raw)
            if mb > 0:
                return int(mb * 2**20)
        except ValueError:
            pass
        warnings.warn(f"{ENV_MAX_MB}={raw!r} is not a positive number of MiB; "
                      f"using {DEFAULT_MAX_MB}", CacheWarning, stacklevel=3)
    return DEFAULT_MAX_MB << 20


def _mkdir_private(path: Path) -> None:
    """mkdir -p with mode 0700 on every directory it creates. Path.mkdir(parents=True)
    would make the parents with the default mode."""
    missing = []
    while not path.exists():
        missing.append(path)
        path = path.parent
    for d in reversed(missing):
        try:
            d.mkdir(mode=0o700)
        except FileExistsError:
            pass


def _pack(obj: bytes) -> bytes:
    return _HEADER.pack(_MAGIC, FORMAT, hashlib.sha256(obj).digest(), len(obj)) + obj


_ELF = struct.Struct("<4sBBBxxxxxxxxxHHIQQQIHHHHHH")  # e_ident .. e_shstrndx (64-bit LE)


def looks_like_object(obj: bytes) -> str:
    """'' when obj has the header of a relocatable object LLVM can link (ELF64 little-endian
    or Mach-O 64), else why not. LLVM's object loader trusts its input: garbage crashes it."""
    if obj[:4] in (b"\xcf\xfa\xed\xfe",):  # Mach-O 64, little-endian
        return ""
    if len(obj) < _ELF.size:
        return f"{len(obj)} bytes, too short for an object file"
    (magic, cls, data, version, e_type, _machine, _v, _entry, _phoff, shoff, _flags, ehsize,
     _phentsize, _phnum, shentsize, shnum, shstrndx) = _ELF.unpack_from(obj)
    if magic != b"\x7fELF":
        return "not an object file (no ELF or Mach-O magic)"
    if (cls, data, version, e_type) != (2, 1, 1, 1):
        return f"not a 64-bit little-endian relocatable ELF (class {cls}, data {data}, type {e_type})"
    if (ehsize != _ELF.size or shentsize != 64 or shoff + shnum * shentsize > len(obj)
            or shstrndx >= max(shnum, 1)):
        return "ELF section headers out of bounds"
    return ""


def _unpack(blob: bytes) -> tuple[bytes | None, str]:
    """The payload, or None and what is wrong with the entry."""
    if len(blob) < _HEADER.size:
        return None, f"truncated: {len(blob)} bytes, shorter than the header"
    magic, fmt, digest, length = _HEADER.unpack_from(blob)
    if magic != _MAGIC:
        return None, "bad magic"
    if fmt != FORMAT:
        return None, f"format {fmt}, expected {FORMAT}"
    payload = blob[_HEADER.size:]
    if len(payload) != length:
        return None, f"length {len(payload)}, header says {length}"
    if hashlib.sha256(payload).digest() != digest:
        return None, "checksum mismatch"
    return payload, ""


@contextmanager
def atomic_file(path: Path) -> Iterator[BinaryIO]:
    """A file to write, next to `path` under a temp name, renamed over `path` when the block
    ends without an exception (else removed). The rename is atomic, so a reader sees
    either the old file or the new one, never a partial file."""
    fd, tmp = tempfile.mkstemp(prefix=_TMP, dir=path.parent)  # mode 0600
    try:
        with os.fdopen(fd, "wb") as f:
            yield f
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _write_atomic(path: Path, data: bytes) -> None:
    with atomic_file(path) as f:
        f.write(data)


def _unlink(path: Path) -> bool:
    try:
        path.unlink()
        return True
    except OSError:
        return False


class ObjectCache:
    """Compiled objects on disk, keyed by sha256 of everything that shapes the machine code."""

    def __init__(self, root: Path | str | None = None, *, max_bytes: int | None = None,
                 validate=None, sub: str = "objects", quiet: bool = False):
        self.root = Path(root).expanduser() if root is not None else cache_root()
        self.path = self.root / sub
        self.quiet = quiet
        self.cap = int(max_bytes) if max_bytes is not None else _default_cap()
        self.validate = validate
        self.stats = dict.fromkeys(("hits", "misses", "writes", "corrupt", "evicted"), 0)
        self.enabled, self.writable, self.reason = True, True, ""
        self._lock = threading.Lock()
        self._estimate: int | None = None  # bytes on disk: last scan plus our writes since
        self._writes_since_scan = 0
        self._reported: set[str] = set()  # corrupt entries warned about (and not removable)
        try:
            _mkdir_private(self.path)
        except OSError as e:
            self._disable(f"can't use {self.path}: {e}")
            return
        try:
            fd, probe = tempfile.mkstemp(prefix=_TMP, dir=self.path)  # writable at all?
            os.close(fd)
            os.unlink(probe)
        except OSError as e:
            if os.access(self.path, os.R_OK | os.X_OK):
                self._stop_writing(f"{self.path} is read-only ({e})")
            else:
                self._disable(f"can't use {self.path}: {e}")

    def __repr__(self) -> str:
        state = (f" disabled: {self.reason}" if not self.enabled else
                 f" read-only: {self.reason}" if not self.writable else "")
        return f"<ObjectCache {self.path}{state}>"

    # --- keys ---------------------------------------------------------------------------
    def components(self, ir: str, target: TargetLike, salt: str = "") -> dict[str, Any]:
        """Everything that changes the machine code for `ir`. The key hashes this dict."""
        return {"format": FORMAT, "codegen": CODEGEN_VERSION, "ir_sha256": _sha256(ir),
                "triple": target.triple, "cpu": target.cpu, "features": target.features,
                "opt": int(target.opt_level), "pipeline": target.pipeline, "llvmlite": llvmlite.__version__,
                "llvm": ".".join(map(str, llvm.llvm_version_info)), "salt": salt}

    def key(self, ir: str, target: TargetLike, salt: str = "") -> str:
        return self._key_of(self.components(ir, target, salt))

    @staticmethod
    def _key_of(components: dict[str, Any]) -> str:
        return _sha256(json.dumps(components, sort_keys=True, separators=(",", ":")))

    def _entry(self, key: str) -> Path:
        if not _KEY.fullmatch(key):  # keys become paths: nothing else may
            raise ValueError(f"not a cache key: {key!r}")
        return self.path / key[:2] / f"{key}.obj"

    def _sidecar(self, key: str) -> Path:
        return self._entry(key).with_suffix(".json")

    # --- reading and writing ------------------------------------------------------------
    def get(self, key: str) -> bytes | None:
        """The verified object for `key`, or None. A corrupt entry is reported and removed."""
        obj = self._read(key) if self.enabled else None
        self._count("hits" if obj is not None else "misses")
        return obj

    def has(self, key: str) -> bool:
        """Whether an entry for `key` is on disk (not read or verified: get() does that)."""
        return self.enabled and self._entry(key).exists()

    def _read(self, key: str) -> bytes | None:
        path = self._entry(key)
        try:
            blob = path.read_bytes()
        except OSError:  # absent, or evicted by another process just now
            return None
        obj, why = _unpack(blob)
        if obj is not None and self.validate is not None:
            why = self.validate(obj)
            obj = None if why else obj
        if obj is None:
            self._count("corrupt")
            if _unlink(path) or key not in self._reported:  # (an entry we can't remove: once)
                self._reported.add(key)
                warnings.warn(f"jit_runtime object cache: corrupt entry {path} ({why}); "
                              "removing it, it will be rebuilt", CacheWarning, stacklevel=4)
            return None
        try:
            os.utime(path)  # LRU: a hit makes the entry young again
        except OSError:
            pass
        return obj

    def put(self, key: str, obj: bytes, meta: dict[str, Any]) -> None:
        """Store `obj` under `key` and `meta` (JSON: components, symbols) in the sidecar.
        If writing fails (disk full, ...), the disk cache turns off with one warning; a
        directory found read-only when the cache was made is only read. A directory removed
        meanwhile is made again."""
        if not (self.enabled and self.writable):
            return
        entry = self._entry(key)
        blob = _pack(obj)
        side = json.dumps({**meta, "key": key, "size": len(obj),
                           "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())},
                          indent=1, sort_keys=True).encode()
        try:
            _mkdir_private(entry.parent)
            _write_atomic(entry, blob)
            _write_atomic(entry.with_suffix(".json"), side)
        except OSError as e:  # disk full, directory replaced by a file, ...
            self._disable(f"can't write {entry.parent}: {e}")
            return
        self._count("writes")
        self._enforce_cap(len(blob) + len(side))

    def _disable(self, why: str) -> None:
        if self.enabled:
            self.enabled, self.reason = False, why
            if not self.quiet:
                warnings.warn(f"jit_runtime: disk cache off, compiling in memory only: {why}",
                              CacheWarning, stacklevel=4)

    def _stop_writing(self, why: str) -> None:
        if self.writable and self.enabled:
            self.writable, self.reason = False, why
            if not self.quiet:
                warnings.warn(f"jit_runtime: disk cache off for writing (existing entries are still "
                              f"used; new kernels are compiled in memory only): {why}", CacheWarning,
                              stacklevel=4)

    def _count(self, name: str) -> None:
        with self._lock:
            self.stats[name] += 1

    # --- size cap -----------------------------------------------------------------------
    def _scan(self) -> dict[str, list]:
        """key -> [mtime, bytes, files] for every entry and sidecar. Removes temp files left
        by dead writers along the way."""
        found: dict[str, list] = {}
        now = time.time()
        try:
            fans = [d for d in os.scandir(self.path) if d.is_dir() and len(d.name) == 2]
        except OSError:
            return found
        for fan in fans:
            try:
                files = list(os.scandir(fan.path))
            except OSError:
                continue
            for f in files:
                try:
                    st = f.stat()
                except OSError:
                    continue
                if f.name.startswith(_TMP):
                    if now - st.st_mtime > _STALE_TMP_S:
                        _unlink(Path(f.path))
                    continue
                stem, _, ext = f.name.partition(".")
                if ext not in ("obj", "json"):
                    continue
                e = found.setdefault(stem, [st.st_mtime, 0, []])
                if ext == "obj":
                    e[0] = st.st_mtime  # the entry's age is its object's (sidecars don't get hits)
                e[1] += st.st_size
                e[2].append(Path(f.path))
        return found

    def _enforce_cap(self, written: int) -> None:
        """Above the cap, delete least recently used entries until under 80% of it. The
        total is a running estimate, rescanned on the first write and every few writes."""
        with self._lock:
            if self._estimate is None or self._writes_since_scan >= _RESCAN_EVERY:
                self._estimate = sum(e[1] for e in self._scan().values())
                self._writes_since_scan = 0
            else:
                self._estimate += written
                self._writes_since_scan += 1
            if self._estimate <= self.cap:
                return
            entries = sorted(self._scan().values(), key=lambda e: e[0])
            total = sum(e[1] for e in entries)
            logging.getLogger("jit_runtime.jit").debug(
                "cache over its cap (%d of %d bytes): evicting the least recently used", total, self.cap)
            for mtime, size, files in entries:
                if total <= 0.8 * self.cap:
                    break
                for p in files:
                    _unlink(p)
                total -= size
                self.stats["evicted"] += 1
            self._estimate, self._writes_since_scan = total, 0

    # --- inspection ---------------------------------------------------------------------
    def info(self) -> dict[str, Any]:
        found = self._scan() if self.enabled else {}
        return {"path": str(self.path),
                "entries": sum(1 for e in found.values() if any(p.suffix == ".obj" for p in e[2])),
                "bytes": sum(e[1] for e in found.values()), "cap": self.cap,
                "enabled": self.enabled, "writable": self.writable, "reason": self.reason,
                "stats": dict(self.stats)}

    def clear(self) -> int:
        """Remove every entry, sidecar and temp file. Returns the number of entries removed."""
        if not self.enabled:
            return 0
        removed = 0
        if not self.path.is_dir():
            return 0
        with self._lock:
            for fan in (d for d in self.path.iterdir() if d.is_dir() and len(d.name) == 2):
                for f in fan.iterdir():
                    if _unlink(f) and f.suffix == ".obj" and not f.name.startswith(_TMP):
                        removed += 1
                try:
                    fan.rmdir()
                except OSError:
                    pass
            self._estimate, self._writes_since_scan = 0, 0
        return removed

    def explain(self, symbol: str, ir: str, target: TargetLike, salt: str = "") -> str:
        """Would compiling `ir` hit? If not, why not: no entry defines `symbol`, or which
        components differ from the nearest entries that define it. (A hit is decided by
        the key alone; `symbol` only finds the entries to compare on a miss.)"""
        if not self.enabled:
            return f"miss: no disk cache ({self.reason})"
        want = self.components(ir, target, salt)
        key = self._key_of(want)
        entry = self._entry(key)
        if entry.exists():
            try:
                ok = _unpack(entry.read_bytes())[0] is not None
            except OSError:
                ok = False
            return f"hit: {entry}" if ok else f"miss: the entry {entry} is unreadable or corrupt"
        candidates = []
        for e in self._scan().values():
            side = next((p for p in e[2] if p.suffix == ".json"), None)
            try:
                meta = json.loads(side.read_text()) if side else None
            except (OSError, ValueError):
                continue
            if isinstance(meta, dict) and symbol in meta.get("symbols", ()):
                candidates.append(_differences(meta, want))
        if not candidates:
            return f"miss: no entry defines '{symbol}' ({len(self._scan())} entries in {self.path})"
        fewest = min(len(d) for d in candidates)
        nearest = [d for d in candidates if len(d) == fewest]
        many = len(candidates) > 1
        lines = [f"miss: {len(candidates)} entr{'ies define' if many else 'y defines'} '{symbol}'; "
                 f"the nearest differ{'' if len(nearest) > 1 else 's'} in:"]
        lines += ["  " + "; ".join(d) if d else "  nothing (its object file is missing)"
                  for d in nearest[:3]]
        return "\n".join(lines)


def _differences(cached: dict[str, Any], want: dict[str, Any]) -> list[str]:
    """One phrase per component that differs, written as cached -> wanted."""
    out = []
    for name in _COMPONENTS:
        old, new = cached.get(name), want[name]
        if old == new:
            continue
        if name == "features":
            a, b = set(str(old or "").split(",")) - {""}, set(new.split(",")) - {""}
            out.append(f"features differ: cached only {','.join(sorted(a - b)) or '-'}, "
                       f"now only {','.join(sorted(b - a)) or '-'}")
        elif name == "ir_sha256":
            out.append(f"IR differs (sha256 {str(old)[:12]} -> {new[:12]})")
        else:
            out.append(f"{name} {old!r} -> {new!r}" if name in ("salt", "cpu", "triple")
                       else f"{name} {old} -> {new}")
    return out


_default: ObjectCache | None = None
_default_env: tuple | None = None
_default_lock = threading.Lock()


def default_cache() -> ObjectCache:
    """The process's cache. It is made again when JIT_RUNTIME_CACHE_DIR or
    JIT_RUNTIME_CACHE_MAX_MB changes, so tests can point it at a temp directory."""
    global _default, _default_env
    env = (os.environ.get(ENV_DIR), os.environ.get(ENV_MAX_MB))
    with _default_lock:
        if _default is None or env != _default_env:
            _default, _default_env = ObjectCache(validate=looks_like_object), env
        return _default
