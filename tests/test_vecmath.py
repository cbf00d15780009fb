"""Tests of lowering/vecmath.py: IR text rules, accuracy against float64 numpy, special
values, and that the scalable-vector versions compile for SVE.

Each function is JIT-compiled (llvmlite, host CPU, O3) inside an exported loop
`void @run_<name>(ptr in0[, ptr in1], ptr out, i64 n)` that uses the <W x float> version
and the scalar version for the tail, for W in 1, 4, 8, 16; plus an SSE2 build (no FMA,
so the fmuladd steps are not fused) to check the accuracy does not depend on fusion.
"""
from __future__ import annotations

import ctypes
import math
import re
import shutil
import subprocess

import numpy as np
import pytest

llvm = pytest.importorskip("llvmlite.binding")

from jit_runtime.lowering import vecmath as vm  # noqa: E402 (after the importorskip)
from jit_runtime.lowering.llir import Module  # noqa: E402

llvm.initialize_all_targets()
llvm.initialize_all_asmprinters()
llvm.initialize_native_target()
llvm.initialize_native_asmprinter()
llvm.initialize_native_asmparser()

UNARY = [n for n in vm.FUNCTIONS if vm.ARITY[n] == 1]
WIDTHS = (1, 4, 8, 16)
MAX_ULP = {"exp": 3, "log": 3, "tanh": 3, "sigmoid": 4, "erf": 3, "pow": 8}  # sigmoid: reciprocal estimate
DENORMAL_ABS = 1.5e-45          # about one denormal ulp
NAN = float("nan")
INF = float("inf")


# ---------------------------------------------------------------- JIT harness

def _vty(w: int) -> str:
    return "float" if w == 1 else f"<{w} x float>"


def _run_ir(name: str, w: int) -> str:
    """`run_<name>`: w lanes per step over the bulk, then the scalar version for the tail."""
    k = vm.ARITY[name]

    def step(ty, idx, p):
        lines, args = [], []
        for j in range(k):
            lines += [f"  %{p}a{j} = getelementptr float, ptr %in{j}, i64 {idx}",
                      f"  %{p}v{j} = load {ty}, ptr %{p}a{j}, align 4"]
            args.append(f"{ty} %{p}v{j}")
        lines += [f"  %{p}r = call {ty} {vm.symbol(name, ty)}({', '.join(args)})",
                  f"  %{p}o = getelementptr float, ptr %out, i64 {idx}",
                  f"  store {ty} %{p}r, ptr %{p}o, align 4"]
        return "\n".join(lines)

    params = ", ".join(f"ptr noalias %in{j}" for j in range(k))
    return f"""
define void @run_{name}({params}, ptr noalias %out, i64 %n) {{
entry:
  %nv = and i64 %n, {-w}
  br label %vhead
vhead:
  %i = phi i64 [0, %entry], [%inext, %vbody]
  %vc = icmp ult i64 %i, %nv
  br i1 %vc, label %vbody, label %shead
vbody:
{step(_vty(w), "%i", "v")}
  %inext = add i64 %i, {w}
  br label %vhead
shead:
  %j = phi i64 [%i, %vhead], [%jnext, %sbody]
  %sc = icmp ult i64 %j, %n
  br i1 %sc, label %sbody, label %done
sbody:
{step("float", "%j", "s")}
  %jnext = add i64 %j, 1
  br label %shead
done:
  ret void
}}
"""


class Lib:
    """All six functions at one width, compiled for the host (or a given x86 CPU)."""

    def __init__(self, w: int, cpu: str | None = None, native: bool = False, names=vm.FUNCTIONS):
        reqs = [(n, t) for n in names for t in (_vty(w), "float")]
        ir = vm.module_text(reqs, native) + "".join(_run_ir(n, w) for n in names)
        if cpu is None:
            cpu, feats = llvm.get_host_cpu_name(), llvm.get_host_cpu_features().flatten()
        else:
            feats = ""
        target = llvm.Target.from_default_triple()
        self.tm = target.create_target_machine(cpu=cpu, features=feats, opt=3, jit=True)
        mod = llvm.parse_assembly(ir)
        mod.verify()
        mod.triple = self.tm.triple
        mod.data_layout = str(self.tm.target_data)
        pto = llvm.create_pipeline_tuning_options(speed_level=3)
        pto.loop_vectorization = True
        pb = llvm.create_pass_builder(self.tm, pto)
        pb.getModulePassManager().run(mod, pb)
        self.optimized = str(mod)
        self.ee = llvm.create_mcjit_compiler(mod, self.tm)
        self.ee.finalize_object()
        self.fns = {}
        for n in names:
            addr = self.ee.get_function_address(f"run_{n}")
            assert addr, n
            sig = [ctypes.c_void_p] * (vm.ARITY[n] + 1) + [ctypes.c_int64]
            self.fns[n] = ctypes.CFUNCTYPE(None, *sig)(addr)

    def __call__(self, name, *xs):
        shape = np.broadcast_shapes(*[np.shape(x) for x in xs])
        xs = [np.ascontiguousarray(np.broadcast_to(np.asarray(x, np.float32), shape))
              for x in xs]
        out = np.empty(shape, np.float32)
        self.fns[name](*[x.ctypes.data for x in xs], out.ctypes.data, out.size)
        return out


