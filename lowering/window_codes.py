"""A convolution's windows of a channels-last float32 tensor as the rows an integer or
bfloat16 GEMM reads, as LLVM text: im2col and the conversion to codes in one pass, so a
2-D convolution runs as one GEMM [N*OH*OW, kh*kw*C] x [kh*kw*C, M] without a float32
copy of its windows (onnx/int8.py, onnx/bf16.py).

    q[r, (i*kw + j)*c + ch] = code(x[b, oh*sh - pt + i*dh, ow*sw - pl + j*dw, ch])  (inside x)
                            = the code of 0.0                                      (padding)
    q[r, kh*kw*c : kp]      = 0                  r = (b*OH + oh)*OW + ow

The codes are quantize_u8's: uint8 (or int16, madd16's) around zero point 128 given m =
max |x| (so padding is 128 and adds nothing to the sums; 0 for an x >= 0 quantized
unsigned), or of a given scale and zero point (a QDQ model's activation: padding is its
zero point), or bfloat16 (padding 0). The
parallel range runs over rows; a kernel row wholly inside x (no dilation across) is one
run of kw*c contiguous floats, else each tap is a run of c (or padding), converted L at a
time, then a tail (one masked step where the device has AVX-512's masked loads and stores):
a 7x7 kernel on 3 channels is 7 runs of 21 floats per row, not 49 of 3.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .abi import KernelABI
from .llir import Function, Module, Val, aligned, i64
from .quantize_u8 import ROW_KERNEL, ZERO_POINT, bf16_code, convert, fill, given, inverse_scale, u8_code, zero_point

SIZES = ("rows", "c", "kp", "h", "w", "oh", "ow", "kh", "kw", "sh", "sw", "dh", "dw", "pt", "pl")
CODES = {"u8": ("i8", ZERO_POINT), "i16": ("i16", ZERO_POINT), "bf16": ("i16", 0)}  # element, padding code


@dataclass(frozen=True)
class WindowSpec:
    lanes: int  # floats per vector step (1: scalar only)
    codes: str  # "u8", "i16" (the GEMM's madd16 variant) or "bf16"
    masked: bool = False  # each tap's tail one masked step (AVX-512), else one float at a time
    unsigned: bool = False  # u8/i16 codes of an x >= 0: zero point 0, 255 levels (quantize_u8)
    given: bool = False  # m [2] = [1 / scale, zero point]: a given quantization (QDQ); padding its zero point
    from_codes: bool = False  # bf16: x is bfloat16 codes already (an edge between two products), copied

    def __post_init__(self) -> None:
        if self.codes not in CODES:
            raise ValueError(f"window codes {self.codes!r}; expected one of {', '.join(CODES)}")
        if self.given and self.codes == "bf16":
            raise ValueError("bfloat16 windows have no given quantization")
        if self.from_codes and self.codes != "bf16":
            raise ValueError("windows of codes are bfloat16 ones")

    @property
    def abi(self) -> KernelABI:
        """x [b, h, w, c], m [1] (not for bf16), q [rows, kp]."""
        return KernelABI(("x", "q") if self.codes == "bf16" else ("x", "m", "q"), SIZES)

    @property
    def symbol(self) -> str:
        return (f"jr.windows.{self.codes}.l{self.lanes}{'.m' if self.masked else ''}{'.u' if self.unsigned else ''}"
                f"{'.g' if self.given else ''}{'.c' if self.from_codes else ''}")


def generate(s: WindowSpec) -> str:
    """The kernel's LLVM text (entry point s.symbol, s.abi)."""
    abi = s.abi
    module = Module()
    fn = Function(module)
    z = {n: abi.size(n) for n in SIZES}
    q = abi.buf("q")
    elem = CODES[s.codes][0]
    top = fn.smin(abi.hi, z["rows"])
    window_rows(fn, s, z, abi.buf("x"), None if s.codes == "bf16" else abi.buf("m"), fn.smin(abi.lo, top), top,
                lambda r: fn.gep(elem, q, fn.mul(r, z["kp"])))
    fn.ret()
    module.function(fn.define(abi.define(s.symbol, ROW_KERNEL)))
    return module.text()


