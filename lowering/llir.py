"""LLVM IR as text: the one builder of every lowering and of the runtime's native glue.

Text is the medium (llvmlite.ir has no scalable vectors). The pieces:

- `Val`: an SSA value or a constant with its LLVM type; in an f-string it shows its name.
- `Function`: one function's body under construction: numbered temporaries and labels,
  an entry block that collects allocas (and setup placed there with `at_entry`), one
  method per instruction, floor division and modulo as the language means them, counted
  loops on alloca'd counters (mem2reg turns them into phis), masked stores kept clear of
  an LLVM miscompile (`masked_store`).
- `Module` (llmodule.py): what one module holds, each thing once: globals, declarations,
  internal helper functions (the same symbol twice must be the same text), entry points.
The signature every kernel entry point has, for the lowerings that define kernels and
the callers that call them (GEMM drivers, native graphs, workers), is abi.KernelABI.
"""
from __future__ import annotations

import re
import struct
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Callable, Iterator, Sequence

import numpy as np

from .llmodule import Module
from .loops import IConst, IExpr, ISize, IVar

# --- types and values ------------------------------------------------------------

_VEC = re.compile(r"^<(vscale x )?(\d+) x (.+)>$")


def vector(n: int, elem: str, scalable: bool = False) -> str:
    """`<n x elem>`, or `<vscale x n x elem>`."""
    return f"<{'vscale x ' if scalable else ''}{n} x {elem}>"


def elem_of(ty: str) -> str:
    """The element type of a vector type; a scalar type is its own."""
    m = _VEC.match(ty)
    return m.group(3) if m else ty


def with_elem(ty: str, elem: str) -> str:
    """A type of ty's shape with another element: vectors stay vectors."""
    m = _VEC.match(ty)
    return f"<{m.group(1) or ''}{m.group(2)} x {elem}>" if m else elem


def is_vector(ty: str) -> bool:
    return ty.startswith("<")


_SHORT = {"float": "f32", "half": "f16", "bfloat": "bf16", "double": "f64", "ptr": "p0"}


def type_suffix(ty: str) -> str:
    """An intrinsic's suffix for ty: v16i16, nxv4f32, f32, i64, ..."""
    m = _VEC.match(ty)
    elem = m.group(3) if m else ty
    short = _SHORT.get(elem, elem)
    return f"{'nx' if m.group(1) else ''}v{m.group(2)}{short}" if m else short


@dataclass(frozen=True)
class Val:
    """An SSA value or constant: `ref` is its text as an operand, `ty` its type."""
    ref: str
    ty: str

    def __str__(self) -> str:
        return self.ref

    @property
    def typed(self) -> str:
        """`ty ref`, as an argument or an operand with its type."""
        return f"{self.ty} {self.ref}"

    @property
    def const(self) -> bool:
        return not self.ref.startswith("%")


def fconst(x: float) -> str:
    """x rounded to float32, as LLVM hex text (the only exact spelling)."""
    with np.errstate(over="ignore"):
        f32 = float(np.float32(x))
    return "0x%016X" % struct.unpack("<Q", struct.pack("<d", f32))[0]


def hconst(x: float) -> str:
    """x rounded to half precision, as LLVM's half spelling (0xH3C00 for 1.0)."""
    with np.errstate(over="ignore"):
        return "0xH%04X" % int(np.float16(x).view(np.uint16))


def i64(x: int | str) -> Val:
    return Val(str(x), "i64")


def i32(x: int) -> Val:
    return Val(str(x), "i32")


def i1(x: bool) -> Val:
    return Val("true" if x else "false", "i1")


def f32(x: float) -> Val:
    return Val(fconst(x), "float")


def const(ty: str, x: float | int | str) -> Val:
    """A constant of any type: numbers in the element's spelling, splat for vectors."""
    elem = elem_of(ty)
    text = x if isinstance(x, str) else (fconst(x) if elem in ("float", "double")
                                         else hconst(x) if elem == "half" else str(int(x)))
    return Val(f"splat ({elem} {text})" if is_vector(ty) else text, ty)


def zero(ty: str) -> Val:
    return Val("zeroinitializer" if is_vector(ty) else ("0.0" if ty in ("float", "double", "half") else "0"), ty)


