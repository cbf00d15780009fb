"""A contraction (contraction.py) as a packed, register-blocked GEMM in LLVM IR.

The classic structure (Goto; BLIS), sized to the target's vectors and registers:

    for each work item (outer loops x column block x row block), threads take ranges:
      for each K block (whole values of the outermost reduction loop, ~KC products):
        pack B[kk, n0:n0+NCB] into panels of NR = NV*L columns (zero-padded, in-bounds
            masks applied: conv's padding and gathers happen here, once per block)
        for each panel, for each MR rows of the block:
          micro-kernel: MR x NV vector accumulators; per k one vector load of B per column
            vector and one broadcast of A per row (A read in place when its reduction
            index is one flat stride, else packed MR-interleaved)
      epilogue over the tile: f(r) in place (a small kernel of the ordinary pipeline)

When one MR-row block covers M (gemv, batch-1 layers) B is streamed in place instead of
packed: each element is used once, so packing would double the memory traffic.
Whether A or B can be read in place is decided per call from the sizes (flat strides,
bounds), so one kernel serves every shape; the packed path is always there.

The module's parts: the driver (gemm_driver.py), the packing (gemm_pack.py), the
micro-kernels and the gemv kernel (gemm_kernels.py); this file sizes the blocking and
puts them together with the epilogue and the exact loop-nest kernel.
"""
from __future__ import annotations

from dataclasses import dataclass

from .codegen import Lanes, emit_kernel
from .contraction import Contraction, _nest
from .gemm_driver import Driver, b_strided, one_row
from .gemm_kernels import GEMV_NARROW
from .gemm_pack import Packing
from .llir import Function, Module, Val, i1, i64, zero
from .loops import IConst, Kernel, Loop, ceil_div, ibin, product


FINITE_CHAINS = 4  # independent sums in the inf/NaN scan


@dataclass(frozen=True)
class Blocking:
    mr: int  # rows of the register tile
    nv: int  # vectors of the register tile
    lanes: int
    kc: int = 256  # products per K block (B panels stay in L1)
    kc_direct: int = 128  # the same when B is streamed in place: rows of B read side by side
    nc_panels: int = 4  # column block = nc_panels * NR
    mc_blocks: int = 8  # row block = mc_blocks * MR

    @property
    def nr(self) -> int:
        return self.nv * self.lanes

    @property
    def ncb(self) -> int:
        return self.nc_panels * self.nr

    @property
    def mc(self) -> int:
        return self.mc_blocks * self.mr


