"""The performance database: measured candidates per (op, shape bucket, device).

SQLite under the cache dir, in WAL mode with a busy timeout, so several processes can
tune at once; every write is one short transaction. Rows hold numbers and names only.
Export and import as JSON, so a team can share tuning between machines of one device
fingerprint.
"""
from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import threading
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Iterable

from .jit.cache import cache_root

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


def device_fingerprint() -> str:
    """The host as tuning sees it: CPU name plus a hash of triple and features."""
    from .jit import host_target
    t = host_target()
    h = hashlib.sha256(f"{t.triple}|{t.cpu}|{t.features}".encode()).hexdigest()[:12]
    return f"{t.cpu}-{h}"


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
        self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        self._local = threading.local()

        def init(c: sqlite3.Connection) -> None:
            c.executescript(_SCHEMA)
            c.execute("INSERT OR IGNORE INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
        _retry(lambda: init(self._conn()))

    def _conn(self) -> sqlite3.Connection:
        c = getattr(self._local, "conn", None)
        if c is None:
            c = sqlite3.connect(self.path, timeout=60, isolation_level=None)
            c.execute("PRAGMA busy_timeout=60000")
            # switching to WAL takes a lock without waiting for it: retry while another
            # process opens the same database
            _retry(lambda: c.execute("PRAGMA journal_mode=WAL"))
            self._local.conn = c
        return c

    def record(self, rows: Measurement | Iterable[Measurement]) -> None:
        rows = [rows] if isinstance(rows, Measurement) else list(rows)
        c = self._conn()
        c.execute("BEGIN IMMEDIATE")
        try:
            c.executemany("INSERT OR REPLACE INTO measurements VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                          [tuple(asdict(r).values()) for r in rows])
            c.execute("COMMIT")
        except BaseException:
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
        return [Measurement(*r) for r in self._conn().execute(sql, args)]

    def best(self, op_hash: str, bucket: str, device: str) -> Measurement | None:
        """The fastest accepted candidate; ties go to the smaller name (deterministic)."""
        r = self._conn().execute(
            "SELECT * FROM measurements WHERE op_hash=? AND bucket=? AND device=? AND status='ok' "
            "ORDER BY median_s, candidate LIMIT 1", (op_hash, bucket, device)).fetchone()
        return Measurement(*r) if r else None

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
            rows.append(Measurement(**r))
        self.record(rows)
        return len(rows)

    def clear(self) -> int:
        c = self._conn()
        n = c.execute("SELECT COUNT(*) FROM measurements").fetchone()[0]
        c.execute("DELETE FROM measurements")
        return n
