"""A typed contraction of bytes on the integer GEMM: `c[m, n] = sum[k](a[m, k] * b[k, n])`
with one operand u8 and the other i8 and an i32 output (docs/language.md, Types) runs the
kernels of the quantized models (gemm_int8.py) where the lanes have them, instead of a loop
nest that widens every byte and multiplies in i32: vpdpbusd (`Lanes.dot_i8`), or AMX
tiles of bytes (tdpbusd, `Lanes.tiles_i8`) where a is the u8 side, K a multiple of 64 and
M at least 32 (checked at run time; else vpdpbusd).

The kernel's entry point packs b into panels in the scratch area (the packing kernel of
gemm_int8), copies a's rows there zero-padded to whole groups of 4 when K is not a
multiple of 4 (the GEMM reads 4 bytes of a row at a time), zeroes the column terms, and
runs the GEMM over its share of the rows: threads split blocks of CHUNK rows (the last
takes the rest, so every block has at least min(M, CHUNK) rows), and each packs b itself,
so none waits for another.
"""
from __future__ import annotations

from dataclasses import dataclass

from .abi import KernelABI
from .emitctx import Lanes
from .gemm_amx import KG_TILE, ROWS
from .gemm_int8 import ABI as GEMM_ABI, PACK_ABI, PackSpec, QGemmSpec, generate, generate_pack
from .llir import Function, Module, Val, i64
from .loops import Bin, IConst, IExpr, IVar, Kernel, Load, Local, Loop, Reduce, Store, ceil_div, ibin, product

GROUP = 4  # k values per vpdpbusd lane
CHUNK = 96  # rows of a thread's block: whole vnni tiles (6) and AMX blocks (32)


@dataclass(frozen=True)
class ByteProduct:
    """The matched contraction: buffer names, which side is signed, the sizes."""
    kernel: Kernel
    a: str
    b: str
    c: str
    a_signed: bool
    m: IExpr
    k: IExpr
    n: IExpr


def match(k: Kernel, lanes: Lanes) -> ByteProduct | None:
    """The kernel is exactly one u8 x i8 (either way round) product into an i32 output,
    two-dimensional, every read in bounds; and the lanes have vpdpbusd."""
    if not lanes.dot_i8 or lanes.scalable:
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
    if red.kind != "sum" or red.ty != "i32" or red.body or len(red.loops) != 1 or st.value != Local(red.name):
        return None
    kv = red.loops[0][0]
    v = red.value
    if not (isinstance(v, Bin) and v.op == "*" and isinstance(v.a, Load) and isinstance(v.b, Load)):
        return None
    loads = {ld.buffer: ld for ld in (v.a, v.b)}
    lhs = next((ld for ld in loads.values() if ld.index == (IVar(m), IVar(kv))), None)
    rhs = next((ld for ld in loads.values() if ld.index == (IVar(kv), IVar(n))), None)
    if lhs is None or rhs is None or lhs is rhs or any(lhs.checked) or any(rhs.checked):
        return None
    a, b, c = k.buffer(lhs.buffer), k.buffer(rhs.buffer), k.buffer(st.buffer)
    if {a.elem, b.elem} != {"u8", "i8"} or c.elem != "i32" or st.index != (IVar(m), IVar(n)):
        return None
    if len(a.dims) != 2 or a.dims[1] != b.dims[0] or c.dims != (a.dims[0], b.dims[1]):
        return None
    if (outer.extent, inner.extent, red.loops[0][1]) != (a.dims[0], b.dims[1], a.dims[1]):
        return None
    return ByteProduct(k, a.name, b.name, c.name, a.elem == "i8", a.dims[0], a.dims[1], b.dims[1])


def specs(lanes: Lanes, bp: ByteProduct) -> tuple[QGemmSpec, QGemmSpec | None]:
    """The vpdpbusd kernel, and the AMX one where the lanes and the operands allow it."""
    mr, nv = (6, 4) if lanes.vector_registers >= 32 else (4, 2)
    vnni = QGemmSpec("vnni", lanes.count, mr, nv, bp.a_signed, out="i32", cols_only=True)
    tiles = QGemmSpec("amx8", 16, 2 * ROWS, 2, False, out="i32", cols_only=True, l2=lanes.l2) \
        if lanes.tiles_i8 and lanes.count == 16 and not bp.a_signed else None
    return vnni, tiles


def _scratch_bytes(bp: ByteProduct, nr: int) -> tuple[IExpr, IExpr, IExpr]:
    """(packed b, column terms, padded a) in bytes, each a multiple of 64 (panels of the
    widest NR fit the narrower ones too)."""
    kp = ibin("*", ceil_div(bp.k, GROUP), IConst(GROUP))
    npad = ibin("*", ceil_div(bp.n, nr), IConst(nr))
    up = lambda e: ibin("*", ceil_div(e, 64), IConst(64))  # noqa: E731
    return up(ibin("*", npad, kp)), up(ibin("*", npad, IConst(4))), up(ibin("*", bp.m, kp))


