"""lowering/llir.py, the one LLVM text builder: instructions as text, a module that holds
each thing once, floor division as the language means it (compiled and run), the kernel
ABI."""
from __future__ import annotations

import ctypes
import platform

import numpy as np
import pytest

from jit_runtime.jit import Target, compile_ir, emit_asm, host_target
from jit_runtime.lowering.abi import KernelABI
from jit_runtime.lowering.llir import Function, Module, Val, const, elem_of, i64, vector, with_elem
from jit_runtime.lowering.loops import IBin, IConst, ISize, IVar


def test_types():
    v16 = vector(16, "float")
    assert v16 == "<16 x float>" and vector(4, "i1", scalable=True) == "<vscale x 4 x i1>"
    assert elem_of(v16) == "float" and elem_of("i64") == "i64"
    assert with_elem(v16, "i1") == "<16 x i1>" and with_elem("<vscale x 4 x float>", "i32") == "<vscale x 4 x i32>"
    assert with_elem("float", "i1") == "i1"
    assert const(v16, 1.0).ref == "splat (float 0x3FF0000000000000)" and const("i64", 3).ref == "3"


def test_instructions_as_text():
    fn = Function()
    a, b = Val("%a", "i64"), Val("%b", "i64")
    s = fn.add(a, b, "nsw ")
    c = fn.icmp("slt", s, 4)
    x = fn.select(c, s, b)
    v = fn.splat(Val("%f", "float"), "<8 x float>", hint="s", inner="ins")
    fn.store(v, Val("%p", "ptr"), align=4)
    fn.ret()
    text = fn.define("define void @f(i64 %a, i64 %b, float %f, ptr %p)")
    assert text.splitlines()[1:] == [
        "entry:",
        "  %t1 = add nsw i64 %a, %b",
        "  %t2 = icmp slt i64 %t1, 4",
        "  %t3 = select i1 %t2, i64 %t1, i64 %b",
        "  %ins4 = insertelement <8 x float> poison, float %f, i64 0",
        "  %s5 = shufflevector <8 x float> %ins4, <8 x float> poison, <8 x i32> zeroinitializer",
        "  store <8 x float> %s5, ptr %p, align 4",
        "  ret void",
        "}"]
    assert x.ty == "i64" and c.ty == "i1" and v.ty == "<8 x float>"
    assert fn.fcmp("oeq", v, v).ty == "<8 x i1>"


def test_entry_block_and_views():
    """Allocas and `at_entry` setup land in the entry block whatever is being written;
    a view writes into the same body under its own hint, one counter for both."""
    fn = Function()
    fn.block("loop")
    x = fn.add(Val("%n", "i64"), 1)
    slot = fn.alloca("i64", "acc", align=8)
    with fn.at_entry():
        first = fn.mul(Val("%n", "i64"), 2)
    other = fn.view("v")
    y = other.add(x, first)
    fn.store(y, slot)
    lines = fn.define("define void @g(i64 %n)").splitlines()
    assert lines[1:5] == ["entry:", "  %acc2 = alloca i64, align 8", "  %t3 = mul i64 %n, 2", "loop:"]
    assert "  %v4 = add i64 %t1, %t3" in lines


def test_module_holds_each_thing_once():
    m = Module()
    assert m.declare("llvm.fabs.f32", "float", ["float"]) == "@llvm.fabs.f32"
    m.declare("llvm.fabs.f32", "float", ["float"])
    with pytest.raises(ValueError, match="declared twice"):
        m.declare("llvm.fabs.f32", "double", ["double"])
    m.global_("jr.zero", "internal constant float 0.0, align 4")
    m.global_("jr.zero", "internal constant float 0.0, align 4")
    with pytest.raises(ValueError, match="jr.zero"):
        m.global_("jr.zero", "internal constant float 1.0, align 4")
    helper = 'define internal float @"h.f"(float %x) {\nentry:\n  ret float %x\n}\n'
    assert m.helper(helper) == m.helper(helper) == "@h.f"
    with pytest.raises(ValueError, match="h.f"):
        m.helper(helper.replace("ret float %x", "ret float 0.0"))
    m.function("define float @main(float %x) {\nentry:\n  %y = call float @h.f(float %x)\n  ret float %y\n}\n")
    text = m.text()
    assert text.count("declare") == 1 and text.count("@jr.zero =") == 1 and text.count("define internal") == 1
    assert text.index("@jr.zero") < text.index("declare") < text.index("define internal") < text.index("@main")


def _floor_kernel(vector_lanes: int | None) -> str:
    """void @f(ptr a, ptr b, ptr q, ptr r, i64 n): q = a // b, r = a % b elementwise."""
    m = Module()
    fn = Function(m)
    n = Val("%n", "i64")
    if vector_lanes is None:
        def body(i: Val) -> None:
            a = fn.load("i64", fn.gep("i64", "%a", i))
            b = fn.load("i64", fn.gep("i64", "%b", i))
            fn.store(fn.floordiv(a, b), fn.gep("i64", "%q", i))
            fn.store(fn.floormod(a, b), fn.gep("i64", "%r", i))
        fn.loop(0, n, body)
    else:
        vt = vector(vector_lanes, "i64")

        def body(i: Val) -> None:
            a = fn.load(vt, fn.gep("i64", "%a", i), align=8)
            b = fn.load(vt, fn.gep("i64", "%b", i), align=8)
            fn.store(fn.floordiv(a, b), fn.gep("i64", "%q", i), align=8)
            fn.store(fn.floormod(a, b), fn.gep("i64", "%r", i), align=8)
        fn.loop(0, n, body, step=vector_lanes)
    fn.ret()
    m.function(fn.define("define void @f(ptr %a, ptr %b, ptr %q, ptr %r, i64 %n)"))
    return m.text()