def _positions(fn: Function, z: dict[str, Val], lo: Val) -> list[Val]:
    """Variables holding row lo's (b, oh, ow), by division once; _advance counts them on
    (a 64-bit division per row cost more than converting a 3-channel image's windows)."""
    plane = fn.mul(z["oh"], z["ow"])
    at0 = fn.srem(lo, plane)
    return [fn.var(v) for v in (fn.sdiv(lo, plane), fn.sdiv(at0, z["ow"]), fn.srem(at0, z["ow"]))]


def _advance(fn: Function, z: dict[str, Val], pos: list[Val], b: Val, oy: Val, ox: Val) -> None:
    """The next row's (b, oh, ow) into pos."""
    ox1 = fn.add(ox, i64(1))
    wrap = fn.icmp("eq", ox1, z["ow"])
    oy1 = fn.select(wrap, fn.add(oy, i64(1)), oy)
    wrap_y = fn.icmp("eq", oy1, z["oh"])
    fn.store(fn.select(wrap, i64(0), ox1), pos[2])
    fn.store(fn.select(wrap_y, i64(0), oy1), pos[1])
    fn.store(fn.select(wrap_y, fn.add(b, i64(1)), b), pos[0])


def window_rows(fn: Function, s: WindowSpec, z: dict[str, Val], x: Val, m: Val | None, lo: Val, hi: Val,
                dst_row: Callable[[Val], Val]) -> None:
    """Rows [lo, hi) of x's windows as codes, row r at dst_row(r) (z: the SIZES' values;
    m: the quantization's buffer, None for bf16): the kernel's loop, and a GEMM's row block
    made where the GEMM reads it (gemm_int8's r_window)."""
    elem, pad0 = CODES[s.codes]
    pad: int | Val = pad0
    if s.codes != "bf16":
        pad = zero_point(s.unsigned)
    if s.codes == "bf16":
        def code(v: Val, ty: str) -> Val:
            return bf16_code(fn, v, ty)
    else:
        assert m is not None
        offset = None
        if s.given:
            inv, offset, pad = given(fn, m, elem)
        else:
            inv = inverse_scale(fn, m, s.unsigned)

        def code(v: Val, ty: str) -> Val:
            return u8_code(fn, v, ty, inv, s.codes == "i16", s.unsigned, offset)
    src_elem = "i16" if s.from_codes else "float"

    def put(src: Val, dst: Val, count: Val) -> None:
        if s.from_codes:
            move_codes(fn, src, dst, count)
        else:
            convert(fn, src, dst, count, s.lanes, code, elem, s.masked)
    image = fn.mul(fn.mul(z["h"], z["w"]), z["c"])
    span = fn.mul(z["kw"], z["c"])  # a kernel row's codes
    k = fn.mul(z["kh"], span)
    dense = fn.icmp("eq", z["dw"], i64(1))  # a kernel row inside x is kw*c contiguous floats
    pos = _positions(fn, z, lo)

    def row(r: Val) -> None:
        b, oy, ox = (fn.load("i64", p) for p in pos)
        y0 = fn.sub(fn.mul(oy, z["sh"]), z["pt"])
        x0 = fn.sub(fn.mul(ox, z["sw"]), z["pl"])
        src_image = fn.gep(src_elem, x, fn.mul(b, image))
        out = dst_row(r)
        across = fn.and_(dense, fn.and_(fn.icmp("sge", x0, i64(0)), fn.icmp("sle", fn.add(x0, z["kw"]), z["w"])))

        def tap_row(i: Val) -> None:
            iy = fn.add(y0, fn.mul(i, z["dh"]))
            run, taps, done_row = fn.label("run"), fn.label("taps"), fn.label("row_done")
            fn.cbr(fn.and_(across, fn.icmp("ult", iy, z["h"])), run, taps)
            fn.block(run)  # the whole kernel row inside x: one conversion of kw*c floats
            put(fn.gep(src_elem, src_image, fn.mul(fn.add(fn.mul(iy, z["w"]), x0), z["c"])),
                fn.gep(elem, out, fn.mul(i, span)), span)
            fn.br(done_row)
            fn.block(taps)

            def tap(j: Val) -> None:
                ix = fn.add(x0, fn.mul(j, z["dw"]))
                dst = fn.gep(elem, out, fn.mul(fn.add(fn.mul(i, z["kw"]), j), z["c"]))
                inside = fn.and_(fn.icmp("ult", iy, z["h"]), fn.icmp("ult", ix, z["w"]))  # unsigned: < 0 is outside
                yes, no, done = fn.label("inside"), fn.label("padding"), fn.label("tapped")
                fn.cbr(inside, yes, no)
                fn.block(yes)
                put(fn.gep(src_elem, src_image, fn.mul(fn.add(fn.mul(iy, z["w"]), ix), z["c"])), dst, z["c"])
                fn.br(done)
                fn.block(no)
                fill(fn, dst, i64(0), z["c"], pad, elem)
                fn.br(done)
                fn.block(done)
            fn.loop(i64(0), z["kw"], tap)
            fn.br(done_row)
            fn.block(done_row)
        fn.loop(i64(0), z["kh"], tap_row)
        fill(fn, out, k, z["kp"], 0, elem)
        _advance(fn, z, pos, b, oy, ox)

    fn.loop(lo, hi, row)


