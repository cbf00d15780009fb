"""Variants and choices, as strings: what `variant=` takes.

A variant is a strategy with options: 'scalar'; 'lut', 'lut:SIZE' or 'lut:SIZE:LO:HI';
'simd' with tile=RxV, acc=N, static. A choice, what the tuner records and prints, adds
the device profile and the thread count: `simd@x86-64-v3/t1`. Parsed here, so the kernel
that runs them and the tuner that picks them share one meaning and import each other
for nothing else.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .lowering import LutParams, Schedule

DEFAULT_VARIANT = "simd"


@dataclass(frozen=True)
class VariantSpec:
    strategy: str
    lut: LutParams | None = None
    schedule: Schedule = Schedule()
    static: bool = False  # specialize on the call's sizes
    # f16:edges: float32 tensors hold half-precision values (a float16 model's edges):
    # read rounded to half, computed in half, the result widened (lowering/half.py)
    half_edges: bool = False


def parse_variant(variant: str) -> VariantSpec:
    """'scalar'; 'lut', 'lut:SIZE' or 'lut:SIZE:LO:HI' (table points and range); 'simd' with
    options after a colon, comma-separated: tile=RxV (register tile rows x vectors),
    acc=N (accumulators of a vector reduction), static (compile the call's sizes in);
    'f16', or 'f16:edges' (its float32 tensors hold half values: a float16 model's)."""
    name, _, rest = variant.partition(":")
    if not rest:
        return VariantSpec(name)
    if name == "f16":
        if rest != "edges":
            raise ValueError(f"bad f16 variant '{variant}': use f16, or f16:edges (float32 tensors of half values)")
        return VariantSpec(name, half_edges=True)
    if name == "lut":
        parts = rest.split(":")
        try:
            size = int(parts[0])
            lo, hi = (float(parts[1]), float(parts[2])) if len(parts) == 3 else (None, None)
        except (ValueError, IndexError):
            raise ValueError(f"bad lut variant '{variant}': use lut:SIZE or lut:SIZE:LO:HI") from None
        if size < 2 or len(parts) not in (1, 3) or (lo is not None and not lo < hi):
            raise ValueError(f"bad lut variant '{variant}': use lut:SIZE or lut:SIZE:LO:HI")
        return VariantSpec(name, LutParams(size, lo, hi))
    if name != "simd":
        raise ValueError(f"variant '{name}' takes no options (got '{variant}')")
    tile, acc, static = Schedule().tile, Schedule().accumulators, False
    for opt in rest.split(","):
        key, _, val = opt.partition("=")
        try:
            if key == "tile":
                r, v = (int(t) for t in val.split("x"))
                if not (1 <= r <= 8 and 1 <= v <= 4):
                    raise ValueError
                tile = (r, v)
            elif key == "acc":
                acc = int(val)
                if not 1 <= acc <= 8:
                    raise ValueError
            elif key == "static" and not val:
                static = True
            else:
                raise ValueError
        except ValueError:
            raise ValueError(f"bad simd option '{opt}' in '{variant}': use tile=RxV (R 1-8, V 1-4), "
                             "acc=N (1-8) or static") from None
    return VariantSpec("simd", None, Schedule(tile, acc), static)


_CHOICE = re.compile(r"(?P<variant>[^@/\s]+)(?:@(?P<device>[^@/\s]+))?(?:/t(?P<threads>\d{1,4}))?")
CHOICE_FORM = "VARIANT[@DEVICE][/tTHREADS], e.g. simd@x86-64-v3/t1"


@dataclass(frozen=True, order=True)
class Candidate:
    """What a call runs: a variant, a device profile ('host': this machine's) and a thread
    count (0: the runtime decides by the work). Written `simd@x86-64-v3/t1`: the tuner
    prints it, the database stores it, and op calls take it back as variant=."""
    variant: str
    device: str
    threads: int

    @property
    def key(self) -> str:
        return f"{self.variant}@{self.device}/t{self.threads}"

    @classmethod
    def parse(cls, key: str) -> "Candidate":
        """`simd@x86-64-v3/t1`; the device and threads may be left out (host, 0)."""
        m = _CHOICE.fullmatch(key) if isinstance(key, str) else None
        if m is None:
            raise ValueError(f"bad choice {key!r}: write {CHOICE_FORM}")
        return cls(m["variant"], m["device"] or "host", int(m["threads"] or 0))


def is_choice(variant: Any) -> bool:
    """A variant= string that carries a device or threads (a tuner candidate)."""
    return isinstance(variant, str) and ("@" in variant or "/t" in variant)


def split_choice(op_name: str, variant: str, device: Any, threads: Any) -> tuple[str, Any, Any]:
    """variant='simd@x86-64-v3/t1' as (variant, device, threads) for a call; a device= or
    threads= also given must agree with it."""
    try:
        c = Candidate.parse(variant)
    except ValueError as e:
        raise ValueError(f"op {op_name}: {e}") from None
    dev = None if c.device == "host" else c.device
    t = c.threads or None
    if device is not None and device != dev and not (device == "host" and dev is None):
        raise ValueError(f"op {op_name}: variant={variant!r} names device {c.device}, but device={device!r}")
    if threads is not None and t is not None and threads != t:
        raise ValueError(f"op {op_name}: variant={variant!r} names {t} threads, but threads={threads!r}")
    return c.variant, device if dev is None else dev, t if t is not None else threads


HEURISTIC = Candidate("simd", "host", 0)  # threads 0: the runtime decides by cost