def aligned(p: Val, align: int) -> Val:
    """A pointer argument with its alignment attribute (`ptr align 4 %p`)."""
    return Val(f"align {align} {p.ref}", p.ty)


Operand = Val | int


def _as_val(x: Operand, ty: str) -> Val:
    return x if isinstance(x, Val) else Val(str(x), ty)


# --- a function's body ---------------------------------------------------------------


class _Body:
    """The state a Function and its views share: names, the entry block, the rest."""

    def __init__(self, first: int) -> None:
        self.n = first
        self.allocas: list[str] = []
        self.entry: list[str] = []  # setup placed in the entry block, after the allocas
        self.lines: list[str] = []
        self.block = "entry"
        self.opaque: dict[str, Val] = {}  # by type: see Function.masked_store


class Function:
    """One function's body under construction, in `module` (declarations go there).

    Temporaries are `%<hint><n>` and labels `<hint><n>` with one counter per function, so
    every part of a lowering that writes into the function names apart; `view(hint)`
    writes into the same body under another default hint. The entry block's label is
    implicit: allocas come first, then what `at_entry` placed, then the body."""

    def __init__(self, module: Module | None = None, hint: str = "t", first: int = 0):
        self.module = module if module is not None else Module()
        self.hint = hint
        self._b = _Body(first)

    def view(self, hint: str) -> "Function":
        """This function under another default hint (the same body and module)."""
        v = Function.__new__(Function)
        v.module, v.hint, v._b = self.module, hint, self._b
        return v

    # --- names and placement -----------------------------------------------------
    @property
    def n(self) -> int:
        return self._b.n

    @property
    def current(self) -> str:
        """The label of the block being written."""
        return self._b.block

    def tmp(self, hint: str | None = None) -> str:
        """A fresh name `%<hint><n>`; a hint that starts with % is the whole name (fixed
        names: a loop's phis that later instructions refer to before they exist)."""
        if hint and hint.startswith("%"):
            return hint
        self._b.n += 1
        return f"%{hint or self.hint}{self._b.n}"

    def label(self, hint: str) -> str:
        self._b.n += 1
        return f"{hint}{self._b.n}"

    def emit(self, text: str) -> None:
        """One instruction with no result (a store, a call of a void function, a branch)."""
        self._b.lines.append("  " + text)

    def block(self, label: str) -> None:
        """Start the block `label`."""
        self._b.lines.append(f"{label}:")
        self._b.block = label

    def inst(self, text: str, ty: str, hint: str | None = None) -> Val:
        """An instruction with a result of type ty, named by hint (see tmp)."""
        r = self.tmp(hint)
        self._b.lines.append(f"  {r} = {text}")
        return Val(r, ty)

    @contextmanager
    def at_entry(self) -> Iterator[None]:
        """Emit into the entry block (after its allocas) instead: setup that every path
        needs and that only reads the function's arguments."""
        b = self._b
        saved, b.lines = b.lines, []
        try:
            yield
        finally:
            b.entry += b.lines
            b.lines = saved

    def alloca(self, ty: str, hint: str | None = None, align: int | None = None) -> Val:
        r = self.tmp(hint)
        self._b.allocas.append(f"  {r} = alloca {ty}" + (f", align {align}" if align else ""))
        return Val(r, "ptr")

    def define(self, head: str) -> str:
        """The function's text: `head` (its define line, without the brace) and the body."""
        b = self._b
        return head + " {\n" + "\n".join(["entry:", *b.allocas, *b.entry, *b.lines]) + "\n}\n"

    # --- arithmetic ----------------------------------------------------------------
    def binop(self, opc: str, a: Val, b: Operand, flags: str = "", hint: str | None = None) -> Val:
        """`opc flags ty a, b`; flags end with a space when given ("nsw ", "contract ")."""
        b = _as_val(b, a.ty)
        return self.inst(f"{opc} {flags}{a.ty} {a}, {b}", a.ty, hint)

    def add(self, a: Val, b: Operand, flags: str = "", hint: str | None = None) -> Val:
        return self.binop("add", a, b, flags, hint)

    def sub(self, a: Val, b: Operand, flags: str = "", hint: str | None = None) -> Val:
        return self.binop("sub", a, b, flags, hint)

    def mul(self, a: Val, b: Operand, flags: str = "", hint: str | None = None) -> Val:
        return self.binop("mul", a, b, flags, hint)

    def sdiv(self, a: Val, b: Operand, hint: str | None = None) -> Val:
        return self.binop("sdiv", a, b, "", hint)

    def srem(self, a: Val, b: Operand, hint: str | None = None) -> Val:
        return self.binop("srem", a, b, "", hint)

    def udiv(self, a: Val, b: Operand, hint: str | None = None) -> Val:
        return self.binop("udiv", a, b, "", hint)

    def urem(self, a: Val, b: Operand, hint: str | None = None) -> Val:
        return self.binop("urem", a, b, "", hint)

    def and_(self, a: Val, b: Operand, hint: str | None = None) -> Val:
        return self.binop("and", a, b, "", hint)

    def or_(self, a: Val, b: Operand, hint: str | None = None) -> Val:
        return self.binop("or", a, b, "", hint)

    def xor(self, a: Val, b: Operand, hint: str | None = None) -> Val:
        return self.binop("xor", a, b, "", hint)

    def shl(self, a: Val, b: Operand, hint: str | None = None) -> Val:
        return self.binop("shl", a, b, "", hint)

    def lshr(self, a: Val, b: Operand, hint: str | None = None) -> Val:
        return self.binop("lshr", a, b, "", hint)

    def ashr(self, a: Val, b: Operand, hint: str | None = None) -> Val:
        return self.binop("ashr", a, b, "", hint)

    def fneg(self, a: Val, hint: str | None = None) -> Val:
        return self.inst(f"fneg {a.typed}", a.ty, hint)

    def icmp(self, pred: str, a: Val, b: Operand, hint: str | None = None) -> Val:
        b = _as_val(b, a.ty)
        return self.inst(f"icmp {pred} {a.ty} {a}, {b}", with_elem(a.ty, "i1"), hint)

    def fcmp(self, pred: str, a: Val, b: Val, hint: str | None = None) -> Val:
        return self.inst(f"fcmp {pred} {a.ty} {a}, {b}", with_elem(a.ty, "i1"), hint)

    def select(self, c: Val, a: Val, b: Operand, hint: str | None = None) -> Val:
        b = _as_val(b, a.ty)
        return self.inst(f"select {c.typed}, {a.typed}, {b.typed}", a.ty, hint)

    def cast(self, op: str, v: Val, ty: str, hint: str | None = None) -> Val:
        """zext, sext, trunc, sitofp, fptosi, fpext, fptrunc, bitcast, ptrtoint, inttoptr."""
        return self.inst(f"{op} {v.typed} to {ty}", ty, hint)

    def smin(self, a: Val, b: Operand) -> Val:
        b = _as_val(b, a.ty)
        return self.select(self.icmp("slt", a, b), a, b)

    def smax(self, a: Val, b: Operand) -> Val:
        b = _as_val(b, a.ty)
        return self.select(self.icmp("sgt", a, b), a, b)

    def floordiv(self, a: Val, b: Val, hint: str | None = None) -> Val:
        """a / b rounded toward minus infinity, as in Python (and the language's `/`)."""
        q, _, fix = self._truncated(a, b, hint)
        return self.sub(q, self.cast("zext", fix, a.ty, hint), hint=hint)

    def floormod(self, a: Val, b: Val, hint: str | None = None) -> Val:
        """a % b with the sign of b, as in Python (and the language's `%`)."""
        _, r, fix = self._truncated(a, b, hint)
        return self.select(fix, self.add(r, b, hint=hint), r, hint)

    def _truncated(self, a: Val, b: Val, hint: str | None) -> tuple[Val, Val, Val]:
        """sdiv, srem, and the lanes where they are one off the floor: a nonzero
        remainder of another sign than b."""
        q, r = self.sdiv(a, b, hint), self.srem(a, b, hint)
        z = zero(a.ty)
        rnz, rneg, bneg = self.icmp("ne", r, z, hint), self.icmp("slt", r, z, hint), self.icmp("slt", b, z, hint)
        return q, r, self.and_(rnz, self.xor(rneg, bneg, hint), hint)

    # --- memory --------------------------------------------------------------------
    def gep(self, elem: str, base: Val | str, idx: Operand, hint: str | None = None) -> Val:
        """`getelementptr elem, ptr base, idx`: a pointer, or a vector of them for a
        vector of indices (an int index is an i64)."""
        idx = _as_val(idx, "i64")
        return self.inst(f"getelementptr {elem}, ptr {base}, {idx.typed}", with_elem(idx.ty, "ptr"), hint)

    def load(self, ty: str, p: Val | str, align: int | None = None, hint: str | None = None,
             order: str | None = None) -> Val:
        """`load ty, ptr p`; `order`: an atomic load with that ordering."""
        atomic = "atomic " if order else ""
        tail = (f" {order}" if order else "") + (f", align {align}" if align else "")
        return self.inst(f"load {atomic}{ty}, ptr {p}{tail}", ty, hint)

    def store(self, v: Val, p: Val | str, align: int | None = None, nontemporal: bool = False,
              order: str | None = None) -> None:
        atomic = "atomic " if order else ""
        tail = (f" {order}" if order else "") + (f", align {align}" if align else "")
        self.emit(f"store {atomic}{v.typed}, ptr {p}{tail}" + (", !nontemporal !{i32 1}" if nontemporal else ""))

    def cmpxchg(self, p: Val, expected: Val, new: Val, order: str = "seq_cst seq_cst",
                hint: str | None = None) -> Val:
        """Atomically: if *p == expected, *p = new. A `{ old value, i1 swapped }`."""
        return self.inst(f"cmpxchg ptr {p}, {expected.typed}, {new.typed} {order}", f"{{ {expected.ty}, i1 }}", hint)

    def extractvalue(self, agg: Val, index: int, ty: str, hint: str | None = None) -> Val:
        return self.inst(f"extractvalue {agg.typed}, {index}", ty, hint)

    # --- calls ---------------------------------------------------------------------
    def call(self, callee: Val | str, ret: str, args: Sequence[Val], flags: str = "", hint: str | None = None,
             fnty: str | None = None) -> Val:
        """`call flags ret callee(args)` (a void call's result is no value); fnty: the
        callee's function type where LLVM needs it (a variadic callee: `i64 (i64, ...)`)."""
        text = f"call {flags}{fnty or ret} {callee}({', '.join(a.typed for a in args)})"
        if ret == "void":
            self.emit(text)
            return Val("", "void")
        return self.inst(text, ret, hint)

    def intrinsic(self, symbol: str, ret: str, args: Sequence[Val], flags: str = "", hint: str | None = None) -> Val:
        """A call of `@symbol`, declared in the module from the arguments' types."""
        return self.call(self.module.declare(symbol, ret, [a.ty for a in args]), ret, args, flags, hint)

    def masked_store(self, v: Val, p: Val, mask: Val, align: int) -> None:
        """v's lanes where mask is set, to p (llvm.masked.store).

        Over fixed-width i8 and i16 lanes the mask's first and last lanes are or-ed with a
        false the optimizer cannot see: LLVM 22 on AVX-512 folds a truncation into a masked
        store, then turns a constant mask of one lane into a scalar store of the element
        before truncation, which writes past the lane (llvm/llvm-project#179489). A kernel
        specialized to one channel, or an unrolled tail of one lane, has such a mask; with
        the or, no partial mask is a constant, while an all-true one still is (a plain store,
        where AVX2 has no masked store of these lanes)."""
        if elem_of(v.ty) in ("i8", "i16") and not v.ty.startswith("<vscale"):
            mask = self.or_(mask, self._opaque_ends(mask.ty))
        self.intrinsic(f"llvm.masked.store.{type_suffix(v.ty)}.p0", "void", [v, aligned(p, align), mask])

    def _opaque_ends(self, ty: str) -> Val:
        """<f, false, ..., false, f> of type ty, f a false no pass can fold (an empty inline
        asm passes 0 through); made in the entry block, once per function and type."""
        b = self._b
        if ty not in b.opaque:
            with self.at_entry():
                if "i1" not in b.opaque:
                    off = self.inst('call i64 asm "", "=r,0"(i64 0)', "i64", "off")
                    b.opaque["i1"] = self.cast("trunc", off, "i1", hint="off")
                m = _VEC.match(ty)
                assert m is not None, f"a mask of fixed-width lanes, not {ty}"
                f, last = b.opaque["i1"], int(m.group(2)) - 1
                first = self.inst(f"insertelement {ty} zeroinitializer, i1 {f}, i64 0", ty, "off")
                b.opaque[ty] = self.inst(f"insertelement {ty} {first}, i1 {f}, i64 {last}", ty, "off")
        return b.opaque[ty]

    def splat(self, v: Val, vty: str, hint: str | None = None, inner: str | None = None) -> Val:
        """v in every lane of vty (insertelement and a zero shuffle). `inner`: the hint
        of the insertelement (default: hint)."""
        lanes = with_elem(vty, "i32")
        ins = self.inst(f"insertelement {vty} poison, {v.typed}, i64 0", vty, inner or hint)
        return self.inst(f"shufflevector {vty} {ins}, {vty} poison, {lanes} zeroinitializer", vty, hint)

    # --- control flow --------------------------------------------------------------
    def br(self, label: str) -> None:
        self.emit(f"br label %{label}")

    def cbr(self, cond: Val | str, yes: str, no: str, meta: str = "") -> None:
        self.emit(f"br i1 {cond}, label %{yes}, label %{no}{meta}")

    def switch(self, v: Val, default: str, cases: Sequence[tuple[int, str]]) -> None:
        arms = " ".join(f"{v.ty} {k}, label %{lbl}" for k, lbl in cases)
        self.emit(f"switch {v.typed}, label %{default} [{arms}]")

    def phi(self, ty: str, incoming: Sequence[tuple[Val | str, str]], hint: str | None = None) -> Val:
        arms = ", ".join(f"[{v}, %{lbl}]" for v, lbl in incoming)
        return self.inst(f"phi {ty} {arms}", ty, hint)

    def ret(self, v: Val | None = None) -> None:
        self.emit(f"ret {v.typed}" if v is not None else "ret void")

    # --- counted loops (counters in allocas) ---------------------------------------
    def var(self, init: Operand, ty: str = "i64", hint: str = "c") -> Val:
        """A variable: an alloca set to init here."""
        a = self.alloca(ty, hint)
        self.store(_as_val(init, ty), a)
        return a

    def open_loop(self, lo: Operand, hi: Operand, name: str = "") -> tuple[Val, Val, str, str]:
        """The head of `for (i = lo; i < hi; )`: (counter, i, head, done). The body goes
        on in the current block and may continue from several places (`again`, each with
        its own next i); the caller ends with `block(done)`."""
        a = self.var(lo)
        head, bb, done = self.label(f"{name}head"), self.label(f"{name}body"), self.label(f"{name}done")
        self.br(head)
        self.block(head)
        i = self.load("i64", a, hint=name or "i")
        self.cbr(self.icmp("slt", i, _as_val(hi, "i64")), bb, done)
        self.block(bb)
        return a, i, head, done

    def again(self, counter: Val, nxt: Operand, head: str) -> None:
        """Continue a loop made by open_loop with i = nxt."""
        self.store(_as_val(nxt, "i64"), counter)
        self.br(head)

    def loop(self, lo: Operand, hi: Operand, body: Callable[[Val], object], step: Operand = 1) -> None:
        """for (i = lo; i < hi; i += step) body(i)"""
        a, i, head, done = self.open_loop(lo, hi)
        body(i)
        self.again(a, self.add(i, step, "nsw "), head)
        self.block(done)

    # --- index expressions ---------------------------------------------------------
    def index(self, e: IExpr, env: dict[str, Val]) -> Val:
        """An index expression as i64: loop variables from env, sizes the kernel's
        arguments (or env's), `/` and `%` floor as in the language."""
        if isinstance(e, IConst):
            return i64(e.value)
        if isinstance(e, IVar):
            return env[e.name]
        if isinstance(e, ISize):
            return env.get(e.name, Val(f"%size.{e.name}", "i64"))
        a, b = self.index(e.a, env), self.index(e.b, env)
        if e.op in "+-*":
            return self.binop({"+": "add", "-": "sub", "*": "mul"}[e.op], a, b)
        return self.floordiv(a, b) if e.op == "/" else self.floormod(a, b)
