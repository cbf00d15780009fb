"""Element types in the LLVM emitter: how a tensor's elements load into the compute
types (f32, i32) and store back, and the i32 operations (dsl/types.py has the rules).

Every conversion is integer and float arithmetic LLVM lowers inline on every target:
`fpext half` and `llvm.roundeven` become library calls on SSE2 and on RISC-V without
Zfh, which a JIT-compiled kernel cannot link. So f16 converts by instruction only where
the lanes say the device has one (Lanes.convert_f16: F16C, AVX512-FP16, Arm), and
elsewhere through its bits, making the instruction's codes (round to nearest even,
subnormals and infinities kept, a NaN's sign and top payload bits kept and made quiet);
rounding to an integer adds and subtracts 2^23, and saturation is compares and selects
around a plain fptosi.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .llir import Function, Val, const, elem_of, with_elem

if TYPE_CHECKING:
    from .codegen import Emitter

STORAGE = {"f32": "float", "f16": "i16", "bf16": "i16", "i8": "i8", "u8": "i8", "i32": "i32"}
BYTES = {"float": 4, "i32": 4, "i16": 2, "i8": 1}
SATURATE = {"i8": (-128, 127), "u8": (0, 255)}
_ICMP = {"<": "slt", "<=": "sle", ">": "sgt", ">=": "sge", "==": "eq", "!=": "ne"}


def is_int(v: Val) -> bool:
    return elem_of(v.ty) == "i32"


class Elements:
    """Mixed into codegen.Emitter: uses its function (fn) and suffix."""

    # --- loads and stores ------------------------------------------------------------
    def widen(self: Emitter, elem: str, v: Val) -> Val:
        """Elements as loaded (STORAGE) -> their compute type."""
        fn = self.fn
        i32 = with_elem(v.ty, "i32")
        f32 = with_elem(v.ty, "float")
        if self.fty == "half":  # the f16 strategy (half.py): f16 as is, f32 scratch rounded
            half = with_elem(v.ty, "half")
            return fn.cast("bitcast", v, half) if elem == "f16" else fn.cast("fptrunc", v, half)
        if elem in ("f32", "i32"):
            return v
        if elem == "i8":
            return fn.cast("sext", v, i32)
        if elem == "u8":
            return fn.cast("zext", v, i32)
        if elem == "bf16":
            return bf16_widen(fn, v)
        if self.lanes is not None and self.lanes.convert_f16:
            return fn.cast("fpext", fn.cast("bitcast", v, with_elem(v.ty, "half")), f32)
        h = fn.cast("zext", v, i32)
        # f16: exponent and mantissa moved to float32's place and rebiased; infinities
        # and NaN rebiased once more (a NaN made quiet, as vcvtph2ps does); subnormals
        # renormalized by a float subtraction
        sign = fn.binop("shl", fn.and_(h, const(i32, 0x8000)), const(i32, 16))
        o = fn.binop("shl", fn.and_(h, const(i32, 0x7FFF)), const(i32, 13))
        e = fn.and_(o, const(i32, 0x0F800000))
        o1 = fn.add(o, const(i32, 0x38000000))
        special = fn.add(o1, const(i32, 0x38000000))
        quiet = fn.select(fn.icmp("ne", fn.and_(h, const(i32, 0x3FF)), const(i32, 0)), const(i32, 0x400000),
                          const(i32, 0))
        special = fn.or_(special, quiet)
        den = fn.binop("fsub", fn.cast("bitcast", fn.add(o1, const(i32, 0x00800000)), f32),
                       const(f32, 2.0 ** -14))
        r = fn.select(fn.icmp("eq", e, const(i32, 0x0F800000)), special, o1)
        r = fn.select(fn.icmp("eq", e, const(i32, 0)), fn.cast("bitcast", den, i32), r)
        return fn.cast("bitcast", fn.or_(r, sign), f32)

    def narrow(self: Emitter, elem: str, v: Val) -> Val:
        """A compute-type value -> the bits a store of elem writes (STORAGE)."""
        fn = self.fn
        if self.fty == "half":
            i16 = with_elem(v.ty, "i16")
            return fn.cast("bitcast", v, i16) if elem == "f16" else fn.cast("fpext", v, with_elem(v.ty, "float"))
        if elem in ("f32", "i32"):
            return v
        if elem in SATURATE:
            lo, hi = SATURATE[elem]
            sfx = self.suffix(v.ty)
            v = fn.intrinsic(f"llvm.smin.{sfx}", v.ty, [v, const(v.ty, hi)])
            v = fn.intrinsic(f"llvm.smax.{sfx}", v.ty, [v, const(v.ty, lo)])
            return fn.cast("trunc", v, with_elem(v.ty, "i8"))
        if elem == "bf16":
            lanes = self.lanes
            native = lanes is not None and lanes.dot_bf16 and v.ty in ("<16 x float>", "<8 x float>")
            return bf16_store(fn, v, native)
        # f16: vcvtps2ph's codes (nearest even; beyond 65520 infinity; subnormals kept; a
        # NaN keeps its sign and top payload bits, made quiet), by the instruction where
        # the device has one, else on the bits
        i32, i16 = with_elem(v.ty, "i32"), with_elem(v.ty, "i16")
        if self.lanes is not None and self.lanes.convert_f16:
            return fn.cast("bitcast", fn.cast("fptrunc", v, with_elem(v.ty, "half")), i16)
        x = fn.cast("bitcast", v, i32)
        nan = fn.fcmp("uno", v, v)
        sign = fn.and_(fn.binop("lshr", x, const(i32, 16)), const(i32, 0x8000))
        a = fn.and_(x, const(i32, 0x7FFFFFFF))
        odd = fn.and_(fn.binop("lshr", a, const(i32, 13)), const(i32, 1))
        normal = fn.binop("lshr", fn.add(fn.add(a, const(i32, -0x38000000 + 0xFFF)), odd), const(i32, 13))
        # below 2^-14: adding 0.5 puts the f16 subnormal's bits, rounded, in the mantissa
        f32 = with_elem(v.ty, "float")
        sub = fn.binop("fadd", fn.cast("bitcast", a, f32), const(f32, 0.5))
        sub = fn.sub(fn.cast("bitcast", sub, i32), const(i32, 0x3F000000))
        r = fn.select(fn.icmp("ult", a, const(i32, 0x38800000)), sub, normal)
        r = fn.select(fn.icmp("uge", a, const(i32, 0x477FF000)), const(i32, 0x7C00), r)  # 65520: inf
        r = fn.select(nan, fn.or_(fn.and_(fn.binop("lshr", a, const(i32, 13)), const(i32, 0x3FF)), const(i32, 0x7E00)), r)
        return fn.cast("trunc", fn.or_(r, sign), i16)

    # --- conversions and i32 arithmetic ----------------------------------------------
    def convert(self: Emitter, to: str, v: Val) -> Val:
        """f32(v) or i32(v): i32 rounds to nearest even and saturates, NaN gives 0."""
        fn = self.fn
        if to == "f32":
            return fn.cast("sitofp", v, with_elem(v.ty, "float")) if is_int(v) else v
        if is_int(v):
            return v
        sfx = self.suffix(v.ty)
        two23 = const(v.ty, 2.0 ** 23)
        a = fn.intrinsic(f"llvm.fabs.{sfx}", v.ty, [v])
        t = fn.binop("fsub", fn.binop("fadd", a, two23), two23)
        t = fn.intrinsic(f"llvm.copysign.{sfx}", v.ty, [t, v])
        r = fn.select(fn.fcmp("olt", a, two23), t, v)
        # saturate by hand: llvm.fptosi.sat's vector form is expanded lane by lane on x86
        r = fn.select(fn.fcmp("uno", v, v), const(v.ty, 0.0), r)
        r = fn.select(fn.fcmp("olt", r, const(v.ty, -2.0 ** 31)), const(v.ty, -2.0 ** 31), r)
        big = fn.fcmp("oge", r, const(v.ty, 2.0 ** 31))
        r = fn.select(big, const(v.ty, 0.0), r)
        i32 = with_elem(v.ty, "i32")
        return fn.select(big, const(i32, 2**31 - 1), fn.cast("fptosi", r, i32))

    def int_binop(self: Emitter, op: str, a: Val, b: Val) -> Val:
        return self.fn.binop({"+": "add", "-": "sub", "*": "mul"}[op], a, b)

    def int_cmp(self: Emitter, op: str, a: Val, b: Val) -> Val:
        return self.fn.icmp(_ICMP[op], a, b)

    def int_fn(self: Emitter, name: str, args: list[Val]) -> Val:
        """abs, min, max of i32 values (abs wraps at -2^31)."""
        ty, sfx = args[0].ty, self.suffix(args[0].ty)
        if name == "abs":
            return self.fn.intrinsic(f"llvm.abs.{sfx}", ty, [args[0], Val("false", "i1")])
        return self.fn.intrinsic(f"llvm.s{name}.{sfx}", ty, args)


def bf16_widen(fn: Function, h: Val) -> Val:
    """bfloat16 codes (i16 lanes) -> the float32 values they stand for (exact): the
    emitter's bf16 loads, the depthwise lowering's bf16 x, the products' residual codes."""
    i32 = with_elem(h.ty, "i32")
    return fn.cast("bitcast", fn.shl(fn.cast("zext", h, i32), const(i32, 16)), with_elem(h.ty, "float"))


