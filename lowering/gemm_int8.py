"""An integer GEMM of 8-bit operands with int32 sums, as LLVM text: the kernels of quantized
contractions (MatMulInteger, QLinearMatMul, ConvInteger, QLinearConv).

    C[m, n] = out(S[m, n] + radd[m] + cadd[n] + rmul[m] * cmul[n]),
    S[m, n] = sum_k R[m, k] * P[k, n]   (int32, wrapping as onnxruntime's accumulator)

R is read in place, one row per register-tile row, `g` consecutive k at a time as one
32-bit broadcast (rows `rs` bytes apart, zero-padded to whole groups); P is laid out as
column panels of NR = NV * L columns, P[j][k / g][NR][g] (zero-padded along k and n), so a
k group of a panel is NV vector loads. One operand is the signed side and one the unsigned
side of the instruction; the caller stores them so (xor 0x80 turns one into the other,
the zero points shifting by 128), `r_flip` does it to R's bytes as they are loaded. The
zero points enter only through radd/cadd/rmul/cmul: with shifted zero points zr, zc and
sums of R's rows / P's columns, sum (r - zr)(p - zc) = S - zr*colsum - zc*rowsum + K*zr*zc.

The multiply-add of one k group, by variant:

    vnni     vpdpbusd (AVX512-VNNI / AVX-VNNI): 4 products per int32 lane, exact
    maddubs  vpmaddubsw + vpmaddwd(1): 4 products per lane through int16 pairs; a pair
             sum saturates at 32767 unless the signed side's pairs have |p0| + |p1| <= 128
             (255 * 128 = 32640): eligible only for weights checked so (gemm_int8_pack)
    madd16   vpmaddwd of int16 operands (both widened when laid out: R as int16 rows):
             2 products per lane, exact, any signedness
    portable plain LLVM vectors of L lanes (any target): widen to int32, multiply, add
    scalar   the same with L = 1
    bf16     vdpbf16ps (AVX512-BF16) of bfloat16 operands, R stored as pairs of codes:
             2 products per float32 lane, summed in float32 (the tile holds their bits;
             no zero points); out f32 only
    amx      the bf16 variant's operands on AMX tiles (tdpbf16ps, gemm_amx.py): a 16 x 16
             float32 tile per instruction; MR a multiple of 16, M >= MR, kg a multiple of
             gemm_amx.KG_TILE
    amx8     vnni's operands on AMX tiles (tdpbusd): R the unsigned side, P the signed, 64
             products per int32 lane a tile row, exact; no r_flip (tiles load bytes as they
             are); the same constraints

`out`: int32 sums (i32); float32 float(acc) * scale + bias (f32: separate rounding, no
contraction); or onnxruntime's requantization to uint8/int8 (u8, i8): float(acc) * scale,
clamped to [lo - zp, hi - zp], rounded half to even, plus zp. scale and bias are per row
or per column (`axis`); per-column arrays are padded to whole panels. `row_scales` (f32,
per column): the scale is also multiplied by rscale[m], each row's own (activations
quantized per row), float(acc) * (scale[n] * rscale[m]) + bias[n]. An f32 output may be
clamped after the bias (`clamp`: a Relu or Clip fused in; an ordered compare keeps NaN),
after adding a residual r[m, n] (`residual`). Between two reduced-precision products C may
be stored as bfloat16 codes (`y_bf16`: the f32 result rounded to nearest even, what the
reader would round it to, as vcvtneps2bf16 rounds, denormals to zero: elements.bf16_store,
the instruction itself on the variants of AVX512-BF16 devices and where `cvt_bf16` says the
device has it: an int8 product of 12544x16x96 storing codes, 355 -> 265 us on a Xeon) and
the residual read as them (`res_bf16`).

The float-sum variants on AMX can make R themselves instead of reading it in place: from
float32 rows rounded to bfloat16 a block of MR rows at a time (`r_f32`), or from a
convolution's windows copied out of x's bfloat16 codes (`r_window`), into a stack block of
ROUNDED_CODES codes, when an item starts a new block.
"""
from __future__ import annotations

from dataclasses import dataclass

from .abi import KernelABI
from .gemm_amx import fits as amx_fits, micro as amx_micro
from .elements import bf16_store, bf16_widen
from .llir import Function, Module, Val, aligned, const, f32, i64, vector
from .quantize_u8 import ROW_KERNEL, bf16_rows
from .window_codes import CODE_WINDOW_SIZES, copy_windows

