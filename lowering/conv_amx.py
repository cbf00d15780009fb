"""A stride-1 2-D convolution in bfloat16 on AMX tiles that reads its windows in place, as
LLVM text: no window codes written out (a 3x3 layer's are 9x its input).

The input is a padded channels-last bfloat16 image xp [B, HP, WP, C] (window_codes with a
1x1 window: zeros around x; HP = OH + (kh-1)*dh + 1, a spare row, WP = OW + (kw-1)*dw).
Along one image the output pixels are counted over the padded width, p = oy*WP + ox, the
"virtual" rows of an implicit GEMM: with stride 1 the window of p starts at pixel p of
xp, so 16 consecutive p read 16 pixels C*2 bytes apart, one A tile per 32 channels of a
tap, and tap (i, j) is the same tile moved by (i*dh*WP + j*dw) pixels. The columns
ox >= OW are computed and dropped (2 of 16 for 14x14 and a 3x3 kernel). C must be a
multiple of 32 (a tile's row is 32 channels of one tap); the weights are the bf16
GEMM's panels of K = kh*kw*C in the windows' order (tap-major), P[j][k/2][NR][2].

    y[(b*OH + oy)*OW + ox, n] = clamp(sum_k xp[...] * w[k, n] + bias[n])

A register tile is two blocks of 16 virtual rows (the last block of an image starts 16
rows before its end, so every tile is whole) by NV panels' C tiles; the parallel range
runs over (pairs of blocks, panels), panels innermost while they fit half of L2.
"""
from __future__ import annotations

from dataclasses import dataclass

from .abi import KernelABI
from .gemm_amx import ROWS, tile_loop
from .elements import bf16_store
from .gemm_int8 import residual
from .llir import Function, Module, Val, const, i64

BUFFERS = ("x", "p", "bias", "c")
INT_BUFFERS = ("x", "p", "cadd", "scale", "bias", "c")  # uint8 codes: the integer epilogue's arrays too
RES_BUFFERS = ("x", "p", "bias", "res", "c")  # bfloat16 with a residual: res [B*OH*OW, N] added before the clamp
SIZES = ("b", "oh", "ow", "c", "kh", "kw", "dh", "dw", "hp", "wp", "n")
ABI = KernelABI(BUFFERS, SIZES)
CODES = {"bf16": 2, "u8": 1}  # bytes of a code
CHANNELS = 32  # the channels of one tap an A tile's row holds (64 bytes: 32 bfloat16, 64 uint8)


@dataclass(frozen=True)
class ConvAmxSpec:
    nv: int = 2  # C tiles (16 columns each) of a panel
    clamp: tuple[float, float] | None = None  # a Relu or Clip after the bias
    l2: int = 1 << 20  # bytes of L2 per core (the order of the tiles)
    codes: str = "bf16"  # "u8": uint8 codes by the int8 panels (tdpbusd), the integer GEMM's
    # cols_only epilogue: float(acc + cadd[n]) * scale[n] + bias[n]
    residual: bool = False  # bf16: + res[row, n] before the clamp (a residual connection)
    y_bf16: bool = False  # y stored as bfloat16 codes, rounded to nearest even (elements.bf16_store)
    res_bf16: bool = False  # the residual read as bfloat16 codes

    def __post_init__(self) -> None:
        if self.nv not in (1, 2):
            raise ValueError(f"an amx convolution's panel is 1 or 2 C tiles wide, not {self.nv}")
        if self.clamp is not None and not self.clamp[0] <= self.clamp[1]:
            raise ValueError(f"clamp {self.clamp} needs lo <= hi")
        if self.codes not in CODES:
            raise ValueError(f"amx convolution codes {self.codes!r}; expected one of {', '.join(CODES)}")
        if self.residual and self.codes != "bf16":
            raise ValueError("a residual is the bfloat16 convolution's")
        if self.res_bf16 and not self.residual:
            raise ValueError("res_bf16 reads a residual")

    @property
    def nr(self) -> int:
        return self.nv * ROWS

    @property
    def abi(self) -> KernelABI:
        return KernelABI(INT_BUFFERS if self.codes == "u8" else RES_BUFFERS if self.residual else BUFFERS, SIZES)

    @property
    def channels(self) -> int:
        """The channels of one tap an A tile's row holds."""
        return 64 // CODES[self.codes]

    @property
    def symbol(self) -> str:
        return (f"jr.conv.amx{'' if self.codes == 'bf16' else '8'}.{self.nv}"
                + (f".clamp{self.clamp[0]:g}_{self.clamp[1]:g}" if self.clamp else "") + f".l2_{self.l2 >> 10}k"
                + (".res" if self.residual else "") + (".yb" if self.y_bf16 else "") + (".rb" if self.res_bf16 else ""))