@pytest.fixture(scope="module")
def libs():
    return {w: Lib(w) for w in WIDTHS}


@pytest.fixture(scope="module")
def sse2():
    return Lib(4, cpu="x86-64")


_HOST_AVX512 = all(f"+{f}" in llvm.get_host_cpu_features().flatten().split(",")
                   for f in ("avx512f", "avx512dq", "avx512vl"))


@pytest.fixture(scope="module")
def avx512():
    """The AVX-512 versions (vscalefps, vrndscaleps, vdivps) the x86-64-v4 profile uses."""
    if not _HOST_AVX512:
        pytest.skip("host has no AVX-512")
    return {w: Lib(w, native=True) for w in (4, 8, 16)}


# ---------------------------------------------------------------- references

_erf = np.frompyfunc(math.erf, 1, 1)


def reference(name, *xs):
    x = [np.asarray(v, np.float32).astype(np.float64) for v in xs]
    with np.errstate(all="ignore"):
        if name == "exp":
            return np.exp(x[0])
        if name == "log":
            return np.log(x[0])
        if name == "tanh":
            return np.tanh(x[0])
        if name == "sigmoid":
            e = np.exp(-np.abs(x[0]))
            return np.where(x[0] < 0, e / (1 + e), 1 / (1 + e))
        if name == "erf":
            return _erf(x[0]).astype(np.float64)
        if name == "pow":
            return np.power(x[0], x[1])
    raise KeyError(name)


def check_accuracy(name, got, ref, *inputs, den_abs=DENORMAL_ABS):
    """Normal results within MAX_ULP (ulp of float32 at the exact value), denormal results
    within DENORMAL_ABS, and results that round to 0, inf or NaN in float32 exactly that
    (sign of zero included). Returns the max ulp error seen."""
    with np.errstate(all="ignore"):
        r32 = ref.astype(np.float32)
    g = got.astype(np.float64)
    normal = np.isfinite(r32) & (np.abs(r32) >= np.float32(2.0 ** -126))
    denormal = np.isfinite(r32) & ~normal & (r32 != 0)
    exact = ~normal & ~denormal
    a = np.abs(ref[normal])
    ulp = np.exp2(np.maximum(np.floor(np.log2(a)), -126) - 23)
    err = np.abs(g[normal] - ref[normal]) / ulp
    worst = float(err.max()) if err.size else 0.0
    if worst > MAX_ULP[name]:
        i = np.argmax(err)
        at = [x[normal][i] for x in inputs]
        pytest.fail(f"{name}{tuple(at)}: {got[normal][i]!r} vs {ref[normal][i]!r}: "
                    f"{worst:.2f} ulp > {MAX_ULP[name]}")
    if denormal.any():
        d = np.abs(g[denormal] - ref[denormal])
        assert d.max() <= den_abs, (name, d.max())
    same = (got[exact] == r32[exact]) & (np.signbit(got[exact]) == np.signbit(r32[exact]))
    same |= np.isnan(got[exact]) & np.isnan(r32[exact])
    if not same.all():
        i = np.nonzero(~same)[0][:5]
        at = [tuple(x[exact][j] for x in inputs) for j in i]
        pytest.fail(f"{name}: special results wrong at {at}: got {got[exact][i]}, "
                    f"want {r32[exact][i]}")
    return worst


# ---------------------------------------------------------------- inputs

def _bits(rng, n):
    return rng.integers(0, 2 ** 32, n, dtype=np.uint64).astype(np.uint32).view(np.float32)