VARIANTS = ("vnni", "maddubs", "madd16", "portable", "scalar", "bf16", "amx", "amx8")
AMX = ("amx", "amx8")  # the variants on AMX tiles
FLOAT_SUMS = ("bf16", "amx")  # variants of bfloat16 operands and float32 sums
BF16_DEVICE = FLOAT_SUMS + ("amx8",)  # variants of devices with AVX512-BF16 (y_bf16: vcvtneps2bf16)
OUTS = {"i32": ("i32", 4), "f32": ("float", 4), "u8": ("i8", 1), "i8": ("i8", 1)}
QRANGE = {"u8": (0, 255), "i8": (-128, 127)}
FLIP = -2139062144  # 0x80808080 as an i32
BUFFERS = ("r", "p", "radd", "cadd", "rmul", "cmul", "scale", "bias", "c")
ROW_SCALED = BUFFERS[:-1] + ("rscale", "c")  # the buffers of a row_scales kernel
RESIDUAL = BUFFERS[:-1] + ("res", "c")  # a residual kernel's: res [M, ldc] float32, added before the clamp
ROW_SCALED_RESIDUAL = BUFFERS[:-1] + ("rscale", "res", "c")  # both
SIZES = ("m", "n", "kg", "rs", "ldc", "zp")
WINDOW_SIZES = CODE_WINDOW_SIZES  # r_window's, after SIZES


