"""Float32 rows to the 8-bit codes an integer GEMM reads, as LLVM text: the activation side
of a contraction run in int8 (onnx/int8.py); and to bfloat16 (BF16Spec), the side the
GEMM's bf16 variant reads.

    q[r, c] = floor(min(max(x[r, c] * 127 / m + 128.5, 0), 255))   c < k  (NaN -> 0)
    q[r, c] = 0                                                      k <= c < kp

or, for an x known to be >= 0 (`unsigned`: a ReLU's output), zero point 0 and twice the
resolution: q = floor(min(max(x * 255 / m + 0.5, 0), 255)); or, `given` a quantization
(a QDQ model's activation, x = (q - z) * s exactly), q = floor(min(max(x / s + z + 0.5, 0),
255)): the model's own integers.

m = max |x| over the whole tensor, given (a reduction before this kernel), or per row
(`per_row`: each row's own m, found in the same pass while the row is in cache, and its
step m / levels written beside the codes for the GEMM's epilogue): the codes are
symmetric around the zero point 128, so the GEMM's zero-point terms are the same at every
call. m <= 2**-100 (127 / m would overflow) gives code 128 everywhere; a NaN m (x had a NaN) clamps to 255, and the caller's
scale, m / 127, makes the products NaN. Rows are `kp` bytes apart (k padded to the GEMM's
k groups; `wide`: int16 codes, kp elements apart). The parallel range runs over rows; each row is L floats at a time, then a tail.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .abi import KernelABI
from .elements import bf16_code  # noqa: F401 (the row kernels' and their importers')
from .llir import Function, Module, Val, aligned, f32, i64, zero

ZERO_POINT = 128
# The attributes of the row kernels and the integer GEMM: no libcalls for their short
# fills and copies (a row's padding to kp, a padding tap's C codes, a GEMM tile row's
# partial columns): LLVM made each a memset/memcpy call, a vzeroupper and the vector
# registers reloaded after it, per row. One thread, Zen 4: the windows of a 3x3/s2 conv
# on 224x224x3 took 378 us with them and 212 us without; 3x3 on 56x56x64 203 and 144;
# the GEMM 3136x144x24 (every row partial in a 32-column tile) 140-212 and 106.
ROW_KERNEL = 'nounwind "no-builtins"'
TINY = 2.0 ** -100  # an m at most this quantizes to zeros (127 / m would overflow, denormals flush)
ABI = KernelABI(("x", "m", "q"), ("rows", "k", "kp"))


ROWS_ABI = KernelABI(("x", "q", "s"), ("rows", "k", "kp"))


@dataclass(frozen=True)
class QuantizeSpec:
    lanes: int  # floats per vector step (the device's vector width; 1: scalar only)
    wide: bool = False  # int16 codes (the GEMM's madd16 variant reads R so), else bytes
    unsigned: bool = False  # x >= 0: zero point 0 over [0, m], 255 levels
    per_row: bool = False  # m per row, its step written to s [rows] (ROWS_ABI), else m [1] given
    masked: bool = False  # a row's tail as one masked vector step (AVX-512)
    given: bool = False  # m [2] = [1 / scale, zero point]: a given quantization (QDQ), not max |x|

    @property
    def abi(self) -> KernelABI:
        return ROWS_ABI if self.per_row else ABI

    @property
    def symbol(self) -> str:
        return (f"jr.quantize_u8.l{self.lanes}{'.w' if self.wide else ''}{'.u' if self.unsigned else ''}"
                f"{'.r' if self.per_row else ''}{'.m' if self.masked else ''}{'.g' if self.given else ''}")


def levels(unsigned: bool) -> int:
    """Code steps from 0 to m: 255 for codes of x >= 0 (zero point 0), else 127."""
    return 255 if unsigned else 127


def zero_point(unsigned: bool) -> int:
    return 0 if unsigned else ZERO_POINT


def inverse_scale(fn: Function, m: Val, unsigned: bool = False) -> Val:
    """levels / m[0], 0 where m <= TINY or NaN (every code then the zero point)."""
    return inverse_of(fn, fn.load("float", m, align=4), unsigned)


def inverse_of(fn: Function, mv: Val, unsigned: bool = False) -> Val:
    """levels / mv, 0 where mv <= TINY or NaN (every code then the zero point)."""
    return fn.select(fn.fcmp("ogt", mv, f32(TINY)), fn.binop("fdiv", f32(float(levels(unsigned))), mv), f32(0.0))


def u8_code(fn: Function, v: Val, ty: str, inv: Val, wide: bool, unsigned: bool = False,
            offset: Val | None = None) -> Val:
    """The codes of floats v (type ty: float or a vector of them) given inverse_scale;
    offset: the zero point plus 0.5 as a float value (a given quantization's)."""
    vec = ty != "float"
    k_inv = fn.splat(inv, ty) if vec else inv
    off = offset if offset is not None else f32(zero_point(unsigned) + 0.5)
    half = fn.splat(off, ty) if vec else off
    lo, hi = (fn.splat(f32(c), ty) if vec else f32(c) for c in (0.0, 255.0))
    sfx = f"v{ty.split(' x ')[0][1:]}f32" if vec else "f32"
    t = fn.binop("fadd", fn.binop("fmul", v, k_inv), half)
    t = fn.intrinsic(f"llvm.minnum.{sfx}", ty, [fn.intrinsic(f"llvm.maxnum.{sfx}", ty, [t, lo]), hi])
    t = fn.cast("fptosi", t, ty.replace("float", "i32"))  # truncation: the floor of t >= 0
    return fn.cast("trunc", t, ty.replace("float", "i16" if wide else "i8"))


def convert(fn: Function, src: Val, dst: Val, count: Val, lanes: int, code: Callable[[Val, str], Val],
            elem: str, masked: bool = False) -> None:
    """dst[c] = code(src[c]) for c < count: `lanes` floats at a time, then one at a time
    (masked: the tail as one masked vector step, where the device masks loads and stores
    natively, AVX-512; a short count, a convolution's 3 channels, is then one step)."""
    size = 2 if elem == "i16" else 1
    body = fn.mul(fn.sdiv(count, lanes), lanes) if lanes > 1 else i64(0)
    if lanes > 1:
        vt = f"<{lanes} x float>"
        fn.loop(i64(0), body, lambda c: fn.store(code(fn.load(vt, fn.gep("float", src, c), align=4), vt),
                                                 fn.gep(elem, dst, c), align=size), step=lanes)
    if lanes > 1 and masked:
        vt, it = f"<{lanes} x float>", f"<{lanes} x i64>"
        go, done = fn.label("tail"), fn.label("tailed")
        fn.cbr(fn.icmp("slt", body, count), go, done)
        fn.block(go)
        left = fn.splat(fn.sub(count, body), it)
        mask = fn.icmp("ult", Val("<" + ", ".join(f"i64 {i}" for i in range(lanes)) + ">", it), left)
        v = fn.intrinsic(f"llvm.masked.load.v{lanes}f32.p0", vt, [aligned(fn.gep("float", src, body), 4), mask,
                                                                 zero(vt)])
        out = code(v, vt)
        fn.masked_store(out, fn.gep(elem, dst, body), mask, size)
        fn.br(done)
        fn.block(done)
        return
    fn.loop(body, count, lambda c: fn.store(code(fn.load("float", fn.gep("float", src, c), align=4), "float"),
                                            fn.gep(elem, dst, c), align=size))


def fill(fn: Function, dst: Val, lo: Val, hi: Val, value: int | Val, elem: str) -> None:
    """dst[c] = value (a constant, or a value of type elem) for lo <= c < hi."""
    v = value if isinstance(value, Val) else Val(str(value), elem)
    fn.loop(lo, hi, lambda c: fn.store(v, fn.gep(elem, dst, c), align=2 if elem == "i16" else 1))


def given(fn: Function, m: Val, elem: str) -> tuple[Val, Val, Val]:
    """(1 / scale, zero point + 0.5, the zero point's code of type elem) of a given
    quantization, m = [1 / scale, zero point] (a QDQ model's activation: its codes are the
    model's own integers)."""
    inv = fn.load("float", m, align=4)
    zp = fn.load("float", fn.gep("float", m, 1), align=4)
    code = fn.cast("trunc", fn.cast("fptosi", zp, "i32"), elem) if elem != "i32" else fn.cast("fptosi", zp, "i32")
    return inv, fn.binop("fadd", zp, f32(0.5)), code


def generate(s: QuantizeSpec) -> str:
    """The kernel's LLVM text (entry point s.symbol, s.abi)."""
    abi = s.abi
    module = Module()
    fn = Function(module)
    x, q = abi.buf("x"), abi.buf("q")
    k, kp = abi.size("k"), abi.size("kp")
    top = fn.smin(abi.hi, abi.size("rows"))
    elem = "i16" if s.wide else "i8"
    offset: Val | None = None
    inv: Val | None = None
    if s.given:
        inv, offset, _ = given(fn, abi.buf("m"), elem)
    elif not s.per_row:
        inv = inverse_scale(fn, abi.buf("m"), s.unsigned)

    def row(r: Val) -> None:
        src, dst = fn.gep("float", x, fn.mul(r, k)), fn.gep(elem, q, fn.mul(r, kp))
        step = inv
        if step is None:  # this row's m, its codes' step stored for the GEMM
            mv = abs_max(fn, src, k, s.lanes, masked=s.masked)
            fn.store(fn.binop("fmul", mv, f32(1.0 / levels(s.unsigned))), fn.gep("float", abi.buf("s"), r), align=4)
            step = inverse_of(fn, mv, s.unsigned)
        convert(fn, src, dst, k, s.lanes, lambda v, ty: u8_code(fn, v, ty, step, s.wide, s.unsigned, offset), elem,
                s.masked)
        fill(fn, dst, k, kp, 0, elem)

    fn.loop(abi.lo, top, row)
    fn.ret()
    module.function(fn.define(abi.define(s.symbol, ROW_KERNEL)))
    return module.text()


NAN = Val("0x7FF8000000000000", "float")


def abs_max(fn: Function, x: Val, n: Val, lanes: int, accumulators: int = 1, masked: bool = False) -> Val:
    """max |x[i]| over n floats, NaN if one is NaN (a maximum that skips NaN, and a
    separate flag): `accumulators` vectors in flight, then (masked) one masked step or
    one float at a time."""
    L, A = lanes, accumulators
    best = fn.var(f32(0.0), "float", hint="best")
    if L > 1:
        vt, bt, sfx = f"<{L} x float>", f"<{L} x i1>", f"v{L}f32"
        fabs = f"llvm.fabs.{sfx}"
        accs = [fn.var(Val("zeroinitializer", vt), vt, hint="acc") for _ in range(A)]
        nans = [fn.var(Val("zeroinitializer", bt), bt, hint="nan") for _ in range(A)]
        block = fn.mul(fn.sdiv(n, L * A), L * A)

        def fold(a: int, v: Val) -> None:  # nnan: a NaN is the flag's business (a plain vmaxps, no blend)
            fn.store(fn.intrinsic(f"llvm.maxnum.{sfx}", vt, [fn.load(vt, accs[a]), fn.intrinsic(fabs, vt, [v])],
                                  "nnan "), accs[a])
            fn.store(fn.or_(fn.load(bt, nans[a]), fn.fcmp("uno", v, v)), nans[a])

        def step(i: Val) -> None:
            for a in range(A):
                fold(a, fn.load(vt, fn.gep("float", x, fn.add(i, a * L)), align=4))
        fn.loop(i64(0), block, step, step=L * A)
        if masked and A == 1:  # the rest (< L) as one masked step: its masked-off lanes load 0.0
            go, done = fn.label("tail"), fn.label("tailed")
            fn.cbr(fn.icmp("slt", block, n), go, done)
            fn.block(go)
            it = f"<{L} x i64>"
            mask = fn.icmp("ult", Val("<" + ", ".join(f"i64 {i}" for i in range(L)) + ">", it),
                           fn.splat(fn.sub(n, block), it))
            fold(0, fn.intrinsic(f"llvm.masked.load.v{L}f32.p0", vt, [aligned(fn.gep("float", x, block), 4), mask,
                                                                       zero(vt)]))
            fn.br(done)
            fn.block(done)
            block = n
        acc, nan = fn.load(vt, accs[0]), fn.load(bt, nans[0])
        for a in range(1, A):
            acc = fn.intrinsic(f"llvm.maxnum.{sfx}", vt, [acc, fn.load(vt, accs[a])], "nnan ")
            nan = fn.or_(nan, fn.load(bt, nans[a]))
        top = fn.intrinsic(f"llvm.vector.reduce.fmax.{sfx}", "float", [acc], "nnan ")  # a shuffle tree
        any_nan = fn.intrinsic(f"llvm.vector.reduce.or.v{L}i1", "i1", [nan])
        fn.store(fn.select(any_nan, NAN, top), best)
    else:
        block = i64(0)

    def tail(i: Val) -> None:
        v = fn.load("float", fn.gep("float", x, i), align=4)
        b = fn.load("float", best)
        a = fn.intrinsic("llvm.fabs.f32", "float", [v])
        keep = fn.fcmp("oge", b, a)  # false when either is NaN: a NaN best stays only via uno
        fn.store(fn.select(fn.fcmp("uno", b, v), NAN, fn.select(keep, b, a)), best)
    fn.loop(block, n, tail)
    return fn.load("float", best)


SCALES_ABI = KernelABI(("x", "w", "m", "s"), ("n", "cols"))
ACCUMULATORS = 4  # independent maxima in flight (a max's latency hides behind the others)


@dataclass(frozen=True)
class ScalesSpec:
    lanes: int
    unsigned: bool = False  # the codes' steps are m / 255 (else m / 127)

    @property
    def symbol(self) -> str:
        return f"jr.quantize_u8.scales.l{self.lanes}{'.u' if self.unsigned else ''}"


def generate_scales(s: ScalesSpec) -> str:
    """The kernel before the codes: m[0] = max |x[i]| over n floats (NaN if one is NaN: a
    maximum that skips NaN, and a separate flag), then s[j] = w[j] * (m / levels) over cols
    floats (the integer sums' scale per column). One thread: the range is [0, 1)."""
    module = Module()
    fn = Function(module)
    x, w, m, sc = (SCALES_ABI.buf(b) for b in SCALES_ABI.buffers)
    n, cols = SCALES_ABI.size("n"), SCALES_ABI.size("cols")
    go, skip = fn.label("go"), fn.label("skip")
    fn.cbr(fn.icmp("slt", SCALES_ABI.lo, fn.smin(SCALES_ABI.hi, i64(1))), go, skip)
    fn.block(go)
    mv = abs_max(fn, x, n, s.lanes, ACCUMULATORS)
    fn.store(mv, m, align=4)
    per = fn.binop("fmul", mv, f32(1.0 / levels(s.unsigned)))
    fn.loop(i64(0), cols, lambda j: fn.store(fn.binop("fmul", fn.load("float", fn.gep("float", w, j), align=4), per),
                                             fn.gep("float", sc, j), align=4))
    fn.br(skip)
    fn.block(skip)
    fn.ret()
    module.function(fn.define(SCALES_ABI.define(s.symbol)))
    return module.text()


BF16_ABI = KernelABI(("x", "q"), ("rows", "k", "kp"))


@dataclass(frozen=True)
class BF16Spec:
    """x [rows, k] float32 to bfloat16 [rows, kp] (rounded to nearest even; zeros past k):
    the R side of the GEMM's bf16 variant. NaN and infinities stay what they are, a finite
    x past bfloat16's largest value becomes an infinity, denormals round as numbers."""
    lanes: int

    @property
    def symbol(self) -> str:
        return f"jr.to_bf16.l{self.lanes}"


def bf16_row(fn: Function, src: Val, dst: Val, k: Val, kp: Val, lanes: int) -> None:
    """dst[0:kp] = the bfloat16 codes of src[0:k] (bf16_code), zeros past k."""
    convert(fn, src, dst, k, lanes, lambda v, ty: bf16_code(fn, v, ty), "i16")
    fill(fn, dst, k, kp, 0, "i16")


def bf16_rows(fn: Function, src: Val, k: Val, dst: Val, kp: Val, rows: Val, lanes: int = 16) -> None:
    """`rows` rows of float32 (k floats apart, k of them each) to rows of kp bfloat16 codes
    at dst (bf16_row): a GEMM's row block rounded where it reads it (gemm_int8's r_f32)."""
    fn.loop(i64(0), rows, lambda r: bf16_row(fn, fn.gep("float", src, fn.mul(r, k)), fn.gep("i16", dst, fn.mul(r, kp)),
                                             k, kp, lanes))


def generate_bf16(s: BF16Spec) -> str:
    """The kernel's LLVM text (entry point s.symbol, BF16_ABI); the range runs over rows."""
    module = Module()
    fn = Function(module)
    x, q = (BF16_ABI.buf(b) for b in BF16_ABI.buffers)
    k, kp = BF16_ABI.size("k"), BF16_ABI.size("kp")
    top = fn.smin(BF16_ABI.hi, BF16_ABI.size("rows"))

    def row(r: Val) -> None:
        bf16_row(fn, fn.gep("float", x, fn.mul(r, k)), fn.gep("i16", q, fn.mul(r, kp)), k, kp, s.lanes)

    fn.loop(BF16_ABI.lo, top, row)
    fn.ret()
    module.function(fn.define(BF16_ABI.define(s.symbol, ROW_KERNEL)))
    return module.text()


__all__ = ["ROW_KERNEL", "levels", "zero_point", "abs_max", "inverse_of", "ROWS_ABI", "QuantizeSpec", "ScalesSpec", "BF16Spec", "generate", "generate_scales", "generate_bf16", "inverse_scale",
           "u8_code", "bf16_code", "bf16_row", "bf16_rows", "convert", "fill", "ABI",
           "SCALES_ABI", "BF16_ABI", "ZERO_POINT"]