def micro(module: Module, s: ConvAmxSpec) -> str:
    """`@"<symbol>.mk"(a0, a1, p, steps, offs, astride, out)`: the two blocks' C tiles over
    `steps` k steps (taps x C / 32) into out [32 x NR]; offs[k]: the bytes step k's A tiles
    start past a0, a1 (made once per launch: no division in the loop)."""
    fn = Function(module)
    a0, a1, p, offs, out = (Val(f"%{n}", "ptr") for n in ("a0", "a1", "p", "offs", "out"))
    steps, astride = Val("%steps", "i64"), Val("%astride", "i64")
    base = (a0, a1)

    off: list[Val] = []  # step k's offset, loaded once for both blocks

    def a_at(k: Val, i: int) -> Val:
        if i == 0:
            off[:] = [fn.load("i64", fn.gep("i64", offs, k), align=8)]
        return fn.gep("i8", base[i], off[0])

    tile_loop(fn, 2, s.nv, steps, a_at, astride,
              lambda k, v: fn.gep("i8", p, fn.add(fn.mul(k, ROWS * s.nr * 4), 64 * v)), s.nr * 4, out,
              "tdpbf16ps" if s.codes == "bf16" else "tdpbusd")
    fn.ret()
    return fn.define(f"define internal void @\"{s.symbol}.mk\"(ptr %a0, ptr %a1, ptr %p, i64 %steps, ptr %offs, "
                     "i64 %astride, ptr %out) alwaysinline nounwind")