def default_blocking(lanes: Lanes, tile: tuple[int, int] | None, panels: bool = False) -> Blocking:
    """MR x NV accumulators plus NV loads and a broadcast must fit the register file:
    32 vector registers with AVX-512, 16 otherwise (AVX2, SSE; NEON is treated alike).
    Measured on Zen 4 (`simd:tile=` over matmul 512, five convs): 4x4 beat 6x4 in every
    case by 3-7% (and wastes fewer rows on M = 32, 64); with 16 registers 4x3 is best.
    With B laid out once as panels (no packing of B in the loop) 6x4 is ahead instead:
    197x3072x768 91 -> 98 GFLOP/s, 197x768x2304 93 -> 94, 64x256x50257 80 -> 84, 128x256x1024
    even. The width (NV vectors) is the same, so the panels' layout does not change.
    With 16 registers and panels, 6x2 (16 wide) against 4x3 on Zen 3, one thread:
    64x256x50257 62 -> 68 GFLOP/s, 64x256x768 71 -> 79, 128x256x1024 73 -> 79,
    197x768x2304 81 -> 84, 197x3072x768 82 -> 86, 128x1024x256 and 50x768x768 even.
    K blocks: a panel's rows of a block fill a share of L1 (Lanes.l1_rows), so each of the
    block's row tiles reads them from L1: on a 48 KiB L1 with two FMA pipes, 128 rows of a
    64-wide panel against the 256 measured on Zen 4 took 64x256x2048 from 130 to 160
    GFLOP/s, 197x768x3072 132 -> 144, 512^3 160 -> 164 (with the next item's prefetch)."""
    if tile is not None:
        mr, nv = tile
    elif lanes.vector_registers >= 32:
        mr, nv = (6, 4) if panels else (4, 4)
    else:
        mr, nv = (6, 2) if panels and lanes.count == 8 else (4, 3)  # (6x2 measured with AVX2 only)
    kc = lanes.l1_rows(4 * nv * lanes.count)
    if lanes.vector_registers < 32 and lanes.count == 8:
        # AVX2: K blocks of four L1 shares, not one (Zen 3, one thread; panels:
        # 197x768x2304 80 -> 94 GFLOP/s, 197x3072x768 83 -> 96, 128x256x1024 79 -> 81,
        # 64x256x50257 68 -> 70; packed B: 512^3 78 -> 88, attention's 197x64x197 and
        # 197x197x64 even; 8 and 16 shares no better; SSE and NEON not measured)
        kc *= 4
    return Blocking(mr, nv, lanes.count, kc=kc, nc_panels=max(1, 512 // (nv * lanes.count)))


class _Gen(Packing):
    def __init__(self, c: Contraction, lanes: Lanes, blk: Blocking, module: Module):
        super().__init__(c.kernel.name, lanes.count, blk.nv, module, registers=lanes.vector_registers)
        self.c, self.k, self.blk = c, c.kernel, blk
        self.extent = {v: e for v, e in c.outer + c.red + (c.n,) + ((c.n2,) if c.n2 else ())}
        if c.m[0]:
            self.extent[c.m[0]] = c.m[1]

    def all_finite(self, fn: Function, buffer: str) -> Val:
        """i1: no NaN or infinity in the buffer (x - x is 0 exactly for finite x). Four
        vectors a step into four sums: one chain of dependent adds ran at a third of the
        load rate, a few microseconds per call on a conv's weights."""
        L, vt = self.L, self.vt
        n = i64(1)
        for d in self.k.buffer(buffer).dims:
            n = fn.mul(n, fn.index(d, {}))
        accs = self.zeroed_slots(fn, FINITE_CHAINS, "fin")
        base = Val(f"%buf.{buffer}", "ptr")

        def add(acc: Val, i: Val, mask: Val | None) -> None:
            x = self.load(fn, fn.gep("float", base, i), mask)
            d = fn.binop("fsub", x, x)
            old = fn.load(vt, acc)
            fn.store(fn.binop("fadd", old, d), acc)

        step = FINITE_CHAINS * L
        whole = fn.mul(fn.sdiv(n, step), step)
        def chains(i: Val) -> None:
            for j, a in enumerate(accs):
                add(a, fn.add(i, j * L), None)

        fn.loop(0, whole, chains, step=step)
        fn.loop(whole, n, lambda i: add(accs[0], i, self.lane_mask(fn, i, n)), step=L)
        total = fn.load(vt, accs[0])
        for a in accs[1:]:
            total = fn.binop("fadd", total, fn.load(vt, a))
        bad = fn.fcmp("une", total, zero(vt))
        return fn.xor(fn.intrinsic(f"llvm.vector.reduce.or.v{L}i1", "i1", [bad]), i1(True))


def needs_exact(c: Contraction) -> bool:
    """Whether the loop-nest kernel comes along: a read may fall out of bounds (it runs for
    inf/NaN inputs), or B is strided along the columns (it runs for few rows)."""
    return any(c.a.checked) or any(c.b.checked) or b_strided(c)


def generate(c: Contraction, lanes: Lanes, blk: Blocking, epilogue: Kernel | None,
             exact: tuple[Kernel, int] | None) -> str:
    """The module: micro-kernels, the driver with the kernel ABI, the epilogue kernel and
    the exact loop-nest kernel (with its accumulators), when there are."""
    module = Module()
    module.global_("jr.zero", "internal constant float 0.0, align 4")
    epi = emit_kernel(module, epilogue, lanes, precise=False) if epilogue else None
    ex = emit_kernel(module, exact[0], lanes, precise=False, accumulators=exact[1]) if exact else None
    g = _Gen(c, lanes, blk, module)
    micros = [g.micro(r, d) for r in sorted({blk.mr, 1}) for d in (False, True)]
    if one_row(c):
        micros += [g.gemv()] + [g.gemv_narrow(n) for n in range(1, GEMV_NARROW + 1)]
        micros += [g.gemv_t()] if b_strided(c) else []
    drv = Driver(g, f"@\"{epi}\"" if epi else None, f"@\"{ex}\"" if ex else None).text()
    for text in micros:
        module.helper(text)
    module.function(drv)
    module.no_unroll()
    return module.text()


def facade(c: Contraction, blk: Blocking) -> Kernel:
    """What the runtime sees: one parallel loop over the work items (threads split it) whose
    body costs what one work item does, and the scratch the packed panels need."""
    _, inner = _nest(c.kernel.body)
    items = ibin("*", ceil_div(c.columns, blk.ncb), ceil_div(c.m[1], blk.mc))
    items = product([items] + [e for _, e in c.outer])
    body = (Loop("_m", IConst(blk.mc) if c.m[0] else IConst(1), (Loop("_n", IConst(blk.ncb), tuple(inner)),)),)
    # what threads are planned by: multiply-adds, in the unit of the loop nests' cost (about
    # one simple operation per element). A streamed product costs about what an element of
    # an elementwise op does (gemv 1024x1024: 1M products, ~55 us; relu: 1M elements,
    # ~100 us), so rows x columns x reduction length, not the facade's loops
    work = product([c.m[1], c.columns] + [e for _, e in c.outer + c.red])
    inner_k = product([e for _, e in c.red[1:]])
    kmax = ibin("+", IConst(blk.kc), inner_k)
    scratch = ibin("+", IConst(16), ibin("*", kmax, IConst(blk.ncb + blk.mr)))
    note = f"packed GEMM: {blk.mr}x{blk.nv} vector tile, column blocks of {blk.ncb}, row blocks of {blk.mc}"
    return Kernel(c.kernel.name, c.kernel.buffers, c.kernel.sizes,
                  (Loop("_work", items, body, note=note),), scratch=scratch, work=work)