def unary_inputs(name):
    """Dense sweep over the interesting domain, a log-spaced sweep over all magnitudes
    (both signs, denormals included) and random bit patterns (NaNs, infs included)."""
    rng = np.random.default_rng(vm.FUNCTIONS.index(name))
    lo, hi = {"exp": (-105, 90), "log": (0, 4), "tanh": (-10, 10), "sigmoid": (-105, 90),
              "erf": (-4.5, 4.5)}[name]
    mags = np.exp2(np.linspace(-149, 128, 200_001))
    parts = [np.linspace(lo, hi, 400_003), mags, -mags, _bits(rng, 200_000),
             rng.uniform(lo, hi, 100_000)]
    if name == "log":
        parts.append(1 + np.linspace(-1e-3, 1e-3, 20_001))
    with np.errstate(all="ignore"):
        return np.concatenate([np.asarray(p, np.float64).astype(np.float32) for p in parts])


def pow_inputs():
    rng = np.random.default_rng(7)
    n = 150_000
    with np.errstate(all="ignore"):
        # |a| over all magnitudes, b chosen so that a**b spans the whole float32 range
        a1 = np.exp2(rng.uniform(-149, 128, n)).astype(np.float32)
        la = np.log(a1.astype(np.float64))
        b1 = np.where(la != 0, rng.uniform(-104, 89, n) / la, 2.0)
        # a close to 1 with huge exponents: needs log|a| in extended precision
        a2 = (1 + rng.integers(-3000, 3000, n) * 2.0 ** -24).astype(np.float32)
        la = np.log(a2.astype(np.float64))
        b2 = np.where(la != 0, rng.uniform(-104, 89, n) / la, 3.0)
        a3 = -np.exp2(rng.uniform(-20, 20, n))                   # negative base
        b3 = rng.integers(-40, 41, n).astype(np.float64)         # integer exponent
        a4 = rng.uniform(0, 10, n)
        b4 = rng.uniform(-10, 10, n)
        a5, b5 = _bits(rng, n), _bits(rng, n)
    a = np.concatenate([a1, a2, a3, a4, a5]).astype(np.float32)
    b = np.concatenate([b1, b2, b3, b4, b5]).astype(np.float32)
    return a, b


_CACHE: dict = {}


def case(name):
    """Inputs and float64 reference, computed once per function."""
    if name not in _CACHE:
        xs = pow_inputs() if name == "pow" else (unary_inputs(name),)
        _CACHE[name] = xs, reference(name, *xs)
    return _CACHE[name]


# ---------------------------------------------------------------- IR text

TYPES = ["float", "<4 x float>", "<8 x float>", "<16 x float>", "<vscale x 4 x float>"]


@pytest.mark.parametrize("ty", TYPES)
@pytest.mark.parametrize("name", vm.FUNCTIONS)
def test_text_rules(name, ty):
    sym, text = vm.math_function(name, ty)
    sfx = {"float": "f32", "<vscale x 4 x float>": "nxv4f32"}.get(ty) or \
        "v%sf32" % ty.split()[0][1:]
    assert sym == f"@jr.{name}.{sfx}" == vm.symbol(name, ty)
    assert f'define internal {ty} @"jr.{name}.{sfx}"(' in text
    assert "alwaysinline" in text.split("{")[0]
    # the one fast-math use: a reciprocal estimate (`fdiv fast 1.0, d`), whose NaN lanes
    # are selected away; no other fast-math flag anywhere
    assert all(re.search(r"fdiv fast (float|<[^>]*>) (splat \(float 0x3FF0000000000000\)|0x3FF0000000000000),", line)
               for line in text.splitlines() if " fast " in line)
    for bad in ("reassoc", "nnan", "ninf", "shufflevector", "extractelement", "insertelement",
                "@llvm.exp", "@llvm.log", "@llvm.pow", "@llvm.fma.", "@exp", "@log"):
        assert bad not in text, bad
    # float literals: only 64-bit hex, each exactly a float32 value; no decimal ones
    assert not re.search(r"(?<![\w.])[-+]?\d+(\.\d|[eE][-+]?\d)", text)
    hexes = re.findall(r"\b0x[0-9A-Fa-f]+\b", text)
    assert hexes
    for lit in hexes:
        assert re.fullmatch(r"0x[0-9A-F]{16}", lit), lit
        d = np.array([int(lit, 16)], np.uint64).view(np.float64)[0]
        assert np.isnan(d) or float(np.float32(d)) == d, lit
    if ty != "float":
        assert "splat (float" in text
    mod = llvm.parse_assembly(text)   # self-contained: its own declares suffice
    mod.verify()


def test_module_text_dedups_and_parses():
    reqs = [(n, t) for n in vm.FUNCTIONS for t in TYPES] * 2
    text = vm.module_text(reqs)
    decls = [line for line in text.splitlines() if line.startswith("declare")]
    assert len(decls) == len(set(decls)) > 0
    assert text.count("define internal") == len(vm.FUNCTIONS) * len(TYPES)
    llvm.parse_assembly(text).verify()


