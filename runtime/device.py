"""Devices: the host as LLVM sees it, and the named profiles ops compile for.

Profiles are data: a triple, a CPU, an LLVM feature string and a vector shape. Adding
a device means adding a row.
"""
from __future__ import annotations

import dataclasses
import functools
import os
from dataclasses import dataclass

from . import amx
from .jit import Target, host_target
from .lowering import Lanes


@dataclass(frozen=True)
class Profile:
    name: str
    triple: str
    cpu: str
    features: str
    lanes: Lanes
    requires: tuple[str, ...] = ()  # host features needed to run it in this process
    description: str = ""

    @property
    def arch(self) -> str:
        return self.triple.split("-")[0]

    @property
    def vector_bits(self) -> int:
        return self.lanes.count * 32

    def target(self, opt_level: int = 3, pipeline: str = "default") -> Target:
        return Target(self.triple, self.cpu, self.features, opt_level, pipeline)


_X86 = "x86_64-unknown-linux-gnu"
# The vector units' capabilities (emitctx.Lanes). AVX-512: 32 registers, streaming stores
# measured worth it (softmax 8 MiB 1.3-1.4x), vscalefps, opmasks. NEON has 32 registers too but
# keeps the tiles sized for 16 (the 32-register tiles were measured on Zen 4 only);
# scalable vectors run no register-tiled lowering.
_AVX512 = Lanes(16, vector_registers=32, streaming_stores=True, native_ldexp=True, masked_fma=True, convert_f16=True)
PROFILES: dict[str, Profile] = {p.name: p for p in (
    Profile("x86-64", _X86, "x86-64", "", Lanes(4), ("sse2",), "SSE2, 128-bit"),
    Profile("x86-64-v3", _X86, "x86-64-v3", "", Lanes(8, convert_f16=True), ("avx2", "fma", "f16c"), "AVX2 + FMA, 256-bit"),
    Profile("x86-64-v4", _X86, "x86-64-v4", "", _AVX512, ("avx512f", "avx512bw", "avx512dq", "avx512vl"),
            "AVX-512, 512-bit"),
    Profile("aarch64-neon", "aarch64-unknown-linux-gnu", "generic", "+neon", Lanes(4, convert_f16=True), (),
            "Arm NEON, 128-bit"),
    Profile("aarch64-sve", "aarch64-unknown-linux-gnu", "generic", "+sve", Lanes(4, True, vector_registers=32, convert_f16=True), (),
            "Arm SVE, scalable (128 to 2048-bit)"),
    Profile("riscv64-rvv", "riscv64-unknown-linux-gnu", "generic-rv64", "+m,+a,+f,+d,+c,+v",
            Lanes(4, True, vector_registers=32), (), "RISC-V V, scalable"),
)}


@dataclass(frozen=True)
class Device:
    """The machine this process runs on."""
    cpu: str
    triple: str
    features: tuple[str, ...]
    vector_bits: int
    cores: int
    profile: str

    def has(self, feature: str) -> bool:
        return feature in self.features


def cache_bytes(level: int, default: int) -> int:
    """Size of the data (or unified) cache at `level` seen by cpu0 (Linux sysfs), else default."""
    import glob
    for d in sorted(glob.glob("/sys/devices/system/cpu/cpu0/cache/index*")):
        try:
            with open(f"{d}/level") as f:
                if int(f.read()) != level:
                    continue
            with open(f"{d}/type") as f:
                if f.read().strip() == "Instruction":
                    continue
            with open(f"{d}/size") as f:
                text = f.read().strip()
        except (OSError, ValueError):
            continue
        scale = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}.get(text[-1:], 1)
        try:
            return int(text.rstrip("KMG")) * scale
        except ValueError:
            continue
    return default


def _host_lanes(features: set[str]) -> Lanes:
    """The host's vector unit as the x86 profile it matches, with its measured caches."""
    l1d, l2 = cache_bytes(1, Lanes(4).l1d), cache_bytes(2, Lanes(4).l2)
    for name in ("x86-64-v4", "x86-64-v3"):
        if set(PROFILES[name].requires) <= features:
            vnni = "avx512vnni" in features if name == "x86-64-v4" else "avxvnni" in features
            v4 = name == "x86-64-v4"
            tiles = v4 and "amx-int8" in features and amx.permitted()
            bf16_tiles = v4 and "amx-bf16" in features and amx.permitted()
            return dataclasses.replace(PROFILES[name].lanes, dot_i8=vnni, tiles_i8=tiles, l1d=l1d, l2=l2,
                                       dot_bf16=v4 and "avx512bf16" in features, tiles_bf16=bf16_tiles,
                                       arith_f16=v4 and "avx512fp16" in features)
    return Lanes(4, l1d=l1d, l2=l2)


@functools.lru_cache(maxsize=None)
def probe() -> Device:
    """What the host offers, through LLVM's view of the CPU."""
    t = host_target()
    feats = tuple(sorted(f[1:] for f in t.features.split(",") if f.startswith("+")))
    lanes = _host_lanes(set(feats))
    best = "host"
    for name in ("x86-64-v4", "x86-64-v3", "x86-64"):
        p = PROFILES[name]
        if t.triple.startswith("x86_64") and set(p.requires) <= set(feats):
            best = name
            break
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return Device(t.cpu, t.triple, feats, lanes.count * 32, cores, best)


@functools.lru_cache(maxsize=None)
def host_profile() -> Profile:
    t = host_target()
    lanes = _host_lanes(set(probe().features))
    return Profile("host", t.triple, t.cpu, t.features, lanes, (), f"this machine ({t.cpu})")


def profile(name: str | Profile | None) -> Profile:
    if isinstance(name, Profile):
        return name
    if name is None or name == "host":
        return host_profile()
    try:
        return PROFILES[name]
    except KeyError:
        raise ValueError(f"unknown device profile '{name}'; known: host, "
                         f"{', '.join(PROFILES)}") from None


def runnable(p: Profile) -> str | None:
    """None when this process can run code for p, else why not."""
    dev = probe()
    if p.name == "host":
        return None
    if not dev.triple.startswith(p.arch):
        return f"device '{p.name}' is {p.arch}; this host is {dev.triple.split('-')[0]}"
    missing = [f for f in p.requires if not dev.has(f)]
    if missing:
        return f"device '{p.name}' needs CPU features this host lacks: {', '.join(missing)}"
    return None