CODE_WINDOW_SIZES = ("h", "w", "oh", "ow", "sh", "sw", "dh", "pt", "pl")  # (kh, kw, C): copy_windows' shape
COPY_LANES = 32  # 16-bit codes a step of copy_windows moves (one 512-bit vector)


def move_codes(fn: Function, s: Val | None, d: Val, count: Val) -> None:
    """count 16-bit codes from s to d (s None: zeros), COPY_LANES at a time, the last step
    masked."""
    vt, mt = f"<{COPY_LANES} x i16>", f"<{COPY_LANES} x i64>"
    lanes = Val("<" + ", ".join(f"i64 {i}" for i in range(COPY_LANES)) + ">", mt)
    zeros = Val("zeroinitializer", vt)

    def step(e: Val) -> None:
        mask = fn.icmp("ult", lanes, fn.splat(fn.sub(count, e), mt))
        v = zeros if s is None else fn.intrinsic(f"llvm.masked.load.v{COPY_LANES}i16.p0", vt,
                                                 [aligned(fn.gep("i16", s, e), 2), mask, zeros])
        fn.masked_store(v, fn.gep("i16", d, e), mask, 2)
    fn.loop(i64(0), count, step, step=COPY_LANES)


def copy_windows(fn: Function, z: dict[str, Val], src: Val, lo: Val, hi: Val, dst_row: Callable[[Val], Val],
                 kp: Val, shape: tuple[int, int, int]) -> None:
    """Rows [lo, hi) of the windows (dilated along H only) of x's 16-bit codes src
    [B, H, W, C] (z: CODE_WINDOW_SIZES' values; shape = (kh, kw, C), constants of the kernel) as rows of
    kp codes at dst_row(r), zeros for the padding and past kh*kw*C. A kernel row is one
    run of kw*C codes, moved COPY_LANES at a time. A window inside x along W (most) takes
    the unrolled path: per kernel row, constant masks, the load's mask off where the row
    is padding (zeros stored), no branch; a 7x7 window on 3 channels is 7 loads and 7
    stores. Else each kernel row is its part inside x copied and the rest zeroed."""
    kh_n, kw_n, c_n = shape
    z = z | {"kh": i64(kh_n), "kw": i64(kw_n), "c": i64(c_n)}
    c, w = z["c"], z["w"]
    image = fn.mul(fn.mul(z["h"], w), c)
    span = fn.mul(z["kw"], c)
    pos = _positions(fn, z, lo)
    vt = f"<{COPY_LANES} x i16>"
    zeros = Val("zeroinitializer", vt)

    def move(s: Val | None, d: Val, count: Val) -> None:
        move_codes(fn, s, d, count)

    def unrolled(b: Val, y0: Val, x0: Val, out: Val) -> None:
        """A window inside x along W: kh runs of kw*C codes at constant offsets."""
        run = kw_n * c_n
        for i in range(kh_n):
            iy = fn.add(y0, fn.mul(z["dh"], i64(i)))
            ok = fn.splat(fn.icmp("ult", iy, z["h"]), f"<{COPY_LANES} x i1>")
            line = fn.gep("i16", src, fn.add(fn.mul(b, image), fn.mul(fn.add(fn.mul(iy, w), x0), c)))
            for e in range(0, run, COPY_LANES):
                full = Val("<" + ", ".join(f"i1 {int(e + q < run)}" for q in range(COPY_LANES)) + ">",
                           f"<{COPY_LANES} x i1>")
                v = fn.intrinsic(f"llvm.masked.load.v{COPY_LANES}i16.p0", vt,
                                 [aligned(fn.gep("i16", line, i64(e)), 2), fn.and_(full, ok), zeros])
                fn.masked_store(v, fn.gep("i16", out, i64(i * run + e)), full, 2)

    def row(r: Val) -> None:
        b, oy, ox = (fn.load("i64", p) for p in pos)
        y0 = fn.sub(fn.mul(oy, z["sh"]), z["pt"])
        x0 = fn.sub(fn.mul(ox, z["sw"]), z["pl"])
        out = dst_row(r)
        fast, slow, done_row = fn.label("along"), fn.label("edge"), fn.label("windowed")
        fn.cbr(fn.and_(fn.icmp("sge", x0, i64(0)), fn.icmp("sle", fn.add(x0, z["kw"]), w)), fast, slow)
        fn.block(fast)
        unrolled(b, y0, x0, out)
        fn.br(done_row)
        fn.block(slow)
        left = fn.smin(fn.smax(fn.sub(i64(0), x0), i64(0)), z["kw"])  # taps left of x, right of it
        right = fn.smin(fn.smax(fn.sub(fn.add(x0, z["kw"]), w), i64(0)), fn.sub(z["kw"], left))
        inner = fn.mul(fn.sub(fn.sub(z["kw"], left), right), c)

        def tap_row(i: Val) -> None:
            iy = fn.add(y0, fn.mul(i, z["dh"]))
            d = fn.gep("i16", out, fn.mul(i, span))
            yes, no, done = fn.label("inside"), fn.label("padding"), fn.label("tapped")
            fn.cbr(fn.icmp("ult", iy, z["h"]), yes, no)
            fn.block(yes)
            move(None, d, fn.mul(left, c))
            line = fn.gep("i16", src, fn.add(fn.mul(b, image), fn.mul(fn.add(fn.mul(iy, w), fn.add(x0, left)), c)))
            move(line, fn.gep("i16", d, fn.mul(left, c)), inner)
            move(None, fn.gep("i16", d, fn.sub(span, fn.mul(right, c))), fn.mul(right, c))
            fn.br(done)
            fn.block(no)
            move(None, d, span)
            fn.br(done)
            fn.block(done)
        fn.loop(i64(0), z["kh"], tap_row)
        fn.br(done_row)
        fn.block(done_row)
        move(None, fn.gep("i16", out, fn.mul(z["kh"], span)), fn.sub(kp, fn.mul(z["kh"], span)))
        _advance(fn, z, pos, b, oy, ox)

    fn.loop(lo, hi, row)


__all__ = ["WindowSpec", "generate", "window_rows", "copy_windows", "SIZES", "CODE_WINDOW_SIZES", "CODES", "COPY_LANES"]
