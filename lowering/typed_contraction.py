"""Typed contractions on the quantized models' GEMM kernels (gemm_int8.py):
`c[m, n] = sum[k](a[m, k] * b[k, n])` (docs/language.md, Types) where

    one operand u8, the other i8, c i32   vpdpbusd (`Lanes.dot_i8`), or AMX tiles of bytes
                                          (tdpbusd, `Lanes.tiles_i8`) where a is the u8
                                          side, K % 64 == 0 and M >= 32: exact i32 sums
    both bf16, c f32                      vdpbf16ps (`Lanes.dot_bf16`), or AMX tiles
                                          (tdpbf16ps, `Lanes.tiles_bf16`) where K % 32 == 0
                                          and M >= 32: exact products, float32 sums

instead of a loop nest that widens every element. The AMX conditions are checked at run
time (else the vector kernel).

The kernel's entry point packs b into panels in the scratch area (gemm_int8's packing
kernel), copies a's rows there zero-padded to whole k groups when K is not a multiple of
the group (the GEMM reads a group of a row at a time), writes the column terms (zero sums
for bytes; scale 1 and bias 0 for bf16), and runs the GEMM over its share of the rows:
threads split blocks of CHUNK rows (the last takes the rest, so every block has at least
min(M, CHUNK) rows), and each packs b itself, so none waits for another.
"""
from __future__ import annotations

from dataclasses import dataclass

from .abi import KernelABI
from .emitctx import Lanes
from .gemm_amx import KG_TILE, ROWS
from .gemm_int8 import ABI as GEMM_ABI, QGemmSpec, generate
from .gemm_int8_packer import PACK_ABI, PackSpec, generate_pack
from .llir import Function, Module, Val, f32, i64
from .loops import Bin, IConst, IExpr, IVar, Kernel, Load, Local, Loop, Reduce, Store, ceil_div, ibin, product

CHUNK = 96  # rows of a thread's block: whole vector tiles (6) and AMX blocks (32)
KINDS = {  # (a and b's element types, c's, the sums' type) -> kind
    (frozenset({"u8", "i8"}), "i32", "i32"): "bytes",
    (frozenset({"bf16"}), "f32", "f32"): "bf16",
}


@dataclass(frozen=True)
class Product:
    """The matched contraction: buffer names, its kind, which side is signed, the sizes."""
    kernel: Kernel
    a: str
    b: str
    c: str
    kind: str  # "bytes" or "bf16"
    a_signed: bool
    m: IExpr
    k: IExpr
    n: IExpr

    @property
    def size(self) -> int:
        """Bytes of an a or b element."""
        return 2 if self.kind == "bf16" else 1


def match(k: Kernel, lanes: Lanes) -> Product | None:
    """The kernel is exactly one such product, two-dimensional, every read in bounds; and
    the lanes have its instruction."""
    if lanes.scalable or not (lanes.dot_i8 or lanes.dot_bf16):
        return None
    if len(k.body) != 1 or not isinstance(k.body[0], Loop):
        return None
    outer = k.body[0]
    if len(outer.body) != 1 or not isinstance(outer.body[0], Loop):
        return None
    inner = outer.body[0]
    if len(inner.body) != 2:
        return None
    red, st = inner.body
    if not isinstance(red, Reduce) or not isinstance(st, Store):
        return None
    m, n = outer.var, inner.var
    if red.kind != "sum" or red.body or len(red.loops) != 1 or st.value != Local(red.name):
        return None
    kv = red.loops[0][0]
    v = red.value
    if not (isinstance(v, Bin) and v.op == "*" and isinstance(v.a, Load) and isinstance(v.b, Load)):
        return None
    lhs = next((ld for ld in (v.a, v.b) if ld.index == (IVar(m), IVar(kv))), None)
    rhs = next((ld for ld in (v.a, v.b) if ld.index == (IVar(kv), IVar(n))), None)
    if lhs is None or rhs is None or lhs.buffer == rhs.buffer or any(lhs.checked) or any(rhs.checked):
        return None
    a, b, c = k.buffer(lhs.buffer), k.buffer(rhs.buffer), k.buffer(st.buffer)
    kind = KINDS.get((frozenset({a.elem, b.elem}), c.elem, red.ty))
    if kind is None or (kind == "bf16" and not lanes.dot_bf16) or (kind == "bytes" and not lanes.dot_i8):
        return None
    if st.index != (IVar(m), IVar(n)) or len(a.dims) != 2 or a.dims[1] != b.dims[0] \
            or c.dims != (a.dims[0], b.dims[1]):
        return None
    if (outer.extent, inner.extent, red.loops[0][1]) != (a.dims[0], b.dims[1], a.dims[1]):
        return None
    return Product(k, a.name, b.name, c.name, kind, a.elem == "i8", a.dims[0], a.dims[1], b.dims[1])