def bf16_store(fn: Function, v: Val, native: bool) -> Val:
    """float32 values -> the bfloat16 codes vcvtneps2bf16 makes: rounded to nearest even on
    the bits, as bf16_code, but a float32 subnormal becomes a zero of its sign and a NaN
    keeps its sign and top payload bits (made quiet). Every store of a bf16 element (the
    DSL's, docs/language.md) and of a product's y as codes (gemm_int8's and conv_amx's
    y_bf16): native (8 or 16 lanes on AVX512-BF16), the instruction itself, one for
    bf16_code's eight (an AMX product of 784x32x192 storing its codes 42 -> 31 us, a
    56x56x144 depthwise convolution 170 -> 148, Xeon); else the same bits in integer
    operations, so every variant and device stores the same codes."""
    if native:
        lanes = int(v.ty.split(" x ")[0][1:])
        name = {16: "llvm.x86.avx512bf16.cvtneps2bf16.512", 8: "llvm.x86.avx512bf16.cvtneps2bf16.256"}[lanes]
        return fn.cast("bitcast", fn.intrinsic(name, f"<{lanes} x bfloat>", [v]), f"<{lanes} x i16>")
    it = v.ty.replace("float", "i32")
    c = lambda n: const(it, n)  # noqa: E731
    b = fn.cast("bitcast", v, it)
    hi = fn.lshr(b, c(16))
    rounded = fn.lshr(fn.add(fn.add(b, c(0x7FFF)), fn.and_(hi, c(1))), c(16))
    denormal = fn.icmp("eq", fn.and_(b, c(0x7F800000)), c(0))
    r = fn.select(denormal, fn.and_(hi, c(0x8000)), rounded)
    r = fn.select(fn.fcmp("uno", v, v), fn.or_(hi, c(0x40)), r)
    return fn.cast("trunc", r, v.ty.replace("float", "i16"))


def bf16_code(fn: Function, v: Val, ty: str) -> Val:
    """float32 -> bfloat16 codes, rounded to nearest even on the bits (what to_bf16 does;
    no libcall, no denormal flush on any target): (b + 0x7FFF + ((b >> 16) & 1)) >> 16, NaN
    the quiet NaN 0x7FC0. A bf16 store of the emitter and the products' code kernels and
    epilogues all round so."""
    it = ty.replace("float", "i32")
    c = lambda n: const(it, n)  # noqa: E731
    b = fn.cast("bitcast", v, it)
    odd = fn.and_(fn.lshr(b, c(16)), c(1))
    r = fn.lshr(fn.add(fn.add(b, c(0x7FFF)), odd), c(16))
    r = fn.select(fn.fcmp("uno", v, v), c(0x7FC0), r)
    return fn.cast("trunc", r, ty.replace("float", "i16"))