@dataclass(frozen=True)
class QGemmSpec:
    """One integer GEMM kernel: the instruction variant, the tile, the operands' storage
    and the output."""
    variant: str
    lanes: int  # int32 lanes of a vector (1 for scalar)
    mr: int  # rows of the register tile
    nv: int  # vectors of the register tile
    r_signed: bool  # R is the signed side (stored domain); P the other
    r_flip: bool = False  # xor 0x80 on R's bytes when loaded
    out: str = "i32"
    axis: str = "col"  # scale and bias per "row" or per "col"
    clamp: tuple[float, float] | None = None  # f32 out: bounds after the bias (Relu, Clip); NaN stays NaN
    row_scales: bool = False  # f32 out, per column: times rscale[m] too (ROW_SCALED)
    cols_only: bool = False  # the zero-point terms are cadd[n] alone (radd, rmul * cmul zero): skipped
    l2: int = 1 << 20  # amx: bytes of L2 per core (the order of the tiles)
    residual: bool = False  # f32 out, per column: + res[m, n] before the clamp (RESIDUAL)
    r_f32: bool = False  # amx: R is float32 rows (rs bytes apart), rounded a block at a time (below)
    r_window: tuple[int, int, int] | None = None  # amx: R's rows are the (kh, kw, C) windows of x's
    # bfloat16 codes [B, H, W, C] (WINDOW_SIZES; no dilation along W), copied a block at a time (below)
    y_bf16: bool = False  # f32 out: C stored as bfloat16 codes, rounded to nearest even (elements.bf16_store)
    cvt_bf16: bool = False  # y_bf16 by the device's vcvtneps2bf16 (AVX512-BF16) in any variant (bf16 and amx: always)
    res_bf16: bool = False  # the residual read as bfloat16 codes (exact in float32)

    def __post_init__(self) -> None:
        if self.variant not in VARIANTS:
            raise ValueError(f"integer GEMM variant {self.variant!r}; known: {', '.join(VARIANTS)}")
        if self.out not in OUTS or self.axis not in ("row", "col"):
            raise ValueError(f"integer GEMM output {self.out!r} / axis {self.axis!r}")
        if self.variant in ("vnni", "maddubs") and self.lanes not in (8, 16):
            raise ValueError(f"{self.variant} needs 8 or 16 lanes, not {self.lanes}")
        if self.variant == "madd16" and self.lanes not in (4, 8, 16):
            raise ValueError(f"madd16 needs 4, 8 or 16 lanes, not {self.lanes}")
        if self.variant == "scalar" and self.lanes != 1:
            raise ValueError("the scalar variant has 1 lane")
        if self.variant in FLOAT_SUMS and (self.lanes != 16 or self.out != "f32"):
            raise ValueError(f"{self.variant} needs 16 lanes and an f32 output")
        if self.variant == "amx8" and (self.lanes != 16 or self.r_flip or self.r_signed):
            raise ValueError("amx8 needs 16 lanes and R unsigned as stored (no r_signed, no r_flip)")
        if self.variant in AMX and not amx_fits(self.mr, self.nv):
            raise ValueError(f"an amx tile of {self.mr} x {self.nv} does not fit the tile registers")
        if self.clamp is not None and (self.out != "f32" or not self.clamp[0] <= self.clamp[1]):
            raise ValueError(f"clamp {self.clamp} needs an f32 output and lo <= hi")
        if self.row_scales and (self.out != "f32" or self.axis != "col" or self.variant in FLOAT_SUMS):
            raise ValueError("row_scales needs an integer variant's f32 output with per-column scales")
        if self.residual and (self.out != "f32" or self.axis != "col"):
            raise ValueError("residual needs an f32 output with per-column scale and bias")
        if self.cols_only and self.variant in FLOAT_SUMS:
            raise ValueError(f"the {self.variant} variant has no zero-point terms")
        if (self.r_f32 or self.r_window) and self.variant != "amx":
            raise ValueError("r_f32 and r_window need the amx variant (its blocks of rows over every panel)")
        if self.r_f32 and self.r_window:
            raise ValueError("r_window reads codes, not float32 rows (r_f32)")
        if (self.y_bf16 and self.out != "f32") or (self.res_bf16 and not self.residual):
            raise ValueError("y_bf16 needs an f32 output, res_bf16 a residual")
        if self.cvt_bf16 and (not self.y_bf16 or self.lanes not in (8, 16)):
            raise ValueError("cvt_bf16 stores y_bf16's codes of 8 or 16 lanes")

    @property
    def abi(self) -> KernelABI:
        return KernelABI(ROW_SCALED_RESIDUAL if self.row_scales and self.residual else ROW_SCALED if self.row_scales
                         else RESIDUAL if self.residual else BUFFERS,
                         SIZES + WINDOW_SIZES if self.r_window else SIZES)

    @property
    def g(self) -> int:
        """k values per int32 lane and per broadcast group."""
        return 2 if self.variant in ("madd16",) + FLOAT_SUMS else 4

    @property
    def p_elem(self) -> str:
        return {"madd16": "i16", "bf16": "bfloat", "amx": "bfloat"}.get(self.variant, "i8")

    @property
    def p_bytes(self) -> int:
        return 2 if self.variant in ("madd16",) + FLOAT_SUMS else 1

    @property
    def nr(self) -> int:
        return self.nv * self.lanes

    @property
    def symbol(self) -> str:
        return (f"jr.qgemm.{self.variant}.l{self.lanes}.{self.mr}x{self.nv}.{'rs' if self.r_signed else 'ru'}"
                f"{'.flip' if self.r_flip else ''}.{self.out}.{self.axis}"
                + (f".clamp{self.clamp[0]:g}_{self.clamp[1]:g}" if self.clamp else "") + (".rsc" if self.row_scales else "")
                + (".zc" if self.cols_only else "") + (f".l2_{self.l2 >> 10}k" if self.variant in AMX else "")
                + (".res" if self.residual else "") + (".rf" if self.r_f32 else "")
                + (".win{}x{}x{}".format(*self.r_window) if self.r_window else "")
                + (".yb" if self.y_bf16 else "") + (".rb" if self.res_bf16 else "") + (".cv" if self.cvt_bf16 else ""))


ABI = KernelABI(BUFFERS, SIZES)
# r_f32, r_window: bfloat16 codes of the stack block a row block is made in (64 KiB); the
# kernel trusts its caller (qgemm.rounds_inside) to make such a kernel only where MR x Kp fit
ROUNDED_CODES = 1 << 15


def rounded_fits(mr: int, kp: int) -> bool:
    """Whether an r_f32 or r_window kernel of MR rows holds a row block of kp codes on its stack."""
    return mr * kp <= ROUNDED_CODES