def test_install_defines_once():
    """Kernels of one module each ask for the math functions they use: each is defined
    once, its intrinsics declared once; the same symbol with another body is an error."""
    m = Module()
    for name in ("sigmoid", "exp", "sigmoid", "tanh"):
        assert vm.install(m, name, "<16 x float>") == vm.symbol(name, "<16 x float>")
    text = m.text()
    assert text.count('define internal <16 x float> @"jr.sigmoid.v16f32"') == 1
    assert text.count("declare <16 x float> @llvm.fmuladd.v16f32(") == 1
    llvm.parse_assembly(text).verify()
    sym, body = vm.math_function("sigmoid", "<16 x float>")
    clash = body[body.index("define"):].replace("0x3FF0000000000000", "0x4000000000000000", 1)
    with pytest.raises(ValueError, match="jr.sigmoid.v16f32"):
        m.helper(clash)


def test_bad_requests():
    with pytest.raises(ValueError):
        vm.symbol("cosh", "float")
    for ty in ("double", "<4 x double>", "<vscale x 4 x i32>", "float4", "<0 x float>"):
        with pytest.raises(ValueError):
            vm.math_function("exp", ty)


# ---------------------------------------------------------------- accuracy

@pytest.mark.parametrize("name", vm.FUNCTIONS)
def test_accuracy_and_widths_agree(libs, name):
    xs, ref = case(name)
    got = libs[16](name, *xs)
    check_accuracy(name, got, ref, *xs)
    # every width (and the scalar tail) computes the same elementwise ops: same bits
    n = xs[0].size - 5  # not a multiple of any width: exercises the scalar tail
    for w in WIDTHS[:-1]:
        other = libs[w](name, *[x[:n] for x in xs])
        nan = np.isnan(other)
        assert np.array_equal(nan, np.isnan(got[:n])), (name, w)
        assert np.array_equal(other[~nan].view(np.uint32), got[:n][~nan].view(np.uint32)), \
            (name, w)


@pytest.mark.parametrize("name", vm.FUNCTIONS)
def test_accuracy_without_fma(sse2, name):
    """x86-64 baseline (SSE2): fmuladd is a separate mul and add; still within bounds."""
    xs, ref = case(name)
    check_accuracy(name, sse2(name, *xs), ref, *xs)


def test_no_calls_in_machine_code(libs, sse2):
    """Everything inlines, and no intrinsic becomes a libm call (fmuladd on SSE2 is a
    mul and an add, not fmaf); the host build does use FMA."""
    for lib in (*libs.values(), sse2):
        mod = llvm.parse_assembly(lib.optimized)
        asm = lib.tm.emit_assembly(mod)
        assert not re.search(r"\bcall\w*\s", asm), re.findall(r"\bcall\w*\s+\S+", asm)[:5]
        fma = re.search(r"\bvfn?madd", asm)
        assert bool(fma) == (lib is not sse2)


@pytest.mark.parametrize("name", UNARY)
def test_nan_in_nan_out(libs, name):
    rng = np.random.default_rng(3)
    bits = rng.integers(0x7F800001, 0x80000000, 50_000, dtype=np.uint64).astype(np.uint32)
    x = np.concatenate([bits, bits | 0x80000000]).view(np.float32)
    for w in WIDTHS:
        assert np.isnan(libs[w](name, x)).all()


# ---------------------------------------------------------------- special values

def _exact(got, want):
    got, want = np.asarray(got, np.float32), np.asarray(want, np.float32)
    ok = (got == want) & (np.signbit(got) == np.signbit(want)) | np.isnan(got) & np.isnan(want)
    assert ok.all(), list(zip(got[~ok], want[~ok]))


SPECIAL = {  # (x, exact float32 result)
    "exp": [(NAN, NAN), (INF, INF), (-INF, 0.0), (0.0, 1.0), (-0.0, 1.0), (1e-30, 1.0),
            (88.8, INF), (89.0, INF), (1e30, INF), (3.4e38, INF), (-104.0, 0.0),
            (-200.0, 0.0), (-1e30, 0.0), (-3.4e38, 0.0)],
    "log": [(NAN, NAN), (0.0, -INF), (-0.0, -INF), (-1.0, NAN), (-1e-45, NAN), (-3e38, NAN),
            (-INF, NAN), (INF, INF), (1.0, 0.0)],
    "tanh": [(NAN, NAN), (INF, 1.0), (-INF, -1.0), (0.0, 0.0), (-0.0, -0.0), (1e-45, 1e-45),
             (-1e-45, -1e-45), (1e-38, 1e-38), (1e-20, 1e-20), (-3e-8, -3e-8), (9.1, 1.0),
             (-20.0, -1.0), (1e30, 1.0), (-3.4e38, -1.0)],
    "sigmoid": [(NAN, NAN), (INF, 1.0), (-INF, 0.0), (0.0, 0.5), (-0.0, 0.5), (1e-30, 0.5),
                (20.0, 1.0), (-104.0, 0.0), (-1e30, 0.0), (1e30, 1.0), (-3.4e38, 0.0)],
    "erf": [(NAN, NAN), (INF, 1.0), (-INF, -1.0), (0.0, 0.0), (-0.0, -0.0), (3.95, 1.0),
            (-4.0, -1.0), (10.0, 1.0), (-1e30, -1.0), (1e-45, 1e-45), (-1e-45, -1e-45)],
}


