"""Channels-last convolution as an indirect GEMM: vectors along the output channels.

The nest it takes (conv2d_nhwc, and its fused epilogues):

    out[n, p, q, k] = f(sum over r, s, c of x[n, sh*p + dh*r + oh, sw*q + dw*s + ow, c] * w[r, s, c, k])

with k the output's contiguous index, w[r, s, c, k] contiguous along k and x contiguous
along c. Output pixels (p, q) are the GEMM's rows, all of them in one run (a 7x7 layer's
49 pixels fill tiles as well as a 112x112 one's), the output channels its columns, and
(tap, c) its reduction. The input is read in place through an indirection table, one
pointer per (pixel, tap) to the pixel's channel run (padding taps: a row of zeros), so
stride, dilation and padding cost nothing in the inner loop and nothing is packed; the
weights are read in place, one vector per column vector per step (direct_conv_kernels.py).

The driver walks work items (batch index, panel of NR output channels, block of pixels)
that threads take in ranges: consecutive items share a panel, so its weights stay in L2,
or where the weights are small, a pixel block, so its input, output and any residual do.
An item first fills its tiles' indirection (every tap, once), then walks blocks of about
block_products() (tap, channel) products, a run of taps times a run of each tap's
channels, sized so the panel's weights of a block stay in L1 while each of the item's
tiles of MR pixels takes them in one micro-kernel call; after its last block, f runs over
the tile (the ordinary emitter: every builtin works in it) while it is in L1.
"""
from __future__ import annotations

from dataclasses import dataclass

from .codegen import Ctx, Emitter, Lanes, emit_kernel, symbol_of
from .contraction import ProductSum, _nest
from .direct_conv_kernels import PARAMS, ConvKernels
from .abi import KernelABI
from .llir import Function, Module, Val, aligned, i1, i64
from .rewrite import rewrite_epilogue
from .loops import (IBin, IConst, IExpr, ISize, IVar, Kernel, Load, Local, Loop, Store, ceil_div, flat_index, ibin,
                    ivars, product, split_affine)

TILES_PER_ITEM = 16  # MR-pixel tiles per work item
RUN_CHANNELS = 16  # below this many input channels a kernel row's taps run as one stretch (dilation 1)


@dataclass(frozen=True)
class DirectConv:
    kernel: Kernel
    loops: tuple[tuple[str, IExpr], ...]  # (batch, p, q, k), outermost first
    red: tuple[tuple[str, IExpr], ...]  # (r, s, c)
    x: Load
    w: Load
    store: Store
    acc: str  # the reduction's name
    stride: tuple[int, int]
    dilation: tuple[int, int]
    offset: tuple[int, int]  # -pad_top, -pad_left
    panel: str | int | None = None  # w laid out as panels w[k / P, r, s, c, k % P]: P (a size, or its value)

    @property
    def has_epilogue(self) -> bool:
        return self.store.value != Local(self.acc)


def match(kernel: Kernel, ps: ProductSum) -> DirectConv | None:
    """The direct conv in the kernel's product-sum nest, if it is one (see the docstring)."""
    loops = [(lp.var, lp.extent) for lp in ps.loops]
    red = tuple(ps.red.loops)
    if len(loops) != 4 or len(red) != 3:
        return None
    (nb, _), (p, _), (q, _), (k, _) = loops
    (r, _), (s, _), (c, _) = red
    st, x, w = ps.store, ps.fixed, ps.moving
    if st.index != tuple(IVar(v) for v, _ in loops):
        return None
    panel = _panel(w, k, r, s, c)
    if panel is None and (w.index != (IVar(r), IVar(s), IVar(c), IVar(k)) or any(w.checked)):
        return None
    if len(x.index) != 4 or x.index[3] != IVar(c) or x.checked[3] or x.checked[0]:
        return None
    if ivars(x.index[0]) - {nb}:
        return None
    geometry = []
    for e, (o, t) in zip(x.index[1:3], ((p, r), (q, s))):
        if ivars(e) - {o, t}:
            return None
        aff = split_affine(e, [o, t])
        if aff is None or not isinstance(aff[1], IConst) or aff[0][o] < 1 or aff[0][t] < 0:
            return None
        geometry.append((aff[0][o], aff[0][t], aff[1].value))
    if x.buffer in (st.buffer, w.buffer) or w.buffer == st.buffer:
        return None
    (sh, dh, oh), (sw, dw, ow) = geometry
    return DirectConv(kernel, tuple(loops), red, x, w, st, ps.red.name, (sh, sw), (dh, dw), (oh, ow), panel)


