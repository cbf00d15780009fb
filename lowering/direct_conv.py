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
that threads take in ranges; consecutive items share a panel, so its weights stay in L2.
Within an item: tap blocks of about KC products (the panel's weights of a block stay in
L1/L2), tiles of MR pixels, one micro-kernel call per tile, and after the last block f
over the tile (the ordinary emitter: every builtin works in it) while it is in L1.
"""
from __future__ import annotations

from dataclasses import dataclass

from .codegen import Ctx, Emitter, Lanes, V, symbol_of
from .contraction import ProductSum, _nest
from .direct_conv_kernels import ConvKernels
from .irtext import IRText, flat_index
from .loops import (IBin, IConst, IExpr, ISize, IVar, Kernel, Load, Local, Loop, Store, ceil_div, ibin, ivars,
                    product, split_affine)
from .vecmath import dedup_declarations

KC = 1024  # products per tap block: measured on Zen 4 (512 and 2048 lose 5-15% on 3x3 convs)
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
    scratch = ibin("+", IConst(32), ibin("+", zero_row, ibin("*", IConst(2 * t.mr), ibin("*", R, S))))
    note = f"direct conv: {t.mr}x{t.nv} vector tile over pixels x output channels, input read through pointers"
    return Kernel(d.kernel.name, d.kernel.buffers, d.kernel.sizes,
                  (Loop("_work", items, body, note=note),), scratch=scratch, work=work)


def generate(d: DirectConv, lanes: Lanes, exact: tuple[str, str] | None = None, t: Tiles | None = None) -> str:
    """The module: the micro-kernels and the driver with the kernel ABI (f inline); with
    panel weights, the (llvm, symbol) of the loop-nest kernel for panels of another width."""
    if lanes.scalable:
        raise ValueError("direct conv lowering needs fixed-width vectors")
    t = t or tiles(lanes)
    g = _Driver(d, lanes, t, exact[1] if exact else None)
    body = g.function()
    micros = [g.kern.micro(nv, b) for nv in range(1, t.nv + 1) for b in (False, True)]
    parts = ["@jr.zero = internal constant float 0.0, align 4", *sorted(g.kern.decls | g.em.decls),
             g.em.math.definitions(), *micros, body, '!0 = distinct !{!0, !1}\n!1 = !{!"llvm.loop.unroll.disable"}']
    text = "\n\n".join(p for p in parts if p) + "\n"
    if exact:
        text = "\n".join(line for line in exact[0].splitlines() if not line.startswith("@jr.zero =")) + "\n" + text
    return dedup_declarations(text)


class _Driver:
    def __init__(self, d: DirectConv, lanes: Lanes, t: Tiles, exact: str | None = None):
        self.d, self.k, self.t, self.exact = d, d.kernel, t, exact
        self.kern = ConvKernels(d.kernel.name, lanes.count, t.mr)
        self.em = Emitter(d.kernel, lanes, precise=False)  # f, over each finished tile
        self.ir = IRText()

    def function(self) -> str:
        d, k, t, ir, kern = self.d, self.k, self.t, self.ir, self.kern
        ptrs = [b for b in k.buffers if b.role != "scratch"]
        args = [f"ptr noalias %buf.{b.name}" for b in ptrs] + ["ptr noalias %scratch"]
        args += [f"i64 %size.{z}" for z in k.sizes] + ["i64 %range.lo", "i64 %range.hi"]
        ir.block("entry")
        (nb, N), (p, P), (q, Q), (kv, K) = [(v, ir.ix(e, {})) for v, e in d.loops]
        (rv, R), (sv, S), (cv, C) = [(v, ir.ix(e, {})) for v, e in d.red]
        self.names = dict(nb=nb, p=p, q=q, k=kv, r=rv, s=sv, c=cv)
        self.Q, self.S, self.K, self.R = Q, S, K, R
        xdims = k.buffer(d.x.buffer).dims
        self.H, self.W = ir.ix(xdims[1], {}), ir.ix(xdims[2], {})
        M = ir.i("mul", P, Q)
        taps = ir.i("mul", R, S)
        mc = t.mr * TILES_PER_ITEM
        NP = ir.i("sdiv", ir.i("add", K, str(t.nr - 1)), str(t.nr))
        NMB = ir.i("sdiv", ir.i("add", M, str(mc - 1)), str(mc))
        per_n = ir.i("mul", NP, NMB)
        hi = ir.min("%range.hi", ir.i("mul", N, per_n))
        tb = ir.max(ir.min(taps, ir.i("sdiv", str(KC), ir.max(C, "1"))), "1")
        # runs of a kernel row's taps (see tile): few channels, every tap in one block
        self.runs = ir.op(f"and i1 {ir.i('icmp slt', C, str(RUN_CHANNELS))}, {ir.i('icmp eq', tb, taps)}")
        base = ir.op("ptrtoint ptr %scratch to i64")
        base = ir.op(f"inttoptr i64 {ir.i('and', ir.i('add', base, '63'), '-64')} to ptr")
        self.ind = base
        zero = ir.op(f"getelementptr ptr, ptr {base}, i64 {ir.i('mul', taps, str(t.mr))}")
        self.zero = zero  # a row of zeros for padding taps: C floats, or a run of S * C
        zlen = ir.i("mul", ir.i("mul", ir.i("add", S, "1"), C), "4")
        ir.emit(f"call void @llvm.memset.p0.i64(ptr align 4 {zero}, i8 0, i64 {zlen}, i1 false)")
        kern.decls.add("declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)")
        self.x_flat = flat_index(k, d.x.buffer, d.x.index)
        self.w_flat = flat_index(k, d.w.buffer, d.w.index)
        self.o_flat = flat_index(k, d.store.buffer, d.store.index)
        wdims = k.buffer(d.w.buffer).dims
        self.sbk = ir.ix(wdims[-1], {})  # w's row stride (HWIO: K; panels: P)
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

        def item(i: str) -> None:
            n = ir.i("sdiv", i, per_n)
            rem = ir.i("srem", i, per_n)
            panel, mb = ir.i("sdiv", rem, NMB), ir.i("srem", rem, NMB)
            k0 = ir.i("mul", panel, str(t.nr))
            nk = ir.min(str(t.nr), ir.i("sub", K, k0))
            nv = ir.i("sdiv", ir.i("add", nk, str(t.lanes - 1)), str(t.lanes))
            last_first = ir.i("add", k0, ir.i("mul", ir.i("sub", nv, "1"), str(t.lanes)))
            mlast = ir.op(f"call {kern.mt} {kern.lane_mask()}(i64 {last_first}, i64 {K})")
            m_lo = ir.i("mul", mb, str(mc))
            m_hi = ir.min(M, ir.i("add", m_lo, str(mc)))
            blk = dict(n=n, k0=k0, nv=nv, mlast=mlast, m_lo=m_lo, m_hi=m_hi)
            a, t0, head, done = ir.open_loop("0", taps, "tb")
            t1 = ir.min(taps, ir.i("add", t0, tb))
            blk.update(t0=t0, t1=t1, accum=ir.i("icmp sgt", t0, "0"), last=ir.i("icmp eq", t1, taps))
            r0, s0 = ir.i("sdiv", t0, S), ir.i("srem", t0, S)
            env = {rv: r0, sv: s0, cv: "0", kv: k0}
            blk["b"] = ir.op(f"getelementptr float, ptr %buf.{d.w.buffer}, i64 {ir.ix(self.w_flat, env)}")
            ir.loop(m_lo, m_hi, lambda m0: self.tile(blk, m0), step=str(t.mr))
            ir.again(a, t1, head)
            ir.block(done)

        ir.loop("%range.lo", hi, item)
        ir.emit("ret void")
        return ir.function(f"define void @\"{symbol_of(k)}\"({', '.join(args)}) nounwind")

    def pixel(self, m: str) -> tuple[str, str]:
        return self.ir.i("sdiv", m, self.Q), self.ir.i("srem", m, self.Q)

    def tile(self, blk: dict, m0: str) -> None:
        """One tile of MR pixels from m0: its indirection for the tap block, the micro-kernel
        (border or plain, nv vectors), and after the last block f over the tile."""
        d, t, ir, kern, nm = self.d, self.t, self.ir, self.kern, self.names
        nrows = ir.min(str(t.mr), ir.i("sub", blk["m_hi"], m0))
        lastrow = ir.i("add", m0, ir.i("sub", nrows, "1"))
        border = ir.var("0")
        (sh, sw), (dh, dw), (oh, ow) = d.stride, d.dilation, d.offset
        xb = f"%buf.{d.x.buffer}"
        pix = [self.pixel(ir.min(ir.i("add", m0, str(i)), lastrow)) for i in range(t.mr)]
        taps_loop, called = ir.label("bytap"), ir.label("indirect")
        cg, ntaps = ir.var(self.C_of()), ir.var(ir.i("sub", blk["t1"], blk["t0"]))
        if dw == 1 and self.runs is not None:
            # few channels (an image's 3): a kernel row's taps are one run of S*C floats in x
            # and in w, for tiles whose every pixel has all of them in bounds
            inside = self.runs
            for pp, qq in pix:
                w0 = ir.i("add", ir.i("mul", qq, str(sw)), str(ow))
                inside = ir.op(f"and i1 {inside}, {ir.i('icmp ult', w0, self.W)}")
                inside = ir.op(f"and i1 {inside}, {ir.i('icmp ult', ir.i('add', w0, ir.i('sub', self.S, '1')), self.W)}")
            run = ir.label("byrun")
            ir.emit(f"br i1 {inside}, label %{run}, label %{taps_loop}")
            ir.block(run)

            def krow(r: str) -> None:
                for i, (pp, qq) in enumerate(pix):
                    h = ir.i("add", ir.i("add", ir.i("mul", pp, str(sh)), ir.i("mul", r, str(dh))), str(oh))
                    ok = ir.i("icmp ult", h, self.H)
                    env = {nm["nb"]: blk["n"], nm["p"]: pp, nm["q"]: qq, nm["r"]: r, nm["s"]: "0", nm["c"]: "0"}
                    xp = ir.op(f"getelementptr float, ptr {xb}, i64 {ir.ix(self.x_flat, env)}")
                    slot = ir.op(f"getelementptr ptr, ptr {self.ind}, i64 {ir.i('add', ir.i('mul', r, str(t.mr)), str(i))}")
                    ir.emit(f"store ptr {ir.op(f'select i1 {ok}, ptr {xp}, ptr {self.zero}')}, ptr {slot}, align 8")
                    bad = ir.op(f"zext i1 {ir.op(f'xor i1 {ok}, true')} to i64")
                    ir.emit(f"store i64 {ir.i('or', ir.op(f'load i64, ptr {border}'), bad)}, ptr {border}")
            ir.loop("0", self.R, krow)
            ir.emit(f"store i64 {ir.i('mul', self.S, self.C_of())}, ptr {cg}")
            ir.emit(f"store i64 {self.R}, ptr {ntaps}")
            ir.emit(f"br label %{called}")
        else:
            ir.emit(f"br label %{taps_loop}")
        ir.block(taps_loop)

        def tap(tt: str) -> None:
            r, s = ir.i("sdiv", tt, self.S), ir.i("srem", tt, self.S)
            row0 = ir.i("mul", ir.i("sub", tt, blk["t0"]), str(t.mr))
            for i, (pp, qq) in enumerate(pix):
                h = ir.i("add", ir.i("add", ir.i("mul", pp, str(sh)), ir.i("mul", r, str(dh))), str(oh))
                w = ir.i("add", ir.i("add", ir.i("mul", qq, str(sw)), ir.i("mul", s, str(dw))), str(ow))
                ok = ir.op(f"and i1 {ir.i('icmp ult', h, self.H)}, {ir.i('icmp ult', w, self.W)}")
                env = {nm["nb"]: blk["n"], nm["p"]: pp, nm["q"]: qq, nm["r"]: r, nm["s"]: s, nm["c"]: "0"}
                xp = ir.op(f"getelementptr float, ptr {xb}, i64 {ir.ix(self.x_flat, env)}")
                ptr = ir.op(f"select i1 {ok}, ptr {xp}, ptr {self.zero}")
                slot = ir.op(f"getelementptr ptr, ptr {self.ind}, i64 {ir.i('add', row0, str(i))}")
                ir.emit(f"store ptr {ptr}, ptr {slot}, align 8")
                bad = ir.op(f"zext i1 {ir.op(f'xor i1 {ok}, true')} to i64")
                ir.emit(f"store i64 {ir.i('or', ir.op(f'load i64, ptr {border}'), bad)}, ptr {border}")
        ir.loop(blk["t0"], blk["t1"], tap)
        ir.emit(f"br label %{called}")
        ir.block(called)
        pp, qq = self.pixel(m0)
        env = {nm["nb"]: blk["n"], nm["p"]: pp, nm["q"]: qq, nm["k"]: blk["k0"]}
        cptr = ir.op(f"getelementptr float, ptr %buf.{d.store.buffer}, i64 {ir.ix(self.o_flat, env)}")
        nt = ir.op(f"load i64, ptr {ntaps}")
        is_border = ir.i("icmp ne", ir.op(f"load i64, ptr {border}"), "0")
        cargs = (f"ptr {self.ind}, i64 {nt}, i64 {ir.op(f'load i64, ptr {cg}')}, ptr {blk['b']}, i64 {self.sbk}, ptr {cptr}, "
                 f"i64 {self.scr}, i64 {nrows}, i1 {blk['accum']}, ptr {self.zero}, {kern.mt} {blk['mlast']}")
        done = ir.label("called")
        for nv in range(1, t.nv + 1):
            here, nxt = ir.label(f"nv{nv}"), ir.label("nvnext")
            ir.emit(f"br i1 {ir.i('icmp eq', blk['nv'], str(nv))}, label %{here}, label %{nxt}")
            ir.block(here)
            plain, bord = ir.label("plain"), ir.label("border")
            ir.emit(f"br i1 {is_border}, label %{bord}, label %{plain}")
            for lab, b in ((plain, False), (bord, True)):
                ir.block(lab)
                ir.emit(f"call void {kern.micro_name(nv, b)}({cargs})")
                ir.emit(f"br label %{done}")
            ir.block(nxt)
        ir.emit(f"br label %{done}")
        ir.block(done)
        if d.has_epilogue:
            fin, skip = ir.label("finish"), ir.label("finished")
            ir.emit(f"br i1 {blk['last']}, label %{fin}, label %{skip}")
            ir.block(fin)
            ir.loop(m0, ir.i("add", m0, nrows), lambda m: self.finish(blk, m))
            ir.emit(f"br label %{skip}")
            ir.block(skip)

    def C_of(self) -> str:
        return self.ir.ix(self.d.red[2][1], {})

    def finish(self, blk: dict, m: str) -> None:
        """f over pixel m's vectors of the panel: out = f(out), by the ordinary emitter."""
        d, ir, kern, nm = self.d, self.ir, self.kern, self.names
        pp, qq = self.pixel(m)

        def vector(v: str) -> None:
            kk = ir.i("add", blk["k0"], ir.i("mul", v, str(kern.L)))
            mask = ir.op(f"call {kern.mt} {kern.lane_mask()}(i64 {kk}, i64 {self.K})")
            env = {nm["nb"]: blk["n"], nm["p"]: pp, nm["q"]: qq, nm["k"]: kk}
            ptr = ir.op(f"getelementptr float, ptr %buf.{d.store.buffer}, i64 {ir.ix(self.o_flat, env)}")
            acc = kern.load(ir, ptr, mask)
            em = self.em
            em.n, em.lines, em.allocas = ir.n, [], []
            idx = {name: V(val, "i") for name, val in env.items()}
            ctx = Ctx(idx=idx, locals={d.acc: V(acc, "f", True)}, vvar=nm["k"], mask=V(mask, "b", True))
            em.store(d.store, ctx)
            ir.lines += em.lines
            ir.allocas += em.allocas
            ir.n = em.n
        ir.loop("0", blk["nv"], vector)