def specs(lanes: Lanes, p: Product) -> tuple[QGemmSpec, QGemmSpec | None]:
    """The vector kernel, and the AMX one where the lanes and the operands allow it."""
    mr, nv = (6, 4) if lanes.vector_registers >= 32 else (4, 2)
    if p.kind == "bf16":
        vec = QGemmSpec("bf16", 16, mr, nv, False, out="f32")
        tiles = QGemmSpec("amx", 16, 2 * ROWS, 2, False, out="f32", l2=lanes.l2) if lanes.tiles_bf16 else None
        return vec, tiles
    vec = QGemmSpec("vnni", lanes.count, mr, nv, p.a_signed, out="i32", cols_only=True)
    tiles = QGemmSpec("amx8", 16, 2 * ROWS, 2, False, out="i32", cols_only=True, l2=lanes.l2) \
        if lanes.tiles_i8 and lanes.count == 16 and not p.a_signed else None
    return vec, tiles


def _scratch_bytes(p: Product, s: QGemmSpec) -> tuple[IExpr, IExpr, IExpr]:
    """(packed b, column terms, padded a) in bytes, each a multiple of 64 (panels of the
    vector kernel's NR, the widest, fit the AMX kernel's too)."""
    kp = ibin("*", ceil_div(p.k, s.g), IConst(s.g))
    npad = ibin("*", ceil_div(p.n, s.nr), IConst(s.nr))
    up = lambda e: ibin("*", ceil_div(e, 64), IConst(64))  # noqa: E731
    terms = 2 if p.kind == "bf16" else 1  # (scale and bias, or the zero-point sums)
    return (up(ibin("*", ibin("*", npad, kp), IConst(p.size))), up(ibin("*", npad, IConst(4 * terms))),
            up(ibin("*", ibin("*", p.m, kp), IConst(p.size))))


def facade(p: Product, lanes: Lanes) -> Kernel:
    """What the runtime sees: one parallel loop over blocks of rows and the scratch (in
    4-byte elements) the packed operands need."""
    vec, tiles = specs(lanes, p)
    blocks = ibin("+", ibin("/", p.m, IConst(CHUNK)), IConst(1))  # (a block past M's is empty)
    amx_k = 4 * KG_TILE if p.kind == "bytes" else 2 * KG_TILE
    instr = {"vnni": "vpdpbusd", "bf16": "vdpbf16ps"}[vec.variant]
    how = f"{instr} {vec.mr}x{vec.nv} tiles" + (f", AMX tiles where K % {amx_k} == 0 and M >= 32" if tiles else "")
    what = "u8 x i8 -> i32" if p.kind == "bytes" else "bf16 x bf16 -> f32"
    body = (Loop("_rows", blocks, (Loop("_n", p.n, (Loop("_k", p.k, ()),)),),
                 note=f"{what} GEMM: {how}; b packed per call, blocks of {CHUNK} rows"),)
    pb, cb, ab = _scratch_bytes(p, vec)
    scratch = ibin("/", ibin("+", ibin("+", pb, cb), ab), IConst(4))
    return Kernel(p.kernel.name, p.kernel.buffers, p.kernel.sizes, body, scratch=scratch,
                  work=product([p.m, p.n, p.k]))