@pytest.mark.parametrize("lanes", [None, 4])
def test_floor_division_is_pythons(lanes):
    a = np.array([x for x in range(-9, 10) for _ in range(-4, 5) if _ != 0], np.int64)
    b = np.array([y for _ in range(-9, 10) for y in range(-4, 5) if y != 0], np.int64)
    a = np.concatenate([a, [np.iinfo(np.int64).min + 1, 7, -7, 0]])
    b = np.concatenate([b, [3, -(1 << 40), 1 << 40, -5]])
    pad = (-len(a)) % 4
    a, b = np.concatenate([a, np.ones(pad, np.int64)]), np.concatenate([b, np.ones(pad, np.int64)])
    q, r = np.empty_like(a), np.empty_like(a)
    mod = compile_ir(_floor_kernel(lanes), cache=False)
    f = ctypes.CFUNCTYPE(None, *[ctypes.c_void_p] * 4, ctypes.c_int64)(mod.address("f"))
    f(a.ctypes.data, b.ctypes.data, q.ctypes.data, r.ctypes.data, len(a))
    np.testing.assert_array_equal(q, a // b)
    np.testing.assert_array_equal(r, a % b)


def test_index_expressions():
    fn = Function()
    e = IBin("+", IBin("*", IVar("i"), ISize("N")), IBin("/", IVar("j"), IConst(2)))
    v = fn.index(e, {"i": Val("%i", "i64"), "j": Val("%j", "i64")})
    text = fn.define("define i64 @x()")
    assert "mul i64 %i, %size.N" in text and "sdiv i64 %j, 2" in text and v.ty == "i64"
    assert fn.index(IConst(7), {}) == i64(7)


def test_kernel_abi():
    abi = KernelABI(("x", "y"), ("N",))
    assert abi.define("jr.op.relu") == ('define void @"jr.op.relu"(ptr noalias %buf.x, ptr noalias %buf.y, '
                                        'ptr noalias %scratch, i64 %size.N, i64 %range.lo, i64 %range.hi) nounwind')
    fn = Function()
    abi.call(fn, '@"jr.op.other"', abi.args(lo=i64(0), hi=i64(KernelABI.FULL)))
    assert ('  call void @"jr.op.other"(ptr %buf.x, ptr %buf.y, ptr %scratch, i64 %size.N, i64 0, '
            f'i64 {1 << 62})') in fn.define("define void @z()").splitlines()
    assert KernelABI.arity(1, 2).params()[0].ref == "%buf.b0"


def _narrowed_store(lanes: int, wide: str, narrow: str, active: int) -> str:
    """f(x, y): x's `lanes` wide integers shifted right by 3, truncated, stored to y under
    the constant mask of the first `active` lanes (what specializing a tail makes)."""
    m = Module()
    fn = Function(m)
    wt, nt = vector(lanes, wide), vector(lanes, narrow)
    v = fn.cast("trunc", fn.lshr(fn.load(wt, Val("%x", "ptr"), align=4), const(wt, 3)), nt)
    mask = fn.intrinsic(f"llvm.get.active.lane.mask.v{lanes}i1.i64", vector(lanes, "i1"), [i64(0), i64(active)])
    fn.masked_store(v, Val("%y", "ptr"), mask, 1)
    fn.ret()
    m.function(fn.define("define void @f(ptr noalias %x, ptr noalias %y)"))
    return m.text()


@pytest.mark.parametrize("wide,narrow", [("i32", "i16"), ("i32", "i8"), ("i16", "i8")])
@pytest.mark.parametrize("lanes", [4, 8, 16, 32])
@pytest.mark.parametrize("active", [1, 2, 3])
@pytest.mark.parametrize("cpu", ["host", "x86-64-v3"])
def test_masked_store_of_narrowed_lanes_writes_only_its_lanes(wide, narrow, lanes, active, cpu):
    """On AVX-512, LLVM 22 folds the truncation into the masked store and then stores a
    one-lane constant mask's element at the wide type, 1 to 3 bytes past the lane
    (llvm/llvm-project#179489); `masked_store` keeps a partial mask opaque to it."""
    if cpu != "host" and platform.machine() not in ("x86_64", "AMD64"):
        pytest.skip("an x86 target")
    target = host_target() if cpu == "host" else Target(host_target().triple, cpu)
    mod = compile_ir(_narrowed_store(lanes, wide, narrow, active), target, cache=False)
    wdt, ndt = {"i32": np.uint32, "i16": np.uint16}[wide], {"i16": np.uint16, "i8": np.uint8}[narrow]
    x = np.arange(0x01020304, 0x01020304 + 977 * lanes, 977, dtype=np.uint64).astype(wdt)
    y = np.full(lanes + 8, 0xAB, ndt)
    ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p)(mod.address("f"))(x.ctypes.data, y.ctypes.data)
    np.testing.assert_array_equal(y[:active], (x[:active] >> 3).astype(ndt))
    np.testing.assert_array_equal(y[active:], np.full(lanes + 8 - active, 0xAB, ndt))


@pytest.mark.skipif(platform.machine() not in ("x86_64", "AMD64"), reason="an x86 target")
def test_an_all_true_mask_of_narrow_lanes_is_still_a_plain_store():
    """The guard leaves an all-true constant mask constant: on AVX2, which has no masked
    store of 16-bit lanes, the store stays one vector store, not sixteen branches."""
    asm = emit_asm(_narrowed_store(16, "i32", "i16", 16), Target(host_target().triple, "x86-64-v3"))
    body = [ln.split()[0] for ln in asm.splitlines() if ln.startswith("\t") and not ln.startswith("\t.")]
    assert not [op for op in body if op.startswith("j")], asm
    assert "vmovdqu" in body or "vmovups" in body, asm