class _Gen:
    def __init__(self, s: QGemmSpec, module: Module):
        self.s, self.module = s, module
        self.L = s.lanes
        self.vi = vector(s.lanes, "i32")
        self.vf = vector(s.lanes, "float")
        self.pv = vector(s.lanes * s.g, s.p_elem)  # a k group of one vector of columns

    # --- the multiply-add of one k group ---------------------------------------------------
    def _madd(self, fn: Function, acc: Val, b: Val, pv: Val, hint: str) -> Val:
        """acc + the products of one k group: b (R's group in every lane, <L x i32>) and pv."""
        s, L = self.s, self.L
        if s.variant == "bf16":  # float sums carried in the int32 tile's bits
            f = fn.intrinsic("llvm.x86.avx512bf16.dpbf16ps.512", self.vf,
                             [fn.cast("bitcast", acc, self.vf), fn.cast("bitcast", b, self.pv), pv])
            return fn.cast("bitcast", f, self.vi, hint)
        if s.variant == "madd16":
            bw = fn.cast("bitcast", b, self.pv)
            name = {4: "llvm.x86.sse2.pmadd.wd", 8: "llvm.x86.avx2.pmadd.wd", 16: "llvm.x86.avx512.pmaddw.d.512"}[L]
            return fn.add(fn.intrinsic(name, self.vi, [bw, pv]), acc, hint=hint)
        bb = fn.cast("bitcast", b, self.pv)
        u, sg = (pv, bb) if s.r_signed else (bb, pv)
        if s.variant == "vnni":
            ui, si = fn.cast("bitcast", u, self.vi), fn.cast("bitcast", sg, self.vi)
            bits = 32 * L
            return fn.intrinsic(f"llvm.x86.avx512.vpdpbusd.{bits}", self.vi, [acc, ui, si], hint=hint)
        if s.variant == "maddubs":
            w16 = vector(2 * L, "i16")
            name = "llvm.x86.avx2.pmadd.ub.sw" if L == 8 else "llvm.x86.avx512.pmaddubs.w.512"
            pairs = fn.intrinsic(name, w16, [u, sg])
            wd = "llvm.x86.avx2.pmadd.wd" if L == 8 else "llvm.x86.avx512.pmaddw.d.512"
            ones = Val("splat (i16 1)", w16)
            return fn.add(fn.intrinsic(wd, self.vi, [pairs, ones]), acc, hint=hint)
        wide = vector(4 * L, "i32")
        prod = fn.mul(fn.cast("zext", u, wide), fn.cast("sext", sg, wide), "nsw ")
        total = acc
        for q in range(4):
            idx = ", ".join(f"i32 {4 * j + q}" for j in range(L))
            part = fn.inst(f"shufflevector {wide} {prod}, {wide} poison, <{L} x i32> <{idx}>", self.vi)
            total = fn.add(total, part, hint=hint if q == 3 else None)
        return total

    def _broadcast(self, fn: Function, row: Val, k: Val) -> Val:
        """R's k group (bytes k*g .. k*g+g-1 of the row) as an i32 in every lane: as they are
        (four bytes), or two int16 (madd16: R is stored widened, rows of int16)."""
        s = self.s
        if s.g == 4:
            w = fn.load("i32", fn.gep("i8", row, fn.mul(k, 4)), align=1)
            if s.r_flip:
                w = fn.xor(w, FLIP)
        else:  # two int16 (R widened when laid out)
            w = fn.load("i32", fn.gep("i8", row, fn.mul(k, 4)), align=2)
        return fn.splat(w, self.vi)

    def micro(self) -> str:
        """tile[MR x NV] = S of rows [0, nrows) of R (rows past it read the last row again)
        and one panel of P over kg groups. Inlined into the entry, so the tile stays in
        registers: as a call (a vzeroupper, the tile through memory, the epilogue's vectors
        reloaded after it) 12544x16x96 took 371 us on a Zen 4, inlined 264."""
        s, fn = self.s, Function(self.module)
        r, p, out = Val("%r", "ptr"), Val("%p", "ptr"), Val("%out", "ptr")
        rs, nrows, kg = Val("%rs", "i64"), Val("%nrows", "i64"), Val("%kg", "i64")
        last = fn.sub(nrows, 1)
        rows = [fn.gep("i8", r, fn.mul(fn.smin(i64(i), last) if i else i64(0), rs)) for i in range(s.mr)]
        n = s.mr * s.nv
        zeroi = Val("zeroinitializer", self.vi)
        fn.cbr(fn.icmp("sgt", kg, 0), "loop", "exit")
        fn.block("loop")
        k = fn.phi("i64", [("0", "entry"), ("%k1", "loop")], hint="%k")
        news = [f"%new{j}" for j in range(n)]
        accs = [fn.phi(self.vi, [(zeroi, "entry"), (news[j], "loop")], hint=f"%acc{j}") for j in range(n)]
        step = s.nr * s.g * s.p_bytes
        pk = fn.gep("i8", p, fn.mul(k, step))
        pvs = [fn.load(self.pv, fn.gep("i8", pk, v * self.L * s.g * s.p_bytes), align=1) for v in range(s.nv)]
        for i in range(s.mr):
            b = self._broadcast(fn, rows[i], k)
            for v in range(s.nv):
                j = i * s.nv + v
                self._madd(fn, accs[j], b, pvs[v], news[j])
        k1 = fn.add(k, 1, "nsw ", hint="%k1")
        fn.cbr(fn.icmp("slt", k1, kg), "loop", "exit", ", !llvm.loop !0")
        fn.block("exit")
        fins = [fn.phi(self.vi, [(zeroi, "entry"), (news[j], "loop")]) for j in range(n)]
        for j in range(n):
            fn.store(fins[j], fn.gep(self.vi, out, j), align=4)
        fn.ret()
        return fn.define(f"define internal void @\"{s.symbol}.mk\"(ptr %r, i64 %rs, i64 %nrows, ptr %p, i64 %kg, "
                         "ptr %out) alwaysinline nounwind")

    # --- the epilogue ------------------------------------------------------------------------
    def _convert(self, fn: Function, a: Val, sc: Val | None, bi: Val | None, bounds, res: Val | None = None) -> Val:
        s = self.s
        if s.out == "i32":
            return a
        f = fn.cast("bitcast" if s.variant in FLOAT_SUMS else "sitofp", a, self.vf)
        assert sc is not None
        f = fn.binop("fmul", f, sc)
        if s.out == "f32":
            assert bi is not None
            f = fn.binop("fadd", f, bi)
            if res is not None:
                f = fn.binop("fadd", f, res)
            if s.clamp is None:
                return f
            for pred, bound in (("olt", s.clamp[0]), ("ogt", s.clamp[1])):  # ordered: NaN is kept
                if abs(bound) != float("inf"):
                    b = const(self.vf, bound)
                    f = fn.select(fn.fcmp(pred, f, b), b, f)
            return f
        lo, hi, zp = bounds
        sfx = f"v{self.L}f32"
        f = fn.intrinsic(f"llvm.maxnum.{sfx}", self.vf, [f, lo])
        f = fn.intrinsic(f"llvm.minnum.{sfx}", self.vf, [f, hi])
        f = fn.intrinsic(f"llvm.rint.{sfx}", self.vf, [f])
        q = fn.add(fn.cast("fptosi", f, self.vi), zp, "nsw ")
        return fn.cast("trunc", q, vector(self.L, "i8"))

    def entry(self, internal: bool = False) -> str:
        s, fn = self.s, Function(self.module)
        L, nv, mr, nr = self.L, s.nv, s.mr, s.nr
        oelem, osize = ("i16", 2) if s.y_bf16 else OUTS[s.out]
        abi = s.abi
        buf = {b: abi.buf(b) for b in abi.buffers}
        m, n, kg, rs, ldc, zpv = (ABI.size(x) for x in SIZES)
        tile = fn.alloca(f"[{mr * nv} x {self.vi}]", "%tile", align=64)
        rowbuf = fn.alloca(f"[{nr} x {oelem}]", "%rowbuf", align=64)
        bounds = None
        if s.out in QRANGE:
            with fn.at_entry():
                zp32 = fn.cast("trunc", zpv, "i32")
                zf = fn.cast("sitofp", zp32, "float")
                qlo, qhi = QRANGE[s.out]
                lo = fn.binop("fsub", f32(qlo), zf)
                hi = fn.binop("fsub", f32(qhi), zf)
                bounds = (fn.splat(lo, self.vf), fn.splat(hi, self.vf), fn.splat(zp32, self.vi))
        mt = fn.sdiv(fn.add(m, mr - 1), mr)
        items = fn.mul(fn.sdiv(fn.add(n, nr - 1), nr), mt)
        top = fn.smin(ABI.hi, items)
        panel_bytes = fn.mul(kg, nr * s.g * s.p_bytes)
        # r_f32: R's rows are float32, each row block rounded into this stack block
        # (ROUNDED_CODES) when an item starts a new one, so the codes never go to memory;
        # r_window: the block's rows are windows, copied from x's codes the same way
        block = fn.alloca(f"[{ROUNDED_CODES} x i16]", "%block", align=64) if s.r_f32 or s.r_window else None
        panels_inner = None
        if s.variant in AMX:  # every panel over a block of rows while the panels stay in L2 (R read
            # once), else panel by panel (R once per panel, a panel once): 3136x576x64 ran 319 us
            # panel by panel, 167 panels inner; 49x4608x512 (4.5 MB of panels) 148 against 309
            nj = fn.sdiv(fn.add(n, nr - 1), nr)
            panels_inner = fn.icmp("sle", fn.mul(panel_bytes, nj), i64(s.l2 // 2))

        def item(it: Val) -> None:
            j, t = fn.sdiv(it, mt), fn.srem(it, mt)
            if panels_inner is not None:
                j = fn.select(panels_inner, fn.srem(it, nj), j)
                t = fn.select(panels_inner, fn.sdiv(it, nj), t)
            m0, n0 = fn.mul(t, mr), fn.mul(j, nr)
            nrows = fn.smin(i64(mr), fn.sub(m, m0))
            ncols = fn.smin(i64(nr), fn.sub(n, n0))
            # amx: a whole block of MR rows, the last one starting MR rows before M (the
            # epilogue's rows from `skip` on)
            start = fn.smin(m0, fn.sub(m, mr)) if s.variant in AMX else m0
            skip = fn.sub(m0, start) if s.variant in AMX else None
            if block is None:
                r_at, r_stride = fn.gep("i8", buf["r"], fn.mul(start, rs)), rs
            else:  # the row block's codes made first, where it is new here
                assert panels_inner is not None  # (amx only)
                r_at, r_stride = block, fn.mul(kg, 4)
                go, went = fn.label("round"), fn.label("rounded")
                # a new block: the first panel, the call's first item, or panel by panel
                new = fn.or_(fn.icmp("eq", j, 0), fn.icmp("eq", it, ABI.lo))
                fn.cbr(fn.or_(new, fn.xor(panels_inner, Val("true", "i1"))), go, went)
                fn.block(go)
                count, kp = fn.smin(i64(mr), fn.sub(m, start)), fn.mul(kg, 2)
                if s.r_window:
                    copy_windows(fn, {name: abi.size(name) for name in WINDOW_SIZES}, buf["r"], start,
                                 fn.add(start, count), lambda r: fn.gep("i16", block, fn.mul(fn.sub(r, start), kp)), kp,
                                 s.r_window)
                else:
                    bf16_rows(fn, fn.gep("i8", buf["r"], fn.mul(start, rs)), fn.sdiv(rs, 4), block, kp, count)
                fn.br(went)
                fn.block(went)
            fn.call(f"@\"{s.symbol}.mk\"", "void",
                    [r_at, r_stride, nrows,
                     fn.gep("i8", buf["p"], fn.mul(j, panel_bytes)), kg, tile])
            cvec = lambda name, v, ty: fn.load(ty, fn.gep(elem_of_vec(ty), buf[name], fn.add(n0, v * L)), align=4)  # noqa: E731
            cadd = [cvec("cadd", v, self.vi) for v in range(nv)]
            cmul = [cvec("cmul", v, self.vi) for v in range(nv)] if not s.cols_only else []
            csc = [cvec("scale", v, self.vf) for v in range(nv)] if s.axis == "col" and s.out != "i32" else None
            cbi = [cvec("bias", v, self.vf) for v in range(nv)] if s.axis == "col" and s.out == "f32" else None
            full = fn.icmp("eq", ncols, nr)
            lanes = Val("<" + ", ".join(f"i64 {q}" for q in range(L)) + ">", f"<{L} x i64>")
            colmask = [fn.icmp("slt", lanes, fn.splat(fn.sub(ncols, v * L), f"<{L} x i64>")) for v in range(nv)] \
                if s.residual else []
            for i in range(mr):
                go, nxt = fn.label("row"), fn.label("rowdone")
                fn.cbr(fn.icmp("slt", i64(i), nrows), go, nxt)
                fn.block(go)
                mi = fn.add(m0, i)
                if not s.cols_only:
                    ra = fn.splat(fn.load("i32", fn.gep("i32", buf["radd"], mi), align=4), self.vi)
                    rm = fn.splat(fn.load("i32", fn.gep("i32", buf["rmul"], mi), align=4), self.vi)
                rsc = rbi = None
                if s.axis == "row" and s.out != "i32":
                    rsc = fn.splat(fn.load("float", fn.gep("float", buf["scale"], mi), align=4), self.vf)
                    if s.out == "f32":
                        rbi = fn.splat(fn.load("float", fn.gep("float", buf["bias"], mi), align=4), self.vf)
                own = fn.splat(fn.load("float", fn.gep("float", buf["rscale"], mi), align=4), self.vf) \
                    if s.row_scales else None
                outs = []
                for v in range(nv):
                    at = i * nv + v if skip is None else fn.add(fn.mul(skip, nv), i * nv + v)
                    a = fn.load(self.vi, fn.gep(self.vi, tile, at), align=4)
                    if s.cols_only:
                        a = fn.add(a, cadd[v])
                    elif s.variant not in FLOAT_SUMS:  # (no zero points: the float sums as they are)
                        a = fn.add(fn.add(a, ra), fn.add(cadd[v], fn.mul(rm, cmul[v])))
                    sc = csc[v] if csc else rsc
                    if own is not None and sc is not None:
                        sc = fn.binop("fmul", sc, own)
                    res = None
                    if s.residual:  # (masked: a partial panel's row ends before the vector)
                        res = residual(fn, buf["res"], fn.add(fn.add(fn.mul(mi, ldc), n0), v * L), colmask[v], s.res_bf16,
                                       L)
                    f = self._convert(fn, a, sc, cbi[v] if cbi else rbi, bounds, res)
                    outs.append(bf16_store(fn, f, s.cvt_bf16 or s.variant in BF16_DEVICE) if s.y_bf16 else f)
                crow = fn.gep(oelem, buf["c"], fn.add(fn.mul(mi, ldc), n0))
                whole, part = fn.label("whole"), fn.label("part")
                fn.cbr(full, whole, part)
                fn.block(whole)
                for v in range(nv):
                    fn.store(outs[v], fn.gep(oelem, crow, v * L), align=osize)
                fn.br(nxt)
                fn.block(part)
                for v in range(nv):
                    fn.store(outs[v], fn.gep(oelem, rowbuf, v * L), align=osize)
                fn.loop(0, ncols, lambda q: fn.store(fn.load(oelem, fn.gep(oelem, rowbuf, q), align=osize),
                                                     fn.gep(oelem, crow, q), align=osize))
                fn.br(nxt)
                fn.block(nxt)

        fn.loop(ABI.lo, top, item)
        fn.ret()
        return fn.define(abi.define(s.symbol, ROW_KERNEL, internal))


def residual(fn: Function, res: Val, at: Val, mask: Val, codes: bool, lanes: int = 16) -> Val:
    """A residual's `lanes` values from element `at` (masked: a partial panel's row), as
    floats: float32, or bfloat16 codes widened (codes: exact)."""
    vf, vh = vector(lanes, "float"), vector(lanes, "i16")
    if not codes:
        return fn.intrinsic(f"llvm.masked.load.v{lanes}f32.p0", vf,
                            [aligned(fn.gep("float", res, at), 4), mask, Val("zeroinitializer", vf)])
    return bf16_widen(fn, fn.intrinsic(f"llvm.masked.load.v{lanes}i16.p0", vh,
                                       [aligned(fn.gep("i16", res, at), 2), mask, Val("zeroinitializer", vh)]))


def elem_of_vec(ty: str) -> str:
    return ty.rsplit(" x ", 1)[1].rstrip(">")


def generate(s: QGemmSpec, into: Module | None = None) -> str:
    """The module of one integer GEMM kernel: its micro-kernel and its entry point (the
    kernel ABI: s.abi, the buffers and sizes of its options; the parallel range runs over
    MR-row x NR-column tiles, panel by panel, or every panel over a block of rows on AMX). `into`: add both to that module instead, the entry internal (a part
    of another kernel, typed_contraction.py)."""
    module = into or Module()
    g = _Gen(s, module)
    instr = {"amx": "tdpbf16ps", "amx8": "tdpbusd"}.get(s.variant)
    module.helper(amx_micro(module, s.symbol, s.mr, s.nv, instr) if instr else g.micro())
    module.function(g.entry(internal=into is not None))
    module.no_unroll()
    return module.text()


def tiles(s: QGemmSpec, m: int, n: int) -> int:
    """The parallel range of a call: its number of register tiles."""
    return -(-n // s.nr) * -(-m // s.mr)