def _panel(w: Load, k: str, r: str, s: str, c: str) -> str | int | None:
    """The panel width P when the weights are panels laid out once, w[k / P, r, s, c, k % P]
    (conv2d_nhwc_panels): each panel's rows one run of memory over every tap. A number
    where the call compiled it in (CheckedOp.panel_sizes), else the size's name."""
    if len(w.index) != 5 or any(w.checked[1:4]):
        return None
    i0, i4 = w.index[0], w.index[4]
    if (isinstance(i0, IBin) and i0.op == "/" and i0.a == IVar(k) and isinstance(i0.b, (ISize, IConst))
            and isinstance(i4, IBin) and i4.op == "%" and i4.a == IVar(k) and i4.b == i0.b
            and w.index[1:4] == (IVar(r), IVar(s), IVar(c))):
        return i0.b.name if isinstance(i0.b, ISize) else i0.b.value
    return None


@dataclass(frozen=True)
class Tiles:
    """The register tile (MR pixels x NV vectors) and the vector width."""
    mr: int
    nv: int
    lanes: int

    @property
    def nr(self) -> int:
        return self.nv * self.lanes


def tiles(lanes: Lanes, tile: tuple[int, int] | None = None, panel: int | None = None) -> Tiles:
    """MR x NV accumulators, NV weight vectors and a broadcast within the vector registers:
    32 with AVX-512 (6x4: 24 + 4 + 1), 16 otherwise (4x3). Measured on Zen 4: 6x4 at 92-97%
    of the FMA peak on resnet's 3x3 and 1x1 layers; for panels of 2 vectors (DenseNet's 32
    channels) twice the rows lost 5-15% against 6 (interleaved, 7x7 to 56x56). `tile` (a
    variant's `simd:tile=MxN`): that tile instead, N vectors the panels' width. `panel`:
    the width the weights were laid out at (panel_widths), where the call compiled it in:
    the tile of that width."""
    if tile is not None:
        return Tiles(tile[0], tile[1], lanes.count)
    for t in _tile_options(lanes):
        if t.nr == panel:
            return t
    return _tile_options(lanes)[0]


def _tile_options(lanes: Lanes) -> tuple[Tiles, ...]:
    """The tiles a device's convolutions run, the default first. AVX2 also runs 6x2 on
    panels 16 wide: on Zen 3 at one thread, densenet121 (32- and 128-channel convs, which
    24-wide panels pad by a half and an eighth) went from 0.83 to 0.93 of onnxruntime's
    speed; with every layer at 16, mobilenet_v2 and efficientnet_b0 lost 2-4% (their 24,
    72 and 144 channels), so each layer takes the width that pads it least."""
    if lanes.vector_registers >= 32:
        return (Tiles(6, 4, lanes.count),)
    if lanes.count == 8:
        return (Tiles(4, 3, lanes.count), Tiles(6, 2, lanes.count))
    return (Tiles(4, 3, lanes.count),)


def panel_widths(lanes: Lanes) -> tuple[int, ...]:
    """The widths a layer's conv weights may be laid out at on this device, the default first."""
    return tuple(t.nr for t in _tile_options(lanes))


def block_products(lanes: Lanes, t: Tiles) -> int:
    """Products (tap, channel) per block: the panel's weights of a block, NR floats each,
    fill a share of the L1 data cache, so every tile of a work item reads them from L1
    (measured on a 48 KiB L1 with two FMA pipes: the 6x4 tile at 78-83% of the FMA peak
    with its block's weights in L1, 66% streaming them from L2)."""
    # AVX2: four L1 shares (Zen 3, one thread, interleaved: resnet18 0.89 -> 0.91 and
    # densenet121 0.92 -> 0.95 of onnxruntime's speed, mobilenet_v2 even; SSE and NEON not measured)
    return lanes.l1_rows(4 * t.nr) * (4 if lanes.vector_registers < 32 and lanes.count == 8 else 1)


