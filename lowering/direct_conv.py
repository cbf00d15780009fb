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

from .codegen import Ctx, Emitter, Lanes, V, emit_kernel, symbol_of
from .contraction import ProductSum, _nest
from .direct_conv_kernels import PARAMS, ConvKernels
from .irtext import IRText, flat_index
from .llir import Module
from .rewrite import rewrite_epilogue
from .loops import (IBin, IConst, IExpr, ISize, IVar, Kernel, Load, Local, Loop, Store, ceil_div, ibin, ivars,
                    product, split_affine)

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
    panel: str | None = None  # w laid out as panels w[k / P, r, s, c, k % P]: the size P

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


def _panel(w: Load, k: str, r: str, s: str, c: str) -> str | None:
    """The size P when the weights are panels laid out once, w[k / P, r, s, c, k % P]
    (conv2d_nhwc_panels): each panel's rows one run of memory over every tap."""
    if len(w.index) != 5 or any(w.checked[1:4]):
        return None
    i0, i4 = w.index[0], w.index[4]
    if (isinstance(i0, IBin) and i0.op == "/" and i0.a == IVar(k) and isinstance(i0.b, ISize)
            and isinstance(i4, IBin) and i4.op == "%" and i4.a == IVar(k) and i4.b == i0.b
            and w.index[1:4] == (IVar(r), IVar(s), IVar(c))):
        return i0.b.name
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


def tiles(lanes: Lanes, tile: tuple[int, int] | None = None) -> Tiles:
    """MR x NV accumulators, NV weight vectors and a broadcast within the vector registers:
    32 with AVX-512 (6x4: 24 + 4 + 1), 16 otherwise (4x3). Measured on Zen 4: 6x4 at 92-97%
    of the FMA peak on resnet's 3x3 and 1x1 layers; for panels of 2 vectors (DenseNet's 32
    channels) twice the rows lost 5-15% against 6 (interleaved, 7x7 to 56x56). `tile` (a
    variant's `simd:tile=MxN`): that tile instead, N vectors the panels' width."""
    if tile is not None:
        return Tiles(tile[0], tile[1], lanes.count)
    return Tiles(6, 4, lanes.count) if lanes.count >= 16 else Tiles(4, 3, lanes.count)


def block_products(lanes: Lanes, t: Tiles) -> int:
    """Products (tap, channel) per block: the panel's weights of a block, NR floats each,
    fill a share of the L1 data cache, so every tile of a work item reads them from L1
    (measured on a 48 KiB L1 with two FMA pipes: the 6x4 tile at 78-83% of the FMA peak
    with its block's weights in L1, 66% streaming them from L2)."""
    return lanes.l1_rows(4 * t.nr)


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
    for line in sorted(g.kern.decls):
        module.declare_text(line)
    for text in micros:
        module.helper(text)
    module.function(body)
    module.meta("0", "distinct !{!0, !1}")
    module.meta("1", '!{!"llvm.loop.unroll.disable"}')
    return module.text()