def entry(module: Module, s: ConvAmxSpec) -> str:
    fn = Function(module)
    abi = s.abi
    z = {n: abi.size(n) for n in SIZES}
    x, p, bias, c = (abi.buf(n) for n in ("x", "p", "bias", "c"))
    nr, nv = s.nr, s.nv
    vf, vi = f"<{ROWS} x float>", f"<{ROWS} x i32>"
    yelem = "i16" if s.y_bf16 else "float"
    tile = fn.alloca(f"[{2 * ROWS * nv} x {vf}]", "%tile", align=64)
    virt = fn.mul(z["oh"], z["wp"])  # virtual rows of an image
    blocks = fn.sdiv(fn.add(virt, ROWS - 1), ROWS)  # of 16, per image
    pairs = fn.sdiv(fn.add(fn.mul(z["b"], blocks), 1), 2)  # register tiles' rows, all images
    nj = fn.sdiv(fn.add(z["n"], nr - 1), nr)
    cpc = fn.sdiv(z["c"], s.channels)
    steps = fn.mul(fn.mul(z["kh"], z["kw"]), cpc)
    panel_bytes = fn.mul(steps, ROWS * nr * 4)
    pix = fn.mul(z["c"], CODES[s.codes])  # bytes of a pixel of xp
    image = fn.mul(fn.mul(z["hp"], z["wp"]), pix)
    rowstep, colstep = fn.mul(fn.mul(z["dh"], z["wp"]), pix), fn.mul(z["dw"], pix)
    total = fn.mul(z["b"], blocks)
    inner = fn.icmp("sle", fn.mul(panel_bytes, nj), i64(s.l2 // 2))
    offs = fn.inst(f"alloca i64, i64 {steps}, align 8", "ptr", "%offs")  # (before any loop: one per launch)

    def tap(t: Val) -> None:
        row = fn.add(fn.mul(fn.sdiv(t, z["kw"]), rowstep), fn.mul(fn.srem(t, z["kw"]), colstep))
        fn.loop(i64(0), cpc, lambda cc: fn.store(fn.add(row, fn.mul(cc, 64)),
                                                 fn.gep("i64", offs, fn.add(fn.mul(t, cpc), cc)), align=8))
    fn.loop(i64(0), fn.mul(z["kh"], z["kw"]), tap)
    top = fn.smin(abi.hi, fn.mul(pairs, nj))
    bounds = [const(vf, b) if abs(b) != float("inf") else None for b in s.clamp] if s.clamp else None

    def block_of(g: Val) -> tuple[Val, Val]:
        """Block g of all images (< total): its image and first virtual row (whole)."""
        img = fn.sdiv(g, blocks)
        return img, fn.smin(fn.mul(fn.srem(g, blocks), ROWS), fn.sub(virt, ROWS))

    def item(it: Val) -> None:
        j = fn.select(inner, fn.srem(it, nj), fn.sdiv(it, pairs))
        t = fn.select(inner, fn.sdiv(it, nj), fn.srem(it, pairs))
        g0 = fn.smin(fn.mul(t, 2), fn.sub(total, 2))  # the last pair ends at the last block
        firsts = [block_of(g0), block_of(fn.add(g0, 1))]
        a = [fn.gep("i8", x, fn.add(fn.mul(img, image), fn.mul(v0, pix))) for img, v0 in firsts]
        fn.call(f"@\"{s.symbol}.mk\"", "void", [a[0], a[1], fn.gep("i8", p, fn.mul(j, panel_bytes)), steps, offs,
                                                pix, tile])
        n0 = fn.mul(j, nr)
        left = fn.sub(z["n"], n0)
        col = lambda name, ty, v: fn.load(ty, fn.gep("i32" if ty == vi else "float", abi.buf(name),  # noqa: E731
                                                      fn.add(n0, v * ROWS)), align=4)
        bias_v = [col("bias", vf, v) for v in range(nv)]
        cadd_v = [col("cadd", vi, v) for v in range(nv)] if s.codes == "u8" else []
        scale_v = [col("scale", vf, v) for v in range(nv)] if s.codes == "u8" else []
        masks = [fn.icmp("slt", Val("<" + ", ".join(f"i64 {q}" for q in range(ROWS)) + ">", f"<{ROWS} x i64>"),
                         fn.splat(fn.sub(left, v * ROWS), f"<{ROWS} x i64>")) for v in range(nv)]
        for blk, (img, v0) in enumerate(firsts):
            oy, ox = fn.sdiv(v0, z["wp"]), fn.srem(v0, z["wp"])  # then counted: one division a block
            for i in range(ROWS):
                if i:
                    ox = fn.add(ox, 1)
                    wrap = fn.icmp("eq", ox, z["wp"])
                    oy, ox = fn.select(wrap, fn.add(oy, 1), oy), fn.select(wrap, i64(0), ox)
                go, nxt = fn.label("row"), fn.label("rowdone")
                fn.cbr(fn.icmp("slt", ox, z["ow"]), go, nxt)
                fn.block(go)
                orow = fn.add(fn.mul(fn.add(fn.mul(img, z["oh"]), oy), z["ow"]), ox)
                dst = fn.gep(yelem, c, fn.add(fn.mul(orow, z["n"]), n0))
                for v in range(nv):
                    at = fn.gep(vf, tile, (blk * ROWS + i) * nv + v)
                    if s.codes == "u8":  # int32 sums and the zero point's column term, scaled
                        acc = fn.add(fn.load(vi, at, align=64), cadd_v[v])
                        y = fn.binop("fadd", fn.binop("fmul", fn.cast("sitofp", acc, vf), scale_v[v]), bias_v[v])
                    else:
                        y = fn.binop("fadd", fn.load(vf, at, align=64), bias_v[v])
                    if s.residual:
                        y = fn.binop("fadd", y, residual(fn, abi.buf("res"), fn.add(fn.mul(orow, z["n"]),
                                                                                    fn.add(n0, v * ROWS)),
                                                         masks[v], s.res_bf16))
                    if bounds:
                        for pred, bv in zip(("olt", "ogt"), bounds):  # ordered: NaN is kept
                            if bv is not None:
                                y = fn.select(fn.fcmp(pred, y, bv), bv, y)
                    if s.y_bf16:
                        y = bf16_store(fn, y, True)
                    fn.masked_store(y, fn.gep(yelem, dst, v * ROWS), masks[v], 2 if s.y_bf16 else 4)
                fn.br(nxt)
                fn.block(nxt)

    fn.loop(abi.lo, top, item)
    fn.ret()
    return fn.define(abi.define(s.symbol, 'nounwind "no-builtins"'))


def generate(s: ConvAmxSpec) -> str:
    """The kernel's module (entry point s.symbol, ABI: BUFFERS, SIZES)."""
    module = Module()
    module.helper(micro(module, s))
    module.function(entry(module, s))
    module.no_unroll()
    return module.text()


MAX_STEPS = 4096  # k steps of one convolution: their offsets are a table on the stack (32 KB)


def eligible(c: int, strides: tuple[int, int], oh: int, ow: int, kernel: tuple[int, int], dw: int,
             codes: str = "bf16") -> bool:
    """Whether a convolution runs here: stride 1, C a multiple of a tile row's channels
    (32 bfloat16, 64 uint8), an image of at least two whole blocks of virtual rows (a
    register tile's two), at most MAX_STEPS k steps."""
    per = 64 // CODES[codes]
    return strides == (1, 1) and c % per == 0 and c > 0 and oh * (ow + (kernel[1] - 1) * dw) >= 2 * ROWS \
        and kernel[0] * kernel[1] * (c // per) <= MAX_STEPS