def facade(d: DirectConv, t: Tiles) -> Kernel:
    """What the runtime sees: one parallel loop over the work items (batch x panels x pixel
    blocks) whose body costs what an item does; scratch for the indirection table and the
    zero row."""
    _, inner = _nest(d.kernel.body)
    (_, N), (_, P), (_, Q), (_, K) = d.loops
    (_, R), (_, S), (_, C) = d.red
    mc = t.mr * TILES_PER_ITEM
    items = product([N, ceil_div(K, t.nr), ceil_div(ibin("*", P, Q), mc)])
    body = (Loop("_m", IConst(mc), (Loop("_k", IConst(t.nr), tuple(inner)),)),)
    work = product([N, P, Q, K, R, S, C])
    zero_row = ibin("*", ibin("+", S, IConst(1)), C)
    taps = ibin("*", R, S)
    table = ibin("*", IConst(2 * t.mr * TILES_PER_ITEM), taps)  # pointers, two floats each
    counts = ibin("*", IConst(TILES_PER_ITEM), ibin("+", taps, IConst(2)))  # i32 prefix counts, flags
    partial = IConst(TILES_PER_ITEM * t.mr * t.nr)  # the item's tiles of partial sums
    scratch = ibin("+", IConst(32), ibin("+", ibin("+", zero_row, partial), ibin("+", table, counts)))
    note = f"direct conv: {t.mr}x{t.nv} vector tile over pixels x output channels, input read through pointers"
    return Kernel(d.kernel.name, d.kernel.buffers, d.kernel.sizes,
                  (Loop("_work", items, body, note=note),), scratch=scratch, work=work)


def generate(d: DirectConv, lanes: Lanes, exact: tuple[Kernel, int] | None = None, t: Tiles | None = None) -> str:
    """The module: the micro-kernels and the driver with the kernel ABI (f inline); with
    panel weights, the loop-nest kernel (and its accumulators) for panels of another width."""
    if lanes.scalable:
        raise ValueError("direct conv lowering needs fixed-width vectors")
    t = t or tiles(lanes)
    module = Module()
    module.global_("jr.zero", "internal constant float 0.0, align 4")
    ex = emit_kernel(module, exact[0], lanes, precise=False, accumulators=exact[1]) if exact else None
    g = _Driver(d, lanes, t, module, ex)
    body = g.function()
    epi = _Epilogue(g) if d.has_epilogue else None
    micros = [g.kern.block(nv, epi, padded=d.panel is not None) for nv in range(1, t.nv + 1)]
    for text in micros:
        module.helper(text)
    module.function(body)
    module.no_unroll()
    return module.text()