class _Driver:
    def __init__(self, d: DirectConv, lanes: Lanes, t: Tiles, module: Module, exact: str | None = None):
        self.d, self.k, self.t, self.exact = d, d.kernel, t, exact
        self.kern = ConvKernels(d.kernel.name, lanes.count, t.mr)
        self.em = Emitter(d.kernel, lanes, precise=False, module=module)  # f, over each finished tile
        self.ir = IRText()
        self.kc = block_products(lanes, t)
        self.l2 = lanes.l2

    def function(self) -> str:
        d, k, t, ir, kern = self.d, self.k, self.t, self.ir, self.kern
        ptrs = [b for b in k.buffers if b.role != "scratch"]
        args = [f"ptr noalias %buf.{b.name}" for b in ptrs] + ["ptr noalias %scratch"]
        args += [f"i64 %size.{z}" for z in k.sizes] + ["i64 %range.lo", "i64 %range.hi"]
        self.abi = [("ptr", f"%buf.{b.name}") for b in ptrs] + [("i64", f"%size.{z}") for z in k.sizes]
        ir.block("entry")
        (nb, N), (p, P), (q, Q), (kv, K) = [(v, ir.ix(e, {})) for v, e in d.loops]
        (rv, R), (sv, S), (cv, C) = [(v, ir.ix(e, {})) for v, e in d.red]
        self.names = dict(nb=nb, p=p, q=q, k=kv, r=rv, s=sv, c=cv)
        self.Q, self.S, self.K, self.R, self.C = Q, S, K, R, C
        xdims = k.buffer(d.x.buffer).dims
        self.H, self.W = ir.ix(xdims[1], {}), ir.ix(xdims[2], {})
        M = ir.i("mul", P, Q)
        taps = self.taps = ir.i("mul", R, S)
        mc = t.mr * TILES_PER_ITEM
        NP = ir.i("sdiv", ir.i("add", K, str(t.nr - 1)), str(t.nr))
        NMB = ir.i("sdiv", ir.i("add", M, str(mc - 1)), str(mc))
        per_n = ir.i("mul", NP, NMB)
        hi = ir.min("%range.hi", ir.i("mul", N, per_n))
        # blocks of about kc products, (a run of taps) x (a run of each tap's channels): the
        # panel's weights of a block stay in L1 while the item's tiles take them in turn
        c1 = ir.max(C, "1")
        # (few channels: one block, so a tile may run its kernel rows' taps as runs)
        few = ir.i("icmp slt", C, str(RUN_CHANNELS))
        whole = ir.op(f"or i1 {ir.i('icmp sle', ir.i('mul', taps, c1), str(self.kc))}, {few}")
        chunks = ir.i("sdiv", ir.i("add", c1, str(self.kc - 1)), str(self.kc))
        cb = ir.op(f"select i1 {whole}, i64 {c1}, i64 {ir.i('sdiv', ir.i('add', c1, ir.i('sub', chunks, '1')), chunks)}")
        tb = ir.op(f"select i1 {whole}, i64 {taps}, i64 {ir.max(ir.i('sdiv', str(self.kc), cb), '1')}")
        self.cb, self.tb = cb, tb
        # runs of a kernel row's taps (see table): few channels, every tap in one block
        self.runs = few
        base = ir.op("ptrtoint ptr %scratch to i64")
        base = ir.op(f"inttoptr i64 {ir.i('and', ir.i('add', base, '63'), '-64')} to ptr")
        self.part = base  # TILES_PER_ITEM tiles of partial sums, MR x NR floats each
        base = ir.op(f"getelementptr float, ptr {base}, i64 {TILES_PER_ITEM * t.mr * t.nr}")
        self.ind = base  # TILES_PER_ITEM x taps x MR row pointers
        per_tile = ir.i("mul", taps, str(t.mr))
        self.per_tile = per_tile
        self.cnt = ir.op(f"getelementptr ptr, ptr {base}, i64 {ir.i('mul', per_tile, str(TILES_PER_ITEM))}")
        self.cnt_stride = ir.i("add", taps, "1")  # i32 prefix counts of padding taps, then per-tile flags
        self.flags = ir.op(f"getelementptr i32, ptr {self.cnt}, i64 {ir.i('mul', self.cnt_stride, str(TILES_PER_ITEM))}")
        zero = ir.op(f"getelementptr i32, ptr {self.flags}, i64 {TILES_PER_ITEM}")
        self.zero = zero  # a row of zeros for padding taps: C floats, or a run of S * C
        zlen = ir.i("mul", ir.i("mul", ir.i("add", S, "1"), C), "4")
        ir.emit(f"call void @llvm.memset.p0.i64(ptr align 4 {zero}, i8 0, i64 {zlen}, i1 false)")
        kern.decls.add("declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)")
        self.x_flat = flat_index(k, d.x.buffer, d.x.index)
        self.w_flat = flat_index(k, d.w.buffer, d.w.index)
        self.o_flat = flat_index(k, d.store.buffer, d.store.index)
        wdims = k.buffer(d.w.buffer).dims
        self.sbk = ir.ix(wdims[-1], {})  # w's row stride (HWIO: K; panels: P)
        self.btap = ir.i("mul", C, self.sbk)  # from one tap's rows to the next's
        if d.panel and self.exact:  # a panel must hold whole tiles, and the panels every channel
            P_, J_ = self.sbk, ir.ix(wdims[0], {})
            ok = ir.op(f"and i1 {ir.i('icmp eq', ir.i('srem', P_, str(t.nr)), '0')}, "
                       f"{ir.i('icmp sle', K, ir.i('mul', J_, P_))}")
            fast, slow, run = ir.label("direct"), ir.label("exact"), ir.label("exact.run")
            ir.emit(f"br i1 {ok}, label %{fast}, label %{slow}")
            ir.block(slow)
            ir.emit(f"br i1 {ir.i('icmp eq', '%range.lo', '0')}, label %{run}, label %exact.done")
            ir.block(run)
            eargs = [f"ptr %buf.{b.name}" for b in ptrs] + ["ptr %scratch"]
            eargs += [f"i64 %size.{z}" for z in k.sizes] + ["i64 0", f"i64 {1 << 62}"]
            ir.emit(f"call void @\"{self.exact}\"({', '.join(eargs)})")
            ir.emit("br label %exact.done")
            ir.block("exact.done")
            ir.emit("ret void")
            ir.block(fast)
        self.scr = ir.ix(k.buffer(d.store.buffer).dims[3], {})  # the output's pixel stride

        # items of a panel in turn (its weights stay in L2) when the weights are large, else
        # the panels of a pixel block in turn: its input rows, output and residual lines
        # stay in L1/L2 while every panel is computed over them
        wbytes = ir.i("mul", ir.i("mul", taps, ir.i("mul", C, K)), "4")
        by_panel = ir.i("icmp sgt", wbytes, str(self.l2 // 2))

        def item(i: str) -> None:
            n = ir.i("sdiv", i, per_n)
            rem = ir.i("srem", i, per_n)
            panel = ir.op(f"select i1 {by_panel}, i64 {ir.i('sdiv', rem, NMB)}, i64 {ir.i('srem', rem, NP)}")
            mb = ir.op(f"select i1 {by_panel}, i64 {ir.i('srem', rem, NMB)}, i64 {ir.i('sdiv', rem, NP)}")
            k0 = ir.i("mul", panel, str(t.nr))
            nk = ir.min(str(t.nr), ir.i("sub", K, k0))
            nv = ir.i("sdiv", ir.i("add", nk, str(t.lanes - 1)), str(t.lanes))
            last_first = ir.i("add", k0, ir.i("mul", ir.i("sub", nv, "1"), str(t.lanes)))
            mlast = ir.op(f"call {kern.mt} {kern.lane_mask()}(i64 {last_first}, i64 {K})")
            m_lo = ir.i("mul", mb, str(mc))
            m_hi = ir.min(M, ir.i("add", m_lo, str(mc)))
            ntiles = ir.i("sdiv", ir.i("add", ir.i("sub", m_hi, m_lo), str(t.mr - 1)), str(t.mr))
            pp, qq = self.pixel(m_lo)
            env = {nb: n, p: pp, q: qq, kv: k0}
            c = ir.op(f"getelementptr float, ptr %buf.{d.store.buffer}, i64 {ir.ix(self.o_flat, env)}")
            blk = dict(n=n, k0=k0, nv=nv, mlast=mlast, m_lo=m_lo, m_hi=m_hi, c=c, ntiles=ntiles)
            ir.loop("0", ntiles, lambda j: self.table(blk, j))
            a, t0, head, done = ir.open_loop("0", taps, "tb")
            t1 = ir.min(taps, ir.i("add", t0, tb))
            ca, c0, chead, cdone = ir.open_loop("0", c1, "cb")
            cg = ir.min(cb, ir.i("sub", C, c0))
            accum = ir.op(f"or i1 {ir.i('icmp sgt', t0, '0')}, {ir.i('icmp sgt', c0, '0')}")
            last = ir.op(f"and i1 {ir.i('icmp eq', t1, taps)}, {ir.i('icmp sge', ir.i('add', c0, cg), C)}")
            r0, s0 = ir.i("sdiv", t0, S), ir.i("srem", t0, S)
            env = {rv: r0, sv: s0, cv: c0, kv: k0}
            b = ir.op(f"getelementptr float, ptr %buf.{d.w.buffer}, i64 {ir.ix(self.w_flat, env)}")
            blk.update(t0=t0, t1=t1, c0=c0, cg=cg, accum=accum, last=last, b=b)
            self.call_block(blk)
            ir.again(ca, ir.i("add", c0, cb), chead)
            ir.block(cdone)
            ir.again(a, t1, head)
            ir.block(done)

        ir.loop("%range.lo", hi, item)
        ir.emit("ret void")
        return ir.function(f"define void @\"{symbol_of(k)}\"({', '.join(args)}) nounwind")

    def pixel(self, m: str) -> tuple[str, str]:
        return self.ir.i("sdiv", m, self.Q), self.ir.i("srem", m, self.Q)

    def table(self, blk: dict, j: str) -> None:
        """Tile j's indirection, once per work item: a pointer per (tap, pixel row) to the
        pixel's channel run (a padding tap: the zero row), the prefix counts of padding
        pointers per tap, and whether the tile runs a kernel row's taps as one run."""
        d, t, ir, nm = self.d, self.t, self.ir, self.names
        m0 = ir.i("add", blk["m_lo"], ir.i("mul", j, str(t.mr)))
        lastrow = ir.i("sub", ir.min(blk["m_hi"], ir.i("add", m0, str(t.mr))), "1")
        (sh, sw), (dh, dw), (oh, ow) = d.stride, d.dilation, d.offset
        xb = f"%buf.{d.x.buffer}"
        pix = [self.pixel(ir.min(ir.i("add", m0, str(i)), lastrow)) for i in range(t.mr)]
        ind = ir.op(f"getelementptr ptr, ptr {self.ind}, i64 {ir.i('mul', j, self.per_tile)}")
        cnt = ir.op(f"getelementptr i32, ptr {self.cnt}, i64 {ir.i('mul', j, self.cnt_stride)}")
        flag = ir.op(f"getelementptr i32, ptr {self.flags}, i64 {j}")
        ir.emit(f"store i32 0, ptr {cnt}")
        bad = ir.var("0")

        def entry(pi: tuple[str, str], r: str, s: str, slot: str, runs: bool) -> str:
            """The pointer of one (tap, pixel row): its pixel's channels, or the zero row;
            returns 1 for the zero row."""
            pp, qq = pi
            h = ir.i("add", ir.i("add", ir.i("mul", pp, str(sh)), ir.i("mul", r, str(dh))), str(oh))
            ok = ir.i("icmp ult", h, self.H)
            if not runs:
                w = ir.i("add", ir.i("add", ir.i("mul", qq, str(sw)), ir.i("mul", s, str(dw))), str(ow))
                ok = ir.op(f"and i1 {ok}, {ir.i('icmp ult', w, self.W)}")
            env = {nm["nb"]: blk["n"], nm["p"]: pp, nm["q"]: qq, nm["r"]: r, nm["s"]: s, nm["c"]: "0"}
            xp = ir.op(f"getelementptr float, ptr {xb}, i64 {ir.ix(self.x_flat, env)}")
            ir.emit(f"store ptr {ir.op(f'select i1 {ok}, ptr {xp}, ptr {self.zero}')}, ptr {slot}, align 8")
            return ir.op(f"zext i1 {ir.op(f'xor i1 {ok}, true')} to i64")

        taps_path, done = ir.label("bytap"), ir.label("tabled")
        if dw == 1:
            # few channels (an image's 3): a kernel row's taps are one run of S*C floats in x
            # and in w, for tiles whose every pixel has all of them in bounds
            inside = self.runs
            for pp, qq in pix:
                w0 = ir.i("add", ir.i("mul", qq, str(sw)), str(ow))
                inside = ir.op(f"and i1 {inside}, {ir.i('icmp ult', w0, self.W)}")
                inside = ir.op(f"and i1 {inside}, {ir.i('icmp ult', ir.i('add', w0, ir.i('sub', self.S, '1')), self.W)}")
            run = ir.label("byrun")
            ir.emit(f"br i1 {inside}, label %{run}, label %{taps_path}")
            ir.block(run)

            def krow(r: str) -> None:
                for i, pi in enumerate(pix):
                    slot = ir.op(f"getelementptr ptr, ptr {ind}, i64 {ir.i('add', ir.i('mul', r, str(t.mr)), str(i))}")
                    ir.emit(f"store i64 {ir.i('add', ir.op(f'load i64, ptr {bad}'), entry(pi, r, '0', slot, True))}, "
                            f"ptr {bad}")
            ir.loop("0", self.R, krow)
            ir.emit(f"store i32 1, ptr {flag}")
            ir.emit(f"br label %{done}")
        else:
            ir.emit(f"br label %{taps_path}")
        ir.block(taps_path)

        def tap_row(r: str) -> None:
            def tap(s: str) -> None:
                tt = ir.i("add", ir.i("mul", r, self.S), s)
                row0 = ir.i("mul", tt, str(t.mr))
                for i, pi in enumerate(pix):
                    slot = ir.op(f"getelementptr ptr, ptr {ind}, i64 {ir.i('add', row0, str(i))}")
                    ir.emit(f"store i64 {ir.i('add', ir.op(f'load i64, ptr {bad}'), entry(pi, r, s, slot, False))}, "
                            f"ptr {bad}")
                total = ir.op(f"trunc i64 {ir.op(f'load i64, ptr {bad}')} to i32")
                slot = ir.op(f"getelementptr i32, ptr {cnt}, i64 {ir.i('add', tt, '1')}")
                ir.emit(f"store i32 {total}, ptr {slot}")
            ir.loop("0", self.S, tap)
        ir.loop("0", self.R, tap_row)
        ir.emit(f"store i32 0, ptr {flag}")
        ir.emit(f"br label %{done}")
        ir.block(done)
        # the run path's count: every tap range of its one block sees the total
        total = ir.op(f"trunc i64 {ir.op(f'load i64, ptr {bad}')} to i32")
        ir.emit(f"store i32 {total}, ptr {ir.op(f'getelementptr i32, ptr {cnt}, i64 {self.taps}')}")

    def call_block(self, blk: dict) -> None:
        """One block over every tile of the item: the block kernel for the item's nv."""
        ir, kern, t = self.ir, self.kern, self.t
        lastrows = ir.i("sub", ir.i("sub", blk["m_hi"], blk["m_lo"]), ir.i("mul", ir.i("sub", blk["ntiles"], "1"), str(t.mr)))
        run_len = ir.i("mul", self.S, self.C)
        vals = (self.ind, self.per_tile, self.cnt, self.cnt_stride, self.flags, blk["ntiles"], lastrows,
                blk["t0"], blk["t1"], self.R, run_len, blk["c0"], blk["cg"], blk["b"], self.btap,
                ir.i("mul", run_len, self.sbk), self.sbk, blk["c"], self.scr, self.part, blk["accum"], blk["last"],
                self.zero)
        args = [f"{decl.split()[0]} {v}" for decl, v in zip(PARAMS, vals)] + [f"{kern.mt} {blk['mlast']}"]
        if self.d.has_epilogue:
            args += [f"i64 {blk['n']}", f"i64 {blk['m_lo']}", f"i64 {blk['k0']}"]
            args += [f"{ty} {name}" for ty, name in self.abi]
        done = ir.label("called")
        for nv in range(1, t.nv + 1):
            here, nxt = ir.label(f"nv{nv}"), ir.label("nvnext")
            ir.emit(f"br i1 {ir.i('icmp eq', blk['nv'], str(nv))}, label %{here}, label %{nxt}")
            ir.block(here)
            ir.emit(f"call void {kern.block_name(nv)}({', '.join(args)})")
            ir.emit(f"br label %{done}")
            ir.block(nxt)
        ir.emit(f"br label %{done}")
        ir.block(done)


class _Epilogue:
    """f in the micro-kernel (direct_conv_kernels.Epilogue): the ordinary emitter's code
    for the store, on the accumulator of one (pixel, vector) of the finished tile."""

    def __init__(self, g: _Driver):
        self.g = g
        self.f = rewrite_epilogue(g.d.kernel, g.d.store, g.d.acc, g.d.loops[3][0])
        self.params = ", ".join(f"{ty} {name}" for ty, name in g.abi)

    def first_pixel(self, ir: IRText) -> tuple[str, str, str]:
        Q = ir.ix(self.g.d.loops[2][1], {})
        return ir.i("sdiv", "%m0", Q), ir.i("srem", "%m0", Q), Q

    def emit(self, ir: IRText, p: str, q: str, dk: int, acc: str, mask: str | None) -> None:
        d, em, nm = self.g.d, self.g.em, self.g.names
        kk = ir.i("add", "%k0", str(dk))
        idx = {nm["nb"]: V("%n", "i"), nm["p"]: V(p, "i"), nm["q"]: V(q, "i"), nm["k"]: V(kk, "i")}
        em.n, em.lines, em.allocas = ir.n, [], []
        ctx = Ctx(idx=idx, locals={d.acc: V(acc, "f", True)}, vvar=nm["k"],
                  mask=V(mask, "b", True) if mask else None)
        em.store(self.f, ctx)
        ir.lines += em.lines
        ir.allocas += em.allocas
        ir.n = em.n
