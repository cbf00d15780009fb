"""LLVM IR as text, for the lowerings that emit their loops directly (gemm.py, stencil.py).

IRText numbers temporaries and labels, keeps loop counters in allocas (mem2reg turns them
into phis) and evaluates index expressions (the language's floor `/` and `%`); VecText adds
the vector intrinsics of one fixed width, declared once each.
"""
from __future__ import annotations

from .loops import IConst, IExpr, ISize, IVar, Kernel, ibin, product


class IRText:
    """A function body under construction: numbered temporaries, alloca'd loop counters
    (mem2reg turns them into phis)."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.allocas: list[str] = []
        self.n = 0

    def tmp(self, p: str = "t") -> str:
        self.n += 1
        return f"%{p}{self.n}"

    def label(self, p: str) -> str:
        self.n += 1
        return f"{p}{self.n}"

    def op(self, text: str, p: str = "t") -> str:
        r = self.tmp(p)
        self.lines.append(f"  {r} = {text}")
        return r

    def emit(self, text: str) -> None:
        self.lines.append(f"  {text}")

    def block(self, name: str) -> None:
        self.lines.append(f"{name}:")

    def function(self, head: str) -> str:
        """The function `head` (its define line) with this body, the allocas at the top of
        the entry block (the first line is its label)."""
        body = self.lines[:1] + self.allocas + self.lines[1:]
        return head + " {\n" + "\n".join(body) + "\n}\n"

    def var(self, init: str) -> str:
        a = self.tmp("c")
        self.allocas.append(f"  {a} = alloca i64")
        self.emit(f"store i64 {init}, ptr {a}")
        return a

    def open_loop(self, lo: str, hi: str, name: str = "") -> tuple[str, str, str, str]:
        """The head of `for (i = lo; i < hi; )`: (counter, i, head, done). The body goes
        on in the current block and may continue from several places (`again`, each with
        its own next i); the caller ends with `block(done)`."""
        a = self.var(lo)
        head, bb, done = self.label(f"{name}head"), self.label(f"{name}body"), self.label(f"{name}done")
        self.emit(f"br label %{head}")
        self.block(head)
        i = self.op(f"load i64, ptr {a}", name or "i")
        self.emit(f"br i1 {self.op(f'icmp slt i64 {i}, {hi}')}, label %{bb}, label %{done}")
        self.block(bb)
        return a, i, head, done

    def again(self, counter: str, nxt: str, head: str) -> None:
        """Continue a loop made by open_loop with i = nxt."""
        self.emit(f"store i64 {nxt}, ptr {counter}")
        self.emit(f"br label %{head}")

    def loop(self, lo: str, hi: str, body, step: str = "1") -> None:
        """for (i = lo; i < hi; i += step) body(i)"""
        a, i, head, done = self.open_loop(lo, hi)
        body(i)
        self.again(a, self.op(f"add nsw i64 {i}, {step}"), head)
        self.block(done)

    def i(self, opname: str, a: str, b: str) -> str:
        """An i64 binary operation."""
        return self.op(f"{opname} i64 {a}, {b}")

    def min(self, a: str, b: str) -> str:
        return self.op(f"select i1 {self.op(f'icmp slt i64 {a}, {b}')}, i64 {a}, i64 {b}")

    def max(self, a: str, b: str) -> str:
        return self.op(f"select i1 {self.op(f'icmp sgt i64 {a}, {b}')}, i64 {a}, i64 {b}")

    def ix(self, e: IExpr, env: dict[str, str]) -> str:
        """An index expression as i64 (`/` and `%` floor, as in the language)."""
        if isinstance(e, IConst):
            return str(e.value)
        if isinstance(e, IVar):
            return env[e.name]
        if isinstance(e, ISize):
            return env.get(e.name, f"%size.{e.name}")
        a, b = self.ix(e.a, env), self.ix(e.b, env)
        if e.op in "+-*":
            return self.op(f"{ {'+': 'add', '-': 'sub', '*': 'mul'}[e.op]} i64 {a}, {b}")
        q, r = self.op(f"sdiv i64 {a}, {b}"), self.op(f"srem i64 {a}, {b}")
        rnz, rneg, bneg = self.i("icmp ne", r, "0"), self.i("icmp slt", r, "0"), self.i("icmp slt", b, "0")
        fix = self.op(f"and i1 {rnz}, {self.op(f'xor i1 {rneg}, {bneg}')}")
        if e.op == "/":
            return self.op(f"sub i64 {q}, {self.op(f'zext i1 {fix} to i64')}")
        return self.op(f"select i1 {fix}, i64 {self.op(f'add i64 {r}, {b}')}, i64 {r}")


class VecText:
    """Vector types and intrinsics of L float lanes; `decls` collects what was used."""

    def __init__(self, lanes: int):
        self.L = lanes
        self.vt = f"<{lanes} x float>"
        self.mt = f"<{lanes} x i1>"
        self.vi = f"<{lanes} x i64>"
        self.sfx = f"v{lanes}f32"
        self.decls: set[str] = set()

    def intrinsic(self, name: str, sig: str) -> str:
        self.decls.add(f"declare {sig.replace('@F', '@' + name)}")
        return f"@{name}"

    def masked_load(self) -> str:
        return self.intrinsic(f"llvm.masked.load.{self.sfx}.p0",
                              f"{self.vt} @F(ptr, {self.mt}, {self.vt})")

    def splat(self, ir: IRText, x: str, ty: str = "i64") -> str:
        """x (an i64, float or i32 value) in every lane."""
        vt = {"i64": self.vi, "float": self.vt, "i32": f"<{self.L} x i32>"}[ty]
        one = ir.op(f"insertelement {vt} poison, {ty} {x}, i64 0")
        return ir.op(f"shufflevector {vt} {one}, {vt} poison, <{self.L} x i32> zeroinitializer")

    def masked_store(self) -> str:
        return self.intrinsic(f"llvm.masked.store.{self.sfx}.p0", f"void @F({self.vt}, ptr, {self.mt})")

    def load(self, ir: IRText, p: str, mask: str | None = None) -> str:
        """The vector at p: every lane, or the mask's (the others 0 and never read)."""
        if mask is None:
            return ir.op(f"load {self.vt}, ptr {p}, align 4")
        return ir.op(f"call {self.vt} {self.masked_load()}(ptr align 4 {p}, {self.mt} {mask}, {self.vt} zeroinitializer)")

    def store(self, ir: IRText, v: str, p: str, mask: str | None = None) -> None:
        """v to p: every lane, or the mask's."""
        if mask is None:
            ir.emit(f"store {self.vt} {v}, ptr {p}, align 4")
        else:
            ir.emit(f"call void {self.masked_store()}({self.vt} {v}, ptr align 4 {p}, {self.mt} {mask})")

    def zeroed_slots(self, ir: IRText, n: int, prefix: str) -> list[str]:
        """n vector variables (allocas, promoted to registers), each set to 0 here."""
        slots = []
        for _ in range(n):
            a = ir.tmp(prefix)
            ir.allocas.append(f"  {a} = alloca {self.vt}")
            ir.emit(f"store {self.vt} zeroinitializer, ptr {a}")
            slots.append(a)
        return slots

    def fma_into(self, ir: IRText, slot: str, a: str, b: str) -> None:
        """slot (a zeroed_slots variable) += a * b, one fused multiply-add."""
        vt = self.vt
        old = ir.op(f"load {vt}, ptr {slot}")
        new = ir.op(f"call {vt} {self.fmuladd()}({vt} {a}, {vt} {b}, {vt} {old})")
        ir.emit(f"store {vt} {new}, ptr {slot}")

    def lane_mask(self) -> str:
        return self.intrinsic(f"llvm.get.active.lane.mask.v{self.L}i1.i64", f"{self.mt} @F(i64, i64)")

    def fmuladd(self) -> str:
        return self.intrinsic(f"llvm.fmuladd.{self.sfx}", f"{self.vt} @F({self.vt}, {self.vt}, {self.vt})")

    def gather(self) -> str:
        return self.intrinsic(f"llvm.masked.gather.{self.sfx}.v{self.L}p0",
                              f"{self.vt} @F(<{self.L} x ptr>, {self.mt}, {self.vt})")


def flat_index(k: Kernel, ld_buffer: str, index: tuple[IExpr, ...]) -> IExpr:
    dims = k.buffer(ld_buffer).dims
    out: IExpr = IConst(0)
    for d, e in enumerate(index):
        out = ibin("+", out, ibin("*", e, product(dims[d + 1:])))
    return out
