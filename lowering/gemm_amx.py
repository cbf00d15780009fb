"""The micro-kernel of the integer GEMM's `amx` and `amx8` variants: bfloat16 products
(tdpbf16ps) or byte products (tdpbusd) on AMX tiles, as LLVM text. (Below, the
bfloat16 case; the bytes' is the same with k groups of four bytes, int32 sums.)

A tile register holds 16 rows of 64 bytes. One tdpbf16ps adds to a 16 x 16 float32 tile
C the products of a 16 x 32 bfloat16 tile A (16 rows of R, 16 k groups of two) and a
16 x 32 tile B (16 k groups of P's panel, each 16 columns x 2 codes: the panel's layout,
P[j][k / 2][NR][2], is already the one tdpbf16ps reads, a B tile every 64 bytes of a
group's row). The register tile is MR / 16 x NV such C tiles; with its A and B tiles it
fits AMX's 8 registers (2 x 2: 4 + 2 + 2). Every product of two bfloat16 is exact in
float32; the sums round to nearest even; denormal inputs and results are zero (AMX, as
vdpbf16ps, ignores MXCSR).

The shapes are constants, so the tile configuration is loaded once per launch: the entry
keeps every A tile whole by starting the last row block of a call MR rows before its end
(gemm_int8: the epilogue then reads its rows from an offset; M >= MR) and the caller pads
K to whole tiles (kg a multiple of KG_TILE, zero codes past K on both sides).
"""
from __future__ import annotations

from typing import Callable

from .llir import Function, Module, Val, i64

ROWS = 16  # rows of a tile
KG_TILE = 16  # k groups (of two bfloat16 or four bytes: 4 bytes each) of an A tile's row, of a B tile's rows
TILES = 8  # AMX's tile registers


def fits(mr: int, nv: int) -> bool:
    """Whether an MR x NV register tile (C tiles of 16 x 16) and its A and B tiles fit the
    tile registers."""
    return mr % ROWS == 0 and mr > 0 and nv > 0 and (mr // ROWS) * nv + mr // ROWS + nv <= TILES


def tile_loop(fn: Function, mt: int, nv: int, steps: Val, a_at: Callable[[Val, int], Val], a_stride: Val,
              b_at: Callable[[Val, int], Val], b_stride: int, out: Val, instr: str = "tdpbf16ps") -> None:
    """The k loop of a register tile of mt x nv C tiles, from fn's entry block: for step k
    in [0, steps), A tile i at a_at(k, i) (rows a_stride bytes apart), B tile v at
    b_at(k, v) (rows b_stride apart); then the C tiles stored to out (rows nv*64 bytes
    apart, tile (i, v) at row 16*i, column 16*v). instr: tdpbf16ps (bfloat16 pairs, float32
    sums), or tdpbusd (bytes, unsigned x signed, int32 sums, exact: 4 products a lane)."""
    amx = "x86_amx"
    zeros = [[fn.intrinsic("llvm.x86.tilezero.internal", amx, [_s16(ROWS), _s16(64)]) for _ in range(nv)]
             for _ in range(mt)]
    fn.cbr(fn.icmp("sgt", steps, 0), "loop", "exit")
    fn.block("loop")
    k = fn.phi("i64", [("0", "entry"), ("%k1", "loop")], hint="%k")
    accs = [[fn.phi(amx, [(zeros[i][v], "entry"), (f"%new{i}_{v}", "loop")], hint=f"%acc{i}_{v}")
             for v in range(nv)] for i in range(mt)]
    a = [fn.intrinsic("llvm.x86.tileloadd64.internal", amx, [_s16(ROWS), _s16(64), a_at(k, i), a_stride])
         for i in range(mt)]
    b = [fn.intrinsic("llvm.x86.tileloadd64.internal", amx, [_s16(ROWS), _s16(64), b_at(k, v), i64(b_stride)])
         for v in range(nv)]
    for i in range(mt):
        for v in range(nv):
            fn.intrinsic(f"llvm.x86.{instr}.internal", amx,
                         [_s16(ROWS), _s16(64), _s16(64), accs[i][v], a[i], b[v]], hint=f"%new{i}_{v}")
    k1 = fn.add(k, 1, "nsw ", hint="%k1")
    fn.cbr(fn.icmp("slt", k1, steps), "loop", "exit", ", !llvm.loop !0")  # (Module.no_unroll)
    fn.block("exit")
    fins = [[fn.phi(amx, [(zeros[i][v], "entry"), (f"%new{i}_{v}", "loop")]) for v in range(nv)] for i in range(mt)]
    nr = nv * ROWS
    for i in range(mt):
        for v in range(nv):
            at = fn.gep("i8", out, (ROWS * i * nr + ROWS * v) * 4)
            fn.intrinsic("llvm.x86.tilestored64.internal", "void", [_s16(ROWS), _s16(64), at, i64(nr * 4), fins[i][v]])


def _s16(v: int) -> Val:
    return Val(str(v), "i16")


def micro(module: Module, symbol: str, mr: int, nv: int, instr: str = "tdpbf16ps") -> str:
    """`@"<symbol>.mk"(r, rs, nrows, p, kg, out)`: out [MR x NV*16] float32 (rows NV*64
    bytes apart, the entry's tile layout) = rows [0, MR) of R (rs bytes apart) by one panel
    of P over kg groups (kg a multiple of KG_TILE; nrows is not read: every row is whole)."""
    fn = Function(module)
    r, p, out = Val("%r", "ptr"), Val("%p", "ptr"), Val("%out", "ptr")
    rs, kg = Val("%rs", "i64"), Val("%kg", "i64")
    nr = nv * ROWS
    tile_loop(fn, mr // ROWS, nv, fn.sdiv(kg, KG_TILE),
              lambda k, i: fn.gep("i8", r, fn.add(fn.mul(rs, ROWS * i), fn.mul(k, 4 * KG_TILE))), rs,
              lambda k, v: fn.gep("i8", p, fn.add(fn.mul(k, KG_TILE * nr * 4), 64 * v)), nr * 4, out, instr)
    fn.ret()
    return fn.define(f"define internal void @\"{symbol}.mk\"(ptr %r, i64 %rs, i64 %nrows, ptr %p, i64 %kg, "
                     "ptr %out) alwaysinline nounwind")