def generate_module(p: Product, lanes: Lanes, symbol: str) -> str:
    """The module: the packing and GEMM kernels and the entry point `symbol` (the kernel
    ABI of p's kernel)."""
    vec, tiles = specs(lanes, p)
    g, esize = vec.g, p.size
    module = Module()
    abi = KernelABI.of(p.kernel)
    fn = Function(module)
    m, k, n = (fn.index(e, {}) for e in (p.m, p.k, p.n))
    kg = fn.sdiv(fn.add(k, g - 1), g)
    kp = fn.mul(kg, g)
    pb, cb, _ = (fn.index(e, {}) for e in _scratch_bytes(p, vec))
    packed = abi.scratch
    terms = fn.gep("i8", packed, pb)
    apad = fn.gep("i8", terms, cb)
    # this call's rows: blocks [lo, hi) of CHUNK rows, the last block to M
    last = fn.smax(fn.sdiv(m, CHUNK), i64(1))
    lo = fn.smin(fn.mul(abi.lo, CHUNK), m)
    hi = fn.select(fn.icmp("sge", abi.hi, last), m, fn.smin(fn.mul(abi.hi, CHUNK), m))
    hi = fn.select(fn.icmp("sge", abi.lo, last), lo, hi)  # (a block past the last one: nothing)
    rows = fn.sub(hi, lo)
    done, work = fn.label("nothing"), fn.label("work")
    fn.cbr(fn.icmp("sle", rows, 0), done, work)
    fn.block(work)
    npad = fn.index(ibin("*", ceil_div(p.n, vec.nr), IConst(vec.nr)), {})  # (entries of a column array)
    if p.kind == "bf16":  # scale 1, bias 0: the sums as they are
        fn.loop(0, npad, lambda j: fn.store(f32(1.0), fn.gep("float", terms, j), align=4))
        fn.intrinsic("llvm.memset.p0.i64", "void", [fn.gep("float", terms, npad), Val("0", "i8"),
                                                      fn.mul(npad, 4), Val("false", "i1")])
    else:
        fn.intrinsic("llvm.memset.p0.i64", "void", [terms, Val("0", "i8"), cb, Val("false", "i1")])
    # a's rows in place when whole groups, else this call's rows copied zero-padded to kp elements
    row_bytes, pad_bytes = fn.mul(k, esize), fn.mul(kp, esize)
    a_rows = fn.gep("i8", abi.buf(p.a), fn.mul(lo, row_bytes))
    pad, ready = fn.label("pad"), fn.label("ready")
    here = fn.current
    fn.cbr(fn.icmp("ne", kp, k), pad, ready)
    fn.block(pad)
    fn.intrinsic("llvm.memset.p0.i64", "void", [apad, Val("0", "i8"), fn.mul(rows, pad_bytes), Val("false", "i1")])
    fn.loop(0, rows, lambda r: fn.intrinsic(
        "llvm.memcpy.p0.p0.i64", "void", [fn.gep("i8", apad, fn.mul(r, pad_bytes)),
                                          fn.gep("i8", a_rows, fn.mul(r, row_bytes)), row_bytes, Val("false", "i1")]))
    end = fn.current
    fn.br(ready)
    fn.block(ready)
    r = fn.phi("ptr", [(a_rows, here), (apad, end)])
    c_rows = fn.gep("i32" if p.kind == "bytes" else "float", abi.buf(p.c), fn.mul(lo, n))

    def run(s: QGemmSpec) -> None:
        pack = PackSpec(g, s.nr, wide=False, signed=not s.r_signed, halves=p.kind == "bf16")
        generate_pack(pack, module)
        generate(s, module)
        PACK_ABI.call(fn, f'@"{pack.symbol}"', [abi.buf(p.b), packed, packed, k, n, n, *PACK_ABI.whole()])
        bufs = {"r": r, "p": packed, "c": c_rows, "scale": terms, "bias": fn.gep("float", terms, npad)}
        args = [bufs.get(b, terms) for b in GEMM_ABI.buffers]
        GEMM_ABI.call(fn, f'@"{s.symbol}"', GEMM_ABI.args(args, abi.scratch, [rows, n, kg, pad_bytes, n, i64(0)],
                                                          *GEMM_ABI.whole()))

    if tiles is not None:  # AMX where K is whole tiles and M has two blocks (every block then does)
        ok = fn.and_(fn.icmp("eq", fn.srem(k, g * KG_TILE), 0), fn.icmp("sge", m, tiles.mr))
        amx, plain, joined = fn.label("amx"), fn.label("vector"), fn.label("joined")
        fn.cbr(ok, amx, plain)
        fn.block(amx)
        run(tiles)
        fn.br(joined)
        fn.block(plain)
        run(vec)
        fn.br(joined)
        fn.block(joined)
    else:
        run(vec)
    fn.br(done)
    fn.block(done)
    fn.ret()
    module.function(fn.define(abi.define(symbol)))
    return module.text()


__all__ = ["Product", "facade", "generate_module", "match", "specs"]