class _Driver:
    def __init__(self, d: DirectConv, lanes: Lanes, t: Tiles, module: Module, exact: str | None = None):
        self.d, self.k, self.t, self.exact, self.lanes = d, d.kernel, t, exact, lanes
        self.kern = ConvKernels(d.kernel.name, lanes.count, t.mr, module, lanes.masked_fma)
        self.fn = Function(module)
        self.kc = block_products(lanes, t)
        self.l2 = lanes.l2

    def function(self) -> str:
        d, k, t, fn, kern = self.d, self.k, self.t, self.fn, self.kern
        abi = self.abi = KernelABI.of(k)
        (nb, N), (p, P), (q, Q), (kv, K) = [(v, fn.index(e, {})) for v, e in d.loops]
        (rv, R), (sv, S), (cv, C) = [(v, fn.index(e, {})) for v, e in d.red]
        self.names = dict(nb=nb, p=p, q=q, k=kv, r=rv, s=sv, c=cv)
        self.Q, self.S, self.K, self.R, self.C = Q, S, K, R, C
        xdims = k.buffer(d.x.buffer).dims
        self.H, self.W = fn.index(xdims[1], {}), fn.index(xdims[2], {})
        M = fn.mul(P, Q)
        taps = self.taps = fn.mul(R, S)
        mc = t.mr * TILES_PER_ITEM
        NP = fn.sdiv(fn.add(K, t.nr - 1), t.nr)
        NMB = fn.sdiv(fn.add(M, mc - 1), mc)
        per_n = fn.mul(NP, NMB)
        hi = fn.smin(abi.hi, fn.mul(N, per_n))
        # blocks of about kc products, (a run of taps) x (a run of each tap's channels): the
        # panel's weights of a block stay in L1 while the item's tiles take them in turn
        c1 = fn.smax(C, 1)
        # (few channels: one block, so a tile may run its kernel rows' taps as runs)
        few = fn.icmp("slt", C, RUN_CHANNELS)
        whole = fn.or_(fn.icmp("sle", fn.mul(taps, c1), self.kc), few)
        chunks = fn.sdiv(fn.add(c1, self.kc - 1), self.kc)
        cb = fn.select(whole, c1, fn.sdiv(fn.add(c1, fn.sub(chunks, 1)), chunks))
        tb = fn.select(whole, taps, fn.smax(fn.sdiv(i64(self.kc), cb), 1))
        self.cb, self.tb = cb, tb
        # runs of a kernel row's taps (see table): few channels, every tap in one block
        self.runs = few
        base = fn.cast("ptrtoint", abi.scratch, "i64")
        base = fn.cast("inttoptr", fn.and_(fn.add(base, 63), -64), "ptr")
        self.part = base  # TILES_PER_ITEM tiles of partial sums, MR x NR floats each
        base = fn.gep("float", base, TILES_PER_ITEM * t.mr * t.nr)
        self.ind = base  # TILES_PER_ITEM x taps x MR row pointers
        per_tile = fn.mul(taps, t.mr)
        self.per_tile = per_tile
        self.cnt = fn.gep("ptr", base, fn.mul(per_tile, TILES_PER_ITEM))
        self.cnt_stride = fn.add(taps, 1)  # i32 prefix counts of padding taps, then per-tile flags
        self.flags = fn.gep("i32", self.cnt, fn.mul(self.cnt_stride, TILES_PER_ITEM))
        zero_row = fn.gep("i32", self.flags, TILES_PER_ITEM)
        self.zero = zero_row  # a row of zeros for padding taps: C floats, or a run of S * C
        zlen = fn.mul(fn.mul(fn.add(S, 1), C), 4)
        fn.intrinsic("llvm.memset.p0.i64", "void", [aligned(zero_row, 4), Val("0", "i8"), zlen, i1(False)])
        self.x_flat = flat_index(k, d.x.buffer, d.x.index)
        self.w_flat = flat_index(k, d.w.buffer, d.w.index)
        self.o_flat = flat_index(k, d.store.buffer, d.store.index)
        wdims = k.buffer(d.w.buffer).dims
        self.sbk = fn.index(wdims[-1], {})  # w's row stride (HWIO: K; panels: P)
        self.btap = fn.mul(C, self.sbk)  # from one tap's rows to the next's
        if d.panel and self.exact:  # a panel must hold whole tiles, and the panels every channel
            P_, J_ = self.sbk, fn.index(wdims[0], {})
            ok = fn.and_(fn.icmp("eq", fn.srem(P_, t.nr), 0), fn.icmp("sle", K, fn.mul(J_, P_)))
            fast, slow, run = fn.label("direct"), fn.label("exact"), fn.label("exact.run")
            fn.cbr(ok, fast, slow)
            fn.block(slow)
            fn.cbr(fn.icmp("eq", abi.lo, 0), run, "exact.done")
            fn.block(run)
            abi.call(fn, f"@\"{self.exact}\"", abi.args(lo=i64(0), hi=i64(abi.FULL)))
            fn.br("exact.done")
            fn.block("exact.done")
            fn.ret()
            fn.block(fast)
        self.scr = fn.index(k.buffer(d.store.buffer).dims[3], {})  # the output's pixel stride

        # items of a panel in turn (its weights stay in L2) when the weights are large, else
        # the panels of a pixel block in turn: its input rows, output and residual lines
        # stay in L1/L2 while every panel is computed over them
        wbytes = fn.mul(fn.mul(taps, fn.mul(C, K)), 4)
        by_panel = fn.icmp("sgt", wbytes, self.l2 // 2)

        def item(i: Val) -> None:
            n = fn.sdiv(i, per_n)
            rem = fn.srem(i, per_n)
            panel = fn.select(by_panel, fn.sdiv(rem, NMB), fn.srem(rem, NP))
            mb = fn.select(by_panel, fn.srem(rem, NMB), fn.sdiv(rem, NP))
            k0 = fn.mul(panel, t.nr)
            nk = fn.smin(i64(t.nr), fn.sub(K, k0))
            nv = fn.sdiv(fn.add(nk, t.lanes - 1), t.lanes)
            last_first = fn.add(k0, fn.mul(fn.sub(nv, 1), t.lanes))
            mlast = kern.lane_mask(fn, last_first, K)
            m_lo = fn.mul(mb, mc)
            m_hi = fn.smin(M, fn.add(m_lo, mc))
            ntiles = fn.sdiv(fn.add(fn.sub(m_hi, m_lo), t.mr - 1), t.mr)
            pp, qq = self.pixel(m_lo)
            env = {nb: n, p: pp, q: qq, kv: k0}
            c = fn.gep("float", abi.buf(d.store.buffer), fn.index(self.o_flat, env))
            blk = dict(n=n, k0=k0, nv=nv, mlast=mlast, m_lo=m_lo, m_hi=m_hi, c=c, ntiles=ntiles)
            fn.loop(0, ntiles, lambda j: self.table(blk, j))
            a, t0, head, done = fn.open_loop(0, taps, "tb")
            t1 = fn.smin(taps, fn.add(t0, tb))
            ca, c0, chead, cdone = fn.open_loop(0, c1, "cb")
            cg = fn.smin(cb, fn.sub(C, c0))
            accum = fn.or_(fn.icmp("sgt", t0, 0), fn.icmp("sgt", c0, 0))
            last = fn.and_(fn.icmp("eq", t1, taps), fn.icmp("sge", fn.add(c0, cg), C))
            r0, s0 = fn.sdiv(t0, S), fn.srem(t0, S)
            env = {rv: r0, sv: s0, cv: c0, kv: k0}
            b = fn.gep("float", abi.buf(d.w.buffer), fn.index(self.w_flat, env))
            blk.update(t0=t0, t1=t1, c0=c0, cg=cg, accum=accum, last=last, b=b)
            self.call_block(blk)
            fn.again(ca, fn.add(c0, cb), chead)
            fn.block(cdone)
            fn.again(a, t1, head)
            fn.block(done)

        fn.loop(abi.lo, hi, item)
        fn.ret()
        return fn.define(abi.define(symbol_of(k)))

    def pixel(self, m: Val) -> tuple[Val, Val]:
        return self.fn.sdiv(m, self.Q), self.fn.srem(m, self.Q)

    def table(self, blk: dict, j: Val) -> None:
        """Tile j's indirection, once per work item: a pointer per (tap, pixel row) to the
        pixel's channel run (a padding tap: the zero row), the prefix counts of padding
        pointers per tap, and whether the tile runs a kernel row's taps as one run."""
        d, t, fn, nm = self.d, self.t, self.fn, self.names
        m0 = fn.add(blk["m_lo"], fn.mul(j, t.mr))
        lastrow = fn.sub(fn.smin(blk["m_hi"], fn.add(m0, t.mr)), 1)
        (sh, sw), (dh, dw), (oh, ow) = d.stride, d.dilation, d.offset
        xb = self.abi.buf(d.x.buffer)
        pix = [self.pixel(fn.smin(fn.add(m0, i), lastrow)) for i in range(t.mr)]
        ind = fn.gep("ptr", self.ind, fn.mul(j, self.per_tile))
        cnt = fn.gep("i32", self.cnt, fn.mul(j, self.cnt_stride))
        flag = fn.gep("i32", self.flags, j)
        fn.store(Val("0", "i32"), cnt)
        bad = fn.var(0)

        def entry(pi: tuple[Val, Val], r: Val, s: Val, slot: Val, runs: bool) -> Val:
            """The pointer of one (tap, pixel row): its pixel's channels, or the zero row;
            returns 1 for the zero row."""
            pp, qq = pi
            h = fn.add(fn.add(fn.mul(pp, sh), fn.mul(r, dh)), oh)
            ok = fn.icmp("ult", h, self.H)
            if not runs:
                w = fn.add(fn.add(fn.mul(qq, sw), fn.mul(s, dw)), ow)
                ok = fn.and_(ok, fn.icmp("ult", w, self.W))
            env = {nm["nb"]: blk["n"], nm["p"]: pp, nm["q"]: qq, nm["r"]: r, nm["s"]: s, nm["c"]: i64(0)}
            xp = fn.gep("float", xb, fn.index(self.x_flat, env))
            fn.store(fn.select(ok, xp, self.zero), slot, align=8)
            return fn.cast("zext", fn.xor(ok, i1(True)), "i64")

        taps_path, done = fn.label("bytap"), fn.label("tabled")
        if dw == 1:
            # few channels (an image's 3): a kernel row's taps are one run of S*C floats in x
            # and in w, for tiles whose every pixel has all of them in bounds
            inside = self.runs
            for pp, qq in pix:
                w0 = fn.add(fn.mul(qq, sw), ow)
                inside = fn.and_(inside, fn.icmp("ult", w0, self.W))
                inside = fn.and_(inside, fn.icmp("ult", fn.add(w0, fn.sub(self.S, 1)), self.W))
            run = fn.label("byrun")
            fn.cbr(inside, run, taps_path)
            fn.block(run)

            def krow(r: Val) -> None:
                for i, pi in enumerate(pix):
                    slot = fn.gep("ptr", ind, fn.add(fn.mul(r, t.mr), i))
                    fn.store(fn.add(fn.load("i64", bad), entry(pi, r, i64(0), slot, True)), bad)
            fn.loop(0, self.R, krow)
            fn.store(Val("1", "i32"), flag)
            fn.br(done)
        else:
            fn.br(taps_path)
        fn.block(taps_path)

        def tap_row(r: Val) -> None:
            def tap(s: Val) -> None:
                tt = fn.add(fn.mul(r, self.S), s)
                row0 = fn.mul(tt, t.mr)
                for i, pi in enumerate(pix):
                    slot = fn.gep("ptr", ind, fn.add(row0, i))
                    fn.store(fn.add(fn.load("i64", bad), entry(pi, r, s, slot, False)), bad)
                total = fn.cast("trunc", fn.load("i64", bad), "i32")
                fn.store(total, fn.gep("i32", cnt, fn.add(tt, 1)))
            fn.loop(0, self.S, tap)
        fn.loop(0, self.R, tap_row)
        fn.store(Val("0", "i32"), flag)
        fn.br(done)
        fn.block(done)
        # the run path's count: every tap range of its one block sees the total
        total = fn.cast("trunc", fn.load("i64", bad), "i32")
        fn.store(total, fn.gep("i32", cnt, self.taps))

    def call_block(self, blk: dict) -> None:
        """One block over every tile of the item: the block kernel for the item's nv."""
        fn, kern, t = self.fn, self.kern, self.t
        lastrows = fn.sub(fn.sub(blk["m_hi"], blk["m_lo"]), fn.mul(fn.sub(blk["ntiles"], 1), t.mr))
        run_len = fn.mul(self.S, self.C)
        vals = (self.ind, self.per_tile, self.cnt, self.cnt_stride, self.flags, blk["ntiles"], lastrows,
                blk["t0"], blk["t1"], self.R, run_len, blk["c0"], blk["cg"], blk["b"], self.btap,
                fn.mul(run_len, self.sbk), self.sbk, blk["c"], self.scr, self.part, blk["accum"], blk["last"],
                self.zero)
        args = [Val(v.ref, decl.split()[0]) for decl, v in zip(PARAMS, vals)] + [blk["mlast"]]
        if self.d.has_epilogue:
            args += [blk["n"], blk["m_lo"], blk["k0"]]
            args += self.abi_values()
        done = fn.label("called")
        for nv in range(1, t.nv + 1):
            here, nxt = fn.label(f"nv{nv}"), fn.label("nvnext")
            fn.cbr(fn.icmp("eq", blk["nv"], nv), here, nxt)
            fn.block(here)
            fn.call(kern.block_name(nv), "void", args)
            fn.br(done)
            fn.block(nxt)
        fn.br(done)
        fn.block(done)

    def abi_values(self) -> list[Val]:
        """The kernel's buffers and sizes, as the driver has them (its own parameters)."""
        abi = self.abi
        return [abi.buf(b) for b in abi.buffers] + [abi.size(z) for z in abi.sizes]


class _Epilogue:
    """f in the micro-kernel (direct_conv_kernels.Epilogue): the ordinary emitter's code
    for the store, on the accumulator of one (pixel, vector) of the finished tile."""

    def __init__(self, g: _Driver):
        self.g = g
        self.f = rewrite_epilogue(g.d.kernel, g.d.store, g.d.acc, g.d.loops[3][0])
        self.params = ", ".join(f"{v.ty} {v.ref}" for v in g.abi_values())

    def first_pixel(self, fn: Function) -> tuple[Val, Val, Val]:
        Q = fn.index(self.g.d.loops[2][1], {})
        m0 = Val("%m0", "i64")
        return fn.sdiv(m0, Q), fn.srem(m0, Q), Q

    def emit(self, fn: Function, p: Val, q: Val, dk: int, acc: Val, mask: Val | None) -> None:
        d, nm = self.g.d, self.g.names
        kk = fn.add(Val("%k0", "i64"), dk)
        idx = {nm["nb"]: Val("%n", "i64"), nm["p"]: p, nm["q"]: q, nm["k"]: kk}
        ctx = Ctx(idx=idx, locals={d.acc: acc}, vvar=nm["k"], mask=mask)
        Emitter(d.kernel, self.g.lanes, precise=False, fn=fn).store(self.f, ctx)
