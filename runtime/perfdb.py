"""The performance database: measured candidates per (op, shape bucket, device).

SQLite under the cache dir, in WAL mode with a busy timeout, so several processes can
tune at once; every write is one short transaction. Rows hold numbers and names only:
nothing read from the database is unpickled or evaluated, and a row that does not have
the expected types and form is ignored. Export and import as JSON, so a team can share
tuning between machines of one device fingerprint.

Damage: a database SQLite reports corrupt when it is opened (quick_check) is moved aside
to perf.sqlite.corrupt-<time> with one PerfDBWarning and made again, empty. A database
deleted while the process runs (its directory removed) is made again on the next use.
The directory is created private (0700) and the file 0600.
"""
from __future__ import annotations

import hashlib
import json
import os
import math
import sqlite3
import threading
import time
import warnings
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Iterable

from .jit.cache import _mkdir_private, cache_root

SCHEMA_VERSION = 1
_SCHEMA = """
CREATE TABLE IF NOT EXISTS measurements (
    op_hash     TEXT NOT NULL,
    op_name     TEXT NOT NULL,
    bucket      TEXT NOT NULL,
    device      TEXT NOT NULL,
    candidate   TEXT NOT NULL,
    median_s    REAL,
    spread      REAL,
    samples     INTEGER NOT NULL,
    max_err     REAL,
    status      TEXT NOT NULL,      -- ok | rejected
    reason      TEXT NOT NULL DEFAULT '',
    measured_at REAL NOT NULL,
    PRIMARY KEY (op_hash, bucket, device, candidate)
);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""


class PerfDBWarning(UserWarning):
    """The performance database was damaged (moved aside and made again) or held bad rows."""


@dataclass(frozen=True)
class Measurement:
    op_hash: str
    op_name: str
    bucket: str
    device: str
    candidate: str
    median_s: float | None
    spread: float | None
    samples: int
    max_err: float | None
    status: str
    reason: str = ""
    measured_at: float = 0.0


def well_formed(m: Measurement) -> bool:
    """A row of the expected form: text where text belongs, finite non-negative numbers, a
    known status. Anything else was damaged (or written by something else) and is not used.
    (Whether a candidate names a variant and device the op has is the tuner's check.)"""
    def num(v, none_ok=True):
        return (v is None and none_ok) or (type(v) in (int, float) and math.isfinite(v) and v >= 0)
    return (all(type(v) is str for v in (m.op_hash, m.op_name, m.bucket, m.device, m.candidate, m.status,
                                       m.reason))
            and m.status in ("ok", "rejected") and 0 < len(m.candidate) <= 200
            and num(m.median_s, m.status != "ok") and num(m.spread) and num(m.max_err)
            and type(m.samples) is int and m.samples >= 0 and num(m.measured_at, False))


def device_fingerprint() -> str:
    """The host as tuning sees it: CPU name plus a hash of triple and features."""
    from .jit import host_target
    t = host_target()
    h = hashlib.sha256(f"{t.triple}|{t.cpu}|{t.features}".encode()).hexdigest()[:12]
    return f"{t.cpu}-{h}"


def _text(raw: bytes) -> str | bytes:
    """TEXT as str; damaged (not UTF-8) text stays bytes, which no row check accepts."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw


def _retry(fn, attempts: int = 200):
    """Run fn, waiting out 'database is locked' from another process's set-up."""
    for i in range(attempts):
        try:
            return fn()
        except sqlite3.OperationalError as e:
            if "locked" not in str(e) or i == attempts - 1:
                raise
            time.sleep(0.05)


class PerfDB:
    def __init__(self, path: str | Path | None = None):
        self.path = Path(path) if path is not None else cache_root() / "perf.sqlite"
        self._local = threading.local()
        self._bad_rows_reported = False
        try:
            self._open()
        except sqlite3.OperationalError:  # locked, can't open, read-only: not damage
            self._close()
            raise
        except (sqlite3.DatabaseError, UnicodeError) as e:  # not a database, malformed (even its
            # error message): keep it aside, start again
            self._set_aside(f"{type(e).__name__}: {e}")
            self._open()

    def _open(self) -> None:
        c = self._conn()
        ok = _retry(lambda: c.execute("PRAGMA quick_check").fetchone())
        if ok is None or ok[0] != "ok":
            raise sqlite3.DatabaseError(f"quick_check says {ok[0] if ok else 'nothing'}")

    def _set_aside(self, why: str) -> None:
        self._close()
        aside = self.path.with_name(f"{self.path.name}.corrupt-{int(time.time() * 1000)}")
        for suffix in ("", "-wal", "-shm"):
            src = Path(f"{self.path}{suffix}")
            if src.exists():
                os.replace(src, f"{aside}{suffix}")
        warnings.warn(f"jit_runtime: the performance database {self.path} is damaged ({why}); "
                      f"moved it to {aside} and started an empty one", PerfDBWarning, stacklevel=3)

    def _close(self) -> None:
        c = getattr(self._local, "conn", None)
        if c is not None:
            self._local.conn = None
            c.close()

    def _conn(self) -> sqlite3.Connection:
        """This thread's connection; made (with the schema) when there is none or when the
        database file was removed since (a cleared cache dir)."""
        c = getattr(self._local, "conn", None)
        if c is not None and not self.path.exists():
            self._local.conn = None
            c.close()
            c = None
        if c is None:
            _mkdir_private(self.path.parent)
            new = not self.path.exists()
            c = sqlite3.connect(self.path, timeout=60, isolation_level=None)
            c.text_factory = _text
            if new:
                try:
                    os.chmod(self.path, 0o600)
                except OSError:
                    pass
            c.execute("PRAGMA busy_timeout=60000")
            # switching to WAL takes a lock without waiting for it: retry while another
            # process opens the same database
            _retry(lambda: c.execute("PRAGMA journal_mode=WAL"))
            _retry(lambda: (c.executescript(_SCHEMA), c.execute(
                "INSERT OR IGNORE INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))))
            self._local.conn = c
        return c

    def _checked(self, rows: Iterable) -> list[Measurement]:
        out, bad = [], 0
        for r in rows:
            m = Measurement(*r) if len(r) == len(Measurement.__dataclass_fields__) else None
            if m is not None and well_formed(m):
                out.append(m)
            else:
                bad += 1
        if bad and not self._bad_rows_reported:
            self._bad_rows_reported = True
            warnings.warn(f"jit_runtime: {bad} malformed row(s) in the performance database {self.path} "
                          "ignored", PerfDBWarning, stacklevel=3)
        return out

    def record(self, rows: Measurement | Iterable[Measurement]) -> None:
        rows = [rows] if isinstance(rows, Measurement) else list(rows)
        c = self._conn()
        c.execute("BEGIN IMMEDIATE")
        try:
            c.executemany("INSERT OR REPLACE INTO measurements VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                          [tuple(asdict(r).values()) for r in rows])
            c.execute("COMMIT")
        except BaseException:
            if c.in_transaction:  # (SQLite has already rolled back on some errors: disk full)
                c.execute("ROLLBACK")
            raise

    def rows(self, op_hash: str | None = None, bucket: str | None = None,
             device: str | None = None) -> list[Measurement]:
        where, args = [], []
        for col, val in (("op_hash", op_hash), ("bucket", bucket), ("device", device)):
            if val is not None:
                where.append(f"{col} = ?")
                args.append(val)
        sql = "SELECT * FROM measurements" + (" WHERE " + " AND ".join(where) if where else "")
        sql += " ORDER BY op_name, bucket, device, median_s, candidate"
        return self._checked(self._conn().execute(sql, args))

    def best(self, op_hash: str, bucket: str, device: str) -> Measurement | None:
        """The fastest accepted candidate; ties go to the smaller name (deterministic)."""
        rows = self._checked(self._conn().execute(
            "SELECT * FROM measurements WHERE op_hash=? AND bucket=? AND device=? AND status='ok' "
            "ORDER BY median_s, candidate", (op_hash, bucket, device)))
        return rows[0] if rows else None

    def export_json(self, path: str | Path) -> int:
        rows = self.rows()
        doc = {"format": "jit_runtime-perfdb", "version": SCHEMA_VERSION, "exported_at": time.time(),
               "rows": [asdict(r) for r in rows]}
        tmp = Path(f"{path}.tmp{os.getpid()}")
        tmp.write_text(json.dumps(doc, indent=1))
        os.replace(tmp, path)
        return len(rows)

    def import_json(self, path: str | Path) -> int:
        doc = json.loads(Path(path).read_text())
        if not isinstance(doc, dict) or doc.get("format") != "jit_runtime-perfdb":
            raise ValueError(f"{path} is not a jit_runtime performance database export")
        fields = Measurement.__dataclass_fields__
        rows = []
        for i, r in enumerate(doc.get("rows", [])):
            if not isinstance(r, dict) or set(r) != set(fields):
                raise ValueError(f"{path}: row {i} does not have the fields {sorted(fields)}")
            m = Measurement(**r)
            if not well_formed(m):
                raise ValueError(f"{path}: row {i} is malformed: {r!r}"[:300])
            rows.append(m)
        self.record(rows)
        return len(rows)

    def clear(self) -> int:
        c = self._conn()
        n = c.execute("SELECT COUNT(*) FROM measurements").fetchone()[0]
        c.execute("DELETE FROM measurements")
        return n