def facade(bp: ByteProduct, lanes: Lanes) -> Kernel:
    """What the runtime sees: one parallel loop over blocks of rows and the scratch (in
    4-byte elements) the packed operands need."""
    vnni, tiles = specs(lanes, bp)
    blocks = ibin("+", ibin("/", bp.m, IConst(CHUNK)), IConst(1))  # (a block past M's is empty)
    how = f"vpdpbusd {vnni.mr}x{vnni.nv} tiles" + (", AMX tiles where K % 64 == 0 and M >= 32" if tiles else "")
    body = (Loop("_rows", blocks, (Loop("_n", bp.n, (Loop("_k", bp.k, ()),)),),
                 note=f"u8 x i8 GEMM: {how}; b packed per call, blocks of {CHUNK} rows"),)
    pb, cb, ab = _scratch_bytes(bp, vnni.nr)
    scratch = ibin("/", ibin("+", ibin("+", pb, cb), ab), IConst(4))
    return Kernel(bp.kernel.name, bp.kernel.buffers, bp.kernel.sizes, body, scratch=scratch,
                  work=product([bp.m, bp.n, bp.k]))


def generate_module(bp: ByteProduct, lanes: Lanes, symbol: str) -> str:
    """The module: the packing and GEMM kernels and the entry point `symbol` (the kernel
    ABI of bp's kernel)."""
    vnni, tiles = specs(lanes, bp)
    module = Module()
    abi = KernelABI.of(bp.kernel)
    fn = Function(module)
    m, k, n = (fn.index(e, {}) for e in (bp.m, bp.k, bp.n))
    kg = fn.sdiv(fn.add(k, GROUP - 1), GROUP)
    kp = fn.mul(kg, GROUP)
    pb, cb, _ = (fn.index(e, {}) for e in _scratch_bytes(bp, vnni.nr))
    packed = abi.scratch
    cadd = fn.gep("i8", packed, pb)
    apad = fn.gep("i8", cadd, cb)
    # this call's rows: blocks [lo, hi) of CHUNK rows, the last block to M
    last = fn.smax(fn.sdiv(m, CHUNK), i64(1))
    lo = fn.smin(fn.mul(abi.lo, CHUNK), m)
    hi = fn.select(fn.icmp("sge", abi.hi, last), m, fn.smin(fn.mul(abi.hi, CHUNK), m))
    hi = fn.select(fn.icmp("sge", abi.lo, last), lo, hi)  # (a block past the last one: nothing)
    rows = fn.sub(hi, lo)
    done, work = fn.label("nothing"), fn.label("work")
    fn.cbr(fn.icmp("sle", rows, 0), done, work)
    fn.block(work)
    fn.intrinsic("llvm.memset.p0.i64", "void", [cadd, Val("0", "i8"), cb, Val("false", "i1")])
    # a's rows in place when whole groups, else this call's rows copied zero-padded to kp bytes
    a_rows = fn.gep("i8", abi.buf(bp.a), fn.mul(lo, k))
    pad, ready = fn.label("pad"), fn.label("ready")
    here = fn.current
    fn.cbr(fn.icmp("ne", kp, k), pad, ready)
    fn.block(pad)
    fn.intrinsic("llvm.memset.p0.i64", "void", [apad, Val("0", "i8"), fn.mul(rows, kp), Val("false", "i1")])
    fn.loop(0, rows, lambda r: fn.intrinsic(
        "llvm.memcpy.p0.p0.i64", "void", [fn.gep("i8", apad, fn.mul(r, kp)), fn.gep("i8", a_rows, fn.mul(r, k)),
                                          k, Val("false", "i1")]))
    end = fn.current
    fn.br(ready)
    fn.block(ready)
    r = fn.phi("ptr", [(a_rows, here), (apad, end)])
    c_rows = fn.gep("i32", abi.buf(bp.c), fn.mul(lo, n))

    def run(s: QGemmSpec) -> None:
        pack = PackSpec(GROUP, s.nr, wide=False, signed=not s.r_signed)
        generate_pack(pack, module)
        generate(s, module)
        PACK_ABI.call(fn, f'@"{pack.symbol}"', [abi.buf(bp.b), packed, packed, k, n, n, *PACK_ABI.whole()])
        bufs = {"r": r, "p": packed, "c": c_rows}
        args = [bufs.get(b, cadd) for b in GEMM_ABI.buffers]
        GEMM_ABI.call(fn, f'@"{s.symbol}"', GEMM_ABI.args(args, abi.scratch, [rows, n, kg, kp, n, i64(0)],
                                                          *GEMM_ABI.whole()))

    if tiles is not None:  # AMX where K is whole tiles and M has two of them (every block then does)
        ok = fn.and_(fn.icmp("eq", fn.srem(k, 4 * KG_TILE), 0), fn.icmp("sge", m, tiles.mr))
        amx, plain, joined = fn.label("amx"), fn.label("vnni"), fn.label("joined")
        fn.cbr(ok, amx, plain)
        fn.block(amx)
        run(tiles)
        fn.br(joined)
        fn.block(plain)
        run(vnni)
        fn.br(joined)
        fn.block(joined)
    else:
        run(vnni)
    fn.br(done)
    fn.block(done)
    fn.ret()
    module.function(fn.define(abi.define(symbol)))
    return module.text()


__all__ = ["ByteProduct", "facade", "generate_module", "match", "specs"]