@pytest.mark.parametrize("name", UNARY)
def test_special_values(libs, name):
    x, want = (np.array(v, np.float32) for v in zip(*SPECIAL[name]))
    for w in WIDTHS:
        _exact(libs[w](name, np.resize(x, 3 * w + 1)), np.resize(want, 3 * w + 1))
    # tiny arguments: odd functions return ~x (2x/sqrt(pi) for erf), to the last denormal bit
    tiny = np.float32(2.0 ** -126) * np.linspace(-4, 4, 8001).astype(np.float32)
    if name in ("tanh", "erf"):
        check_accuracy(name, libs[16](name, tiny), reference(name, tiny), tiny)


@pytest.mark.parametrize("name", vm.FUNCTIONS)
def test_avx512_versions(avx512, name):
    """Accuracy, special values and NaN of the AVX-512 versions; 4, 8 and 16 lanes agree."""
    xs, ref = case(name)
    got = avx512[16](name, *xs)
    check_accuracy(name, got, ref, *xs)
    n = xs[0].size - 5
    for w in (4, 8):
        other = avx512[w](name, *[x[:n] for x in xs])
        nan = np.isnan(other)
        assert np.array_equal(nan, np.isnan(got[:n])), (name, w)
        assert np.array_equal(other[~nan].view(np.uint32), got[:n][~nan].view(np.uint32)), (name, w)
    if name in SPECIAL:
        x, want = (np.array(v, np.float32) for v in zip(*SPECIAL[name]))
        _exact(avx512[16](name, np.resize(x, 49)), np.resize(want, 49))
        rng = np.random.default_rng(3)
        bits = rng.integers(0x7F800001, 0x80000000, 10_000, dtype=np.uint64).astype(np.uint32)
        assert np.isnan(avx512[16](name, np.concatenate([bits, bits | 0x80000000]).view(np.float32))).all()


INTERNAL = ("exp_nonpositive", "mul_sigmoid")  # lowering's own variants (range facts, fusion)


@pytest.fixture(scope="module")
def internal():
    libs = {f"w{w}": Lib(w, names=INTERNAL) for w in (1, 4, 16)}
    libs["sse2"] = Lib(4, cpu="x86-64", names=INTERNAL)
    if _HOST_AVX512:
        libs["avx512"] = Lib(16, native=True, names=INTERNAL)
    return libs


def test_exp_nonpositive(internal):
    """exp for x <= 0 (softmax's x - max), with the degree-5 polynomial: within 3 ulp
    (2.2 measured), 6 on AVX-512 with the one-step reduction (4.8 measured); denormal
    results within 2 (AVX-512: 4) denormal ulps; 0 -> 1, -inf -> 0, NaN -> NaN."""
    xs, ref = case("exp")
    keep = ~(xs[0] > 0)
    x, want = xs[0][keep], ref[keep]
    for label, lib in internal.items():
        # the one-step reduction's relative 2.9e-7 is up to 3.4e-45 on the largest denormals
        MAX_ULP["exp_nonpositive"] = 6 if label == "avx512" else 3
        den = 4 * DENORMAL_ABS if label == "avx512" else 2 * DENORMAL_ABS
        check_accuracy("exp_nonpositive", lib("exp_nonpositive", x), want, x, den_abs=den)
        _exact(lib("exp_nonpositive", np.array([0.0, -0.0, -INF, NAN, -1e-45, -104.0, -3.4e38] * 3, np.float32)),
               np.array([1.0, 1.0, 0.0, NAN, 1.0, 0.0, 0.0] * 3, np.float32))


