"""The packing kernel of the integer GEMM's fed operand (gemm_int8.py), as LLVM text: a P
that arrives per call (a convolution's windows as ConvInteger's B, the DSL's typed
products' b, a product of two activations' float32 b rounded to bfloat16) laid out as the
GEMM's column panels by a kernel instead of numpy."""
from __future__ import annotations

from dataclasses import dataclass

from .abi import KernelABI
from .elements import bf16_code
from .llir import Function, Module, Val

@dataclass(frozen=True)
class PackSpec:
    """The layout of a fed P operand (the activations' windows of a convolution): bytes
    [K, N] (rows `ld` bytes apart) to the panels of QGemmSpec with this g and NR, widened
    to int16 (madd16: zext or sext) or flipped to the other byte domain (xor 0x80)."""
    g: int
    nr: int
    wide: bool  # int16 out (madd16)
    signed: bool  # the source bytes are int8 (wide: sign-extend)
    flip: bool = False  # bytes out, xor 0x80
    halves: bool = False  # the source elements are 16-bit (bfloat16 codes: the bf16 variant's P), copied as they are
    rounds: bool = False  # (halves) the source elements are float32, rounded to bfloat16 codes (elements.bf16_code)
    kg_tile: int = 1  # groups of k per panel rounded up to this many (AMX: whole tiles), zeros past K

    def __post_init__(self) -> None:
        if self.halves and (self.wide or self.flip):
            raise ValueError("16-bit sources are packed as they are (no widening, no flip)")
        if self.rounds and not self.halves:
            raise ValueError("float32 sources are rounded to bfloat16 codes: halves out")

    @property
    def symbol(self) -> str:
        return f"jr.qpack.g{self.g}.nr{self.nr}.{'w' if self.wide else 'b'}{'s' if self.signed else 'u'}" \
               f"{'.flip' if self.flip else ''}{'.h' if self.halves else ''}{'.r' if self.rounds else ''}" \
               f"{f'.kt{self.kg_tile}' if self.kg_tile != 1 else ''}"


PACK_ABI = KernelABI(("src", "dst"), ("k", "n", "ld"))


def generate_pack(s: PackSpec, into: Module | None = None) -> str:
    """The packing kernel: panels [ceil(N/NR)][ceil(K/g)][NR][g], zero-padded; the
    parallel range runs over panels. Whole groups of a whole panel copy without checks
    (contiguous loads along the columns, interleaved stores: vectorized); the edges check
    every element. `into`: as generate's. Rounding float32 (s.rounds), `ld` counts floats."""
    module = into or Module()
    fn = Function(module)
    src, dst = PACK_ABI.buf("src"), PACK_ABI.buf("dst")
    k, n, ld = (PACK_ABI.size(x) for x in ("k", "n", "ld"))
    g, nr = s.g, s.nr
    oelem, osize = ("i16", 2) if s.wide or s.halves else ("i8", 1)
    ielem, isize = ("float", 4) if s.rounds else ("i16", 2) if s.halves else ("i8", 1)
    kg = fn.sdiv(fn.add(k, g - 1), g)
    if s.kg_tile != 1:
        kg = fn.mul(fn.sdiv(fn.add(kg, s.kg_tile - 1), s.kg_tile), s.kg_tile)
    nj = fn.sdiv(fn.add(n, nr - 1), nr)
    top = fn.smin(PACK_ABI.hi, nj)

    def conv(v: Val) -> Val:
        if s.rounds:
            return bf16_code(fn, v, v.ty)
        if s.wide:
            return fn.cast("sext" if s.signed else "zext", v, "i16")
        return fn.xor(v, -128) if s.flip else v

    def panel(j: Val) -> None:
        c0 = fn.mul(j, nr)
        base = fn.gep(oelem, dst, fn.mul(fn.mul(j, kg), nr * g))
        whole_cols = fn.icmp("sle", fn.add(c0, nr), n)
        kfull = fn.sdiv(k, g)

        def group(kk: Val, checked: bool) -> None:
            out = fn.gep(oelem, base, fn.mul(kk, nr * g))

            def column(c: Val) -> None:
                col = fn.add(c0, c)
                for q in range(g):
                    kr = fn.add(fn.mul(kk, g), q)
                    if checked:
                        ok = fn.and_(fn.icmp("slt", kr, k), fn.icmp("slt", col, n))
                        kc = fn.smin(kr, fn.sub(k, 1))
                        cc = fn.smin(col, fn.sub(n, 1))
                        v = fn.load(ielem, fn.gep(ielem, src, fn.add(fn.mul(kc, ld), cc)), align=isize)
                        v = fn.select(ok, conv(v), Val("0", oelem))
                    fn.store(v, fn.gep(oelem, out, fn.add(fn.mul(c, g), q)), align=osize)
            if checked:
                fn.loop(0, nr, column)
                return
            # g rows of NR bytes, interleaved in registers: out[c * g + q] = row q [c]
            rows = [fn.load(f"<{nr} x {ielem}>", fn.gep(ielem, src, fn.add(fn.mul(fn.add(fn.mul(kk, g), q), ld), c0)),
                            align=isize) for q in range(g)]
            while len(rows) > 1:
                w = int(rows[0].ty.split(" x ")[0][1:])
                idx = ", ".join(f"i32 {i}" for i in range(2 * w))
                rows = [fn.inst(f"shufflevector {a.typed}, {b.typed}, <{2 * w} x i32> <{idx}>", f"<{2 * w} x {ielem}>")
                        for a, b in zip(rows[::2], rows[1::2])]
            mask = ", ".join(f"i32 {q * nr + c}" for c in range(nr) for q in range(g))
            v = fn.inst(f"shufflevector {rows[0].typed}, {rows[0].ty} poison, <{g * nr} x i32> <{mask}>",
                        f"<{g * nr} x {ielem}>")
            vt = f"<{g * nr} x {oelem}>"
            if s.rounds:
                v = bf16_code(fn, v, v.ty)
            elif s.wide:
                v = fn.cast("sext" if s.signed else "zext", v, vt)
            elif s.flip:
                v = fn.xor(v, Val("splat (i8 -128)", vt))
            fn.store(v, out, align=osize)

        fast, slow, done = fn.label("fast"), fn.label("slow"), fn.label("pdone")
        fn.cbr(whole_cols, fast, slow)
        fn.block(fast)
        fn.loop(0, kfull, lambda kk: group(kk, False))
        fn.loop(kfull, kg, lambda kk: group(kk, True))
        fn.br(done)
        fn.block(slow)
        fn.loop(0, kg, lambda kk: group(kk, True))
        fn.br(done)
        fn.block(done)

    fn.loop(PACK_ABI.lo, top, panel)
    fn.ret()
    module.function(fn.define(PACK_ABI.define(s.symbol, internal=into is not None)))
    return module.text()


__all__ = ["PackSpec", "PACK_ABI", "generate_pack"]