def test_mul_sigmoid(internal):
    """a * sigmoid(x) (swish and gelu_tanh fused, exp of degree 5): within 6 ulp (4.1 with
    FMA, 4.8 without, measured), and the products' special values as numpy has them in
    float64."""
    xs, _ = case("sigmoid")
    rng = np.random.default_rng(11)
    a = np.concatenate([xs[0][: xs[0].size // 2], rng.uniform(-3, 3, xs[0].size - xs[0].size // 2)]).astype(np.float32)
    x = xs[0]
    with np.errstate(all="ignore"):
        want = a.astype(np.float64) * reference("sigmoid", x)
    MAX_ULP["mul_sigmoid"] = 6
    # below -87.3, exp(-|x|) is denormal (as the unfused sigmoid was): absolute error
    normal = ~(np.abs(x) >= 87.0)
    for label, lib in internal.items():
        got = lib("mul_sigmoid", a, x)
        check_accuracy("mul_sigmoid", got[normal], want[normal], a[normal], x[normal],
                       den_abs=2 * DENORMAL_ABS)
        fin = ~normal & np.isfinite(want)
        err = np.abs(got[fin] - want[fin])
        assert (err <= (np.abs(a[fin]) + 1) * 2 * DENORMAL_ABS + 1e-6 * np.abs(want[fin])).all(), label
    sa = np.array([INF, -INF, -INF, INF, NAN, 1.0, 0.0, -0.0, 2.0, 5.0, 3.4e38], np.float32)
    sx = np.array([INF, -INF, INF, -INF, 1.0, NAN, -INF, 3.0, 0.0, -1e30, 100.0], np.float32)
    with np.errstate(all="ignore"):
        sw = sa.astype(np.float64) * reference("sigmoid", sx)
    for label, lib in internal.items():
        got, w = lib("mul_sigmoid", np.resize(sa, 35), np.resize(sx, 35)), np.resize(sw, 35)
        if label != "avx512":  # a reciprocal estimate and a Newton step: 2 * sigmoid(0) may be 1 - ulp
            near = np.isfinite(got) & (got != 0) & (np.abs(got - w) <= 2.4e-7 * np.abs(w))
            got = np.where(near, w, got)
        _exact(got, w)


def test_avx512_machine_code(avx512):
    """The AVX-512 builds use the instructions they are for, and no calls."""
    mod = llvm.parse_assembly(avx512[16].optimized)
    asm = avx512[16].tm.emit_assembly(mod)
    assert not re.search(r"\bcall\w*\s", asm)
    for ins in ("vscalefps", "vrndscaleps", "vdivps"):  # sigmoid divides: FMA pipes stay free
        assert ins in asm, ins


def test_exp_denormal_results(libs):
    x = np.linspace(-110, -87.3, 200_001).astype(np.float32)
    for w in (1, 16):
        got = libs[w]("exp", x).astype(np.float64)
        assert np.abs(got - np.exp(x.astype(np.float64))).max() <= DENORMAL_ABS
        assert (got[x < -103.98] == 0).all() and (got[x > -103.2] > 0).all()
        assert (np.diff(got) >= 0).all()


def test_log_denormal_inputs(libs):
    x = np.exp2(np.linspace(-149, -126, 50_001)).astype(np.float32)
    for w in (1, 8):
        check_accuracy("log", libs[w]("log", x), reference("log", x), x)


def test_pow_special_values(libs):
    vals = np.array([0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, 2.5, -2.5, 3.5,
                     -3.5, INF, -INF, NAN, 1e-45, -1e-45, 1e30, -1e30, 16777216.0,
                     16777218.0, 8388609.0, -8388609.0, 3.4e38, -3.4e38, 0.1, 7.0, -7.0],
                    np.float32)
    a, b = (v.ravel() for v in np.meshgrid(vals, vals))
    with np.errstate(all="ignore"):
        want = np.power(a.astype(np.float64), b.astype(np.float64)).astype(np.float32)
    for w in WIDTHS:
        got = libs[w]("pow", a, b)
        exactly = ~np.isfinite(want) | (want == 0) | (np.abs(want) == 1) | (b == 0) | \
            (a == 1) | (b == 1) | (b == 2)
        _exact(got[exactly], want[exactly])
        check_accuracy("pow", got, np.power(a.astype(np.float64), b.astype(np.float64)),
                       a, b)
    # the documented rules, spelled out
    cases = [(NAN, 0.0, 1.0), (NAN, -0.0, 1.0), (1.0, NAN, 1.0), (1.0, INF, 1.0),
             (-1.0, INF, 1.0), (-1.0, -INF, 1.0), (-2.0, 3.0, -8.0), (-2.0, 2.0, 4.0),
             (-2.0, 0.5, NAN), (-INF, 0.5, INF), (-INF, 3.0, -INF), (-INF, -3.0, -0.0),
             (0.0, -1.0, INF), (-0.0, -1.0, -INF), (-0.0, -2.0, INF), (-0.0, -0.5, INF),
             (-0.0, 3.0, -0.0), (-0.0, 2.0, 0.0), (0.5, INF, 0.0), (0.5, -INF, INF),
             (2.0, INF, INF), (2.0, -INF, 0.0), (-0.5, INF, 0.0), (-3.0, -INF, 0.0),
             (INF, -1.0, 0.0), (INF, 0.5, INF), (2.0, NAN, NAN), (NAN, 1.0, NAN),
             (-1.0, 16777217.0, 1.0), (-1.0, 8388609.0, -1.0), (2.0, 128.0, INF),
             (2.0, -149.0, 1e-45), (2.0, -150.0, 0.0), (-2.0, -149.0, -1e-45)]
    a, b, want = (np.array(v, np.float32) for v in zip(*cases))
    _exact(libs[4]("pow", a, b), want)
    # exactly representable integer powers come out exact; x**1 and x**2 always do
    a, b = (v.ravel() for v in np.meshgrid(np.arange(-12, 13), np.arange(-12, 13)))
    want = np.power(a.astype(np.float64), b.astype(np.float64))
    rep = want.astype(np.float32) == want
    _exact(libs[16]("pow", a[rep], b[rep]), want[rep])
    x = _bits(np.random.default_rng(5), 100_000)
    for e in (1.0, 2.0):
        _exact(libs[16]("pow", x, np.float32(e)), np.power(x, np.float32(e)))


# ---------------------------------------------------------------- scalable vectors

SVE = "<vscale x 4 x float>"


def _sve_object(asm: bool = False):
    """`run_<name>(in0[, in1], out, n)` over <vscale x 4 x float> (n a multiple of the
    vector length), compiled for aarch64 + SVE. Returns (object bytes, assembly)."""
    ty, fns = SVE, []
    for n in vm.FUNCTIONS:
        k = vm.ARITY[n]
        loads = "".join(f"  %p{j} = getelementptr float, ptr %in{j}, i64 %i\n"
                        f"  %v{j} = load {ty}, ptr %p{j}, align 4\n" for j in range(k))
        fns.append(f"""
define void @run_{n}({", ".join(f"ptr %in{j}" for j in range(k))}, ptr %out, i64 %n) {{
entry:
  %vs = call i64 @llvm.vscale.i64()
  %step = shl i64 %vs, 2
  br label %head
head:
  %i = phi i64 [0, %entry], [%inext, %body]
  %c = icmp ult i64 %i, %n
  br i1 %c, label %body, label %done
body:
{loads}  %r = call {ty} {vm.symbol(n, ty)}({", ".join(f"{ty} %v{j}" for j in range(k))})
  %po = getelementptr float, ptr %out, i64 %i
  store {ty} %r, ptr %po, align 4
  %inext = add i64 %i, %step
  br label %head
done:
  ret void
}}""")
    ir = ("declare i64 @llvm.vscale.i64()\n" + vm.module_text((n, ty) for n in vm.FUNCTIONS)
          + "\n".join(fns))
    triple = "aarch64-unknown-linux-gnu"
    tm = llvm.Target.from_triple(triple).create_target_machine(
        cpu="generic", features="+sve", opt=3, reloc="pic")
    mod = llvm.parse_assembly(ir)
    mod.triple = triple
    mod.data_layout = str(tm.target_data)
    mod.verify()
    pb = llvm.create_pass_builder(tm, llvm.create_pipeline_tuning_options(speed_level=3))
    pb.getModulePassManager().run(mod, pb)
    return tm.emit_object(mod), tm.emit_assembly(mod)


def test_scalable_vectors_compile_for_sve():
    obj, asm = _sve_object()
    assert obj
    for n in vm.FUNCTIONS:
        body = asm.split(f"run_{n}:", 1)[1].split(".Lfunc_end", 1)[0]
        assert re.search(r"\bfm(la|ad|sb|ls)\s+z\d+\.s", body), n
        assert re.search(r"\bld1w\s+\{\s*z\d+\.s", body), n
        assert not re.search(r"\bblr?\s", body), n          # no calls at all


_HARNESS_C = r"""
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
void run_exp(float*, float*, long); void run_log(float*, float*, long);
void run_tanh(float*, float*, long); void run_sigmoid(float*, float*, long);
void run_erf(float*, float*, long); void run_pow(float*, float*, float*, long);
static float* rd(const char* p, long n) {
  float* b = malloc(n * 4); FILE* f = fopen(p, "rb");
  if (fread(b, 4, n, f) != (size_t)n) exit(2); fclose(f); return b; }
int main(int argc, char** argv) {
  const char* name = argv[1]; long n = atol(argv[2]);
  float* a = rd(argv[3], n); float* o = malloc(n * 4);
  if (!strcmp(name, "pow")) run_pow(a, rd(argv[4], n), o, n);
  else if (!strcmp(name, "exp")) run_exp(a, o, n);
  else if (!strcmp(name, "log")) run_log(a, o, n);
  else if (!strcmp(name, "tanh")) run_tanh(a, o, n);
  else if (!strcmp(name, "sigmoid")) run_sigmoid(a, o, n);
  else if (!strcmp(name, "erf")) run_erf(a, o, n);
  else return 3;
  FILE* f = fopen(argv[argc - 1], "wb"); fwrite(o, 4, n, f); fclose(f); return 0; }
"""


@pytest.mark.skipif(not (shutil.which("qemu-aarch64") and shutil.which("aarch64-linux-gnu-gcc")),
                    reason="needs qemu-aarch64 and aarch64-linux-gnu-gcc")
def test_sve_results_match_host_under_qemu(libs, tmp_path):
    """Run the SVE build at several vector lengths: bit-identical to the AVX-512 build."""
    (tmp_path / "vm.o").write_bytes(_sve_object()[0])
    (tmp_path / "main.c").write_text(_HARNESS_C)
    exe = tmp_path / "h"
    subprocess.run(["aarch64-linux-gnu-gcc", "-O1", "-static", str(tmp_path / "main.c"),
                    str(tmp_path / "vm.o"), "-o", str(exe)], check=True)
    for name in vm.FUNCTIONS:
        xs, _ = case(name)
        xs = [x[::8][:64 * 1000] for x in xs]            # a sample; n multiple of any VL
        files = []
        for j, x in enumerate(xs):
            files.append(str(tmp_path / f"in{j}.bin"))
            x.tofile(files[-1])
        want = libs[16](name, *xs)
        for vl in (16, 64, 256):
            subprocess.run(["qemu-aarch64", "-cpu", f"max,sve=on,sve-default-vector-length={vl}",
                            str(exe), name, str(xs[0].size), *files, str(tmp_path / "out.bin")],
                           check=True, timeout=120)
            got = np.fromfile(tmp_path / "out.bin", np.float32)
            nan = np.isnan(got)
            assert np.array_equal(nan, np.isnan(want)), (name, vl)
            if name == "sigmoid":  # the reciprocal estimate differs between ISAs
                ulps = np.abs(got[~nan].view(np.int32).astype(np.int64) - want[~nan].view(np.int32))
                assert ulps.max() <= 1, (name, vl)
            else:
                assert np.array_equal(got[~nan].view(np.uint32), want[~nan].view(np.uint32)), \
                    (name, vl)


# ---------------------------------------------------------------- report

def _report(exhaustive: bool) -> None:
    """Print the max ulp error per function (normal results) and the max absolute error
    for denormal results, on the test inputs or on every float32 (unary functions)."""
    try:
        from scipy.special import erf as erf64   # faster than math.erf per element
    except ImportError:
        erf64 = None
    builds = {"host W=16": Lib(16), "x86-64 (SSE2, no FMA) W=4": Lib(4, cpu="x86-64")}
    for label, lib in builds.items():
        for name in vm.FUNCTIONS:
            if exhaustive and name != "pow":
                chunks = (np.arange(c << 24, (c + 1) << 24, dtype=np.uint64)
                          .astype(np.uint32).view(np.float32) for c in range(256))
            else:
                chunks = [case(name)]
            worst = worst_den = 0.0
            for chunk in chunks:
                xs, ref = chunk if isinstance(chunk, tuple) else ((chunk,), None)
                if ref is None:
                    ref = (erf64(xs[0].astype(np.float64)) if name == "erf" and erf64
                           else reference(name, *xs))
                got = lib(name, *xs)
                worst = max(worst, check_accuracy(name, got, ref, *xs))
                with np.errstate(all="ignore"):
                    r32 = ref.astype(np.float32)
                den = np.isfinite(r32) & (np.abs(r32) < 2.0 ** -126) & (r32 != 0)
                if den.any():
                    worst_den = max(worst_den, float(np.abs(got[den] - ref[den]).max()))
            print(f"{label:28s} {name:8s} max {worst:.3f} ulp; denormal results max abs "
                  f"error {worst_den:.3g}", flush=True)


if __name__ == "__main__":  # python3 tests/test_vecmath.py [--exhaustive]
    import sys
    import warnings
    warnings.simplefilter("ignore")
    _report("--exhaustive" in sys.argv)
