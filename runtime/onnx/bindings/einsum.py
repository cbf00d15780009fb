"""Einsum: the equation is index notation already, so each one becomes a generated DSL op
(the lowering finds the GEMM in matrix-product equations, as for MatMul).

    "bij,bjk->bik"  ->  y[nb, ni, nk] = sum[nj](x0[nb, ni, nj] * x1[nb, nj, nk])

Letters become index names and their lengths shared size variables (so one letter's dims
must agree, and a repeated letter reads a diagonal); "..." becomes explicit dims per call,
broadcast as numpy does (a dim of 1 against a longer one reads index 0). A missing "->"
takes the letters used once, in alphabetical order. Three or more operands contract left
to right, two at a time, each step keeping the letters a later step or the output needs
(the cost of pairwise products, not of one nest over every letter). Integer operands run
np.einsum."""
from __future__ import annotations

import re
from functools import lru_cache

import numpy as np

from ._base import F32, INTEGER_TYPES, Binding, Ctx, binder, check_alloc, dtype_name, emit, gen, run_op
from .shape import view

_TERM = re.compile(r"^(?:[A-Za-z]|\.\.\.)*$")


def parse(equation: str, n: int) -> tuple[list[str], str | None]:
    """(input terms, output term or None) with spaces removed; ValueError if malformed."""
    eq = equation.replace(" ", "")
    if eq.count("->") > 1:
        raise ValueError(f"Einsum: '{equation}' has more than one '->'")
    lhs, out = eq.split("->") if "->" in eq else (eq, None)
    terms = lhs.split(",")
    if len(terms) != n:
        raise ValueError(f"Einsum: '{equation}' has {len(terms)} operand terms for {n} inputs")
    for t in terms + ([out] if out is not None else []):
        if not _TERM.match(t) or t.count("...") > 1:
            raise ValueError(f"Einsum: term '{t}' of '{equation}' (letters and at most one '...')")
    if out is not None:
        letters = out.replace("...", "")
        if len(set(letters)) != len(letters):
            raise ValueError(f"Einsum: output '{out}' repeats a letter")
        used = set("".join(terms))
        if any(c not in used for c in letters):
            raise ValueError(f"Einsum: output '{out}' has a letter no operand has")
        if "..." in out and not any("..." in t for t in terms):
            raise ValueError("Einsum: '...' in the output but in no operand")
    return terms, out


def expand(terms: list[str], out: str | None, shapes: list[tuple[int, ...]]):
    """Per operand its index list (letters, '.k' for ellipsis dim k counted from the
    right), the output's, and every index's length; ValueError on disagreement."""
    idx_lists, ell = [], 0
    for t, s in zip(terms, shapes):
        letters = t.replace("...", "")
        if "..." not in t:
            if len(letters) != len(s):
                raise ValueError(f"Einsum: term '{t}' for an operand of rank {len(s)}")
            idx_lists.append(list(letters))
            continue
        m = len(s) - len(letters)
        if m < 0:
            raise ValueError(f"Einsum: term '{t}' for an operand of rank {len(s)}")
        ell = max(ell, m)
        head, tail = t.split("...")
        idx_lists.append(list(head) + [f".{m - 1 - k}" for k in range(m)] + list(tail))
    sizes: dict[str, int] = {}
    for il, s in zip(idx_lists, shapes):
        for i, d in zip(il, s):
            if i.startswith("."):  # broadcast: 1 against any length
                prev = sizes.get(i)
                if prev is None or prev == 1:
                    sizes[i] = d
                elif d not in (1, prev):
                    raise ValueError(f"Einsum: '...' dims {prev} and {d} do not broadcast")
            elif sizes.setdefault(i, d) != d:
                raise ValueError(f"Einsum: letter '{i}' has lengths {sizes[i]} and {d}")
    ell_idx = [f".{ell - 1 - k}" for k in range(ell)]
    if out is None:
        once = sorted(c for c in set("".join(t.replace("...", "") for t in terms))
                      if "".join(terms).count(c) == 1)
        out_list = ell_idx + once
    else:
        head, _, tail = out.partition("...")
        out_list = list(head) + (ell_idx if "..." in out else []) + list(tail)
        if "..." not in out and ell and any(sizes[i] != 1 for i in ell_idx):
            raise ValueError("Einsum: '...' dims in the operands but not in the output")
    return idx_lists, out_list, sizes


def _name(i: str) -> str:
    return f"e{i[1:]}" if i.startswith(".") else ("u" if i.isupper() else "l") + i


@lru_cache(maxsize=256)
def text(idx_lists: tuple[tuple[str, ...], ...], out: tuple[str, ...], ones: tuple[tuple[bool, ...], ...]):
    """The DSL op of one contraction: operand k has indices idx_lists[k]; ones[k][d]
    marks an ellipsis dim of length 1 broadcast against a longer one (read at 0)."""
    name = "einsum_" + "_".join("".join(_name(i)[1:] if not i.startswith(".") else "E" for i in il)
                                for il in idx_lists) + "_to_" + "".join(
        _name(i)[1:] if not i.startswith(".") else "E" for i in out)
    params, reads = [], []
    for k, (il, one) in enumerate(zip(idx_lists, ones)):
        dims = ["1" if o else "S" + _name(i) for i, o in zip(il, one)]
        params.append(f"x{k}: f32[{', '.join(dims)}]" if dims else f"x{k}: f32[1]")
        ix = ["0" if o else "i" + _name(i) for i, o in zip(il, one)]
        reads.append(f"x{k}[{', '.join(ix) if ix else '0'}]")
    used = {i for il, one in zip(idx_lists, ones) for i, o in zip(il, one) if not o}
    summed = [i for i in dict.fromkeys(i for il in idx_lists for i in il) if i not in out and i in used]
    body = " * ".join(reads)
    if summed:
        body = f"sum[{', '.join('i' + _name(i) for i in summed)}]({body})"
    out_dims = ["S" + _name(i) for i in out] or ["1"]
    lhs = ["i" + _name(i) for i in out] or ["z"]
    return name, (f"op {name}({', '.join(params)}) -> y: f32[{', '.join(out_dims)}] {{\n"
                  f"    y[{', '.join(lhs)}] = {body}\n}}\n")


def contract(xs: list[np.ndarray], idx_lists: list[list[str]], out: list[str], sizes: dict) -> np.ndarray:
    """One generated op over all operands (1 or 2 of them)."""
    ones = tuple(tuple(i.startswith(".") and d == 1 and sizes[i] != 1 for i, d in zip(il, x.shape))
                 for il, x in zip(idx_lists, xs))
    # an ellipsis dim of length 1 everywhere is kept as a size, not broadcast
    name, t = text(tuple(map(tuple, idx_lists)), tuple(out), ones)
    args = [x if x.ndim else view(x, (1,)) for x in xs]
    (y,) = run_op(gen(t, name), args, shapes=[tuple(sizes[i] for i in out)])
    return y


def run_f32(xs: list[np.ndarray], idx_lists: list[list[str]], out: list[str], sizes: dict, out_arr=None):
    if any(x.size == 0 for x in xs):  # an empty operand: its empty letter is summed (or the output is empty)
        return emit([np.zeros(tuple(sizes[i] for i in out), np.float32)], out_arr)
    cur, cur_idx = xs[0], idx_lists[0]
    for k in range(1, len(xs) - 1):  # pairwise, left to right
        later = set(out).union(*[set(il) for il in idx_lists[k + 1:]])
        keep = [i for i in dict.fromkeys(cur_idx + idx_lists[k]) if i in later]
        cur = contract([cur, xs[k]], [cur_idx, idx_lists[k]], keep, sizes)
        cur_idx = keep
    if len(xs) == 1:
        y = contract([cur], [cur_idx], out, sizes)
    else:
        y = contract([cur, xs[-1]], [cur_idx, idx_lists[-1]], out, sizes)
    return emit([y], out_arr)


@binder("Einsum", since=12)
def _einsum(ctx: Ctx) -> Binding:
    eq = ctx.attr("equation")
    if not eq:
        raise ctx.fail("the equation attribute is required")
    n = ctx.n_in
    if n < 1:
        raise ctx.fail("needs at least one input")
    try:
        terms, out = parse(eq, n)
    except ValueError as e:
        raise ctx.fail(str(e)) from None
    types = [ctx.dtype(i) for i in range(n)]
    if not (all(t in (None, F32) for t in types) or all(t in INTEGER_TYPES for t in types)):
        raise ctx.fail("inputs are " + ", ".join(dtype_name(t) for t in types)
                       + "; Einsum runs on float32 (DSL) or integers (numpy)")
    kind = "kernel" if all(t in (None, F32) for t in types) else "shape"

    def run(inputs, out_arr=None):
        xs = [np.asarray(x) for x in inputs[:n]]
        idx_lists, out_list, sizes = expand(terms, out, [x.shape for x in xs])
        check_alloc(tuple(sizes[i] for i in out_list), xs[0].dtype, "Einsum")
        if all(x.dtype == np.float32 for x in xs):
            return run_f32(xs, idx_lists, out_list, sizes, out_arr)
        if all(np.issubdtype(x.dtype, np.integer) for x in xs):
            return emit([np.asarray(np.einsum(eq.replace(" ", ""), *xs))], out_arr)
        raise TypeError(f"Einsum: inputs are {', '.join(str(x.dtype) for x in xs)}")
    # the result of a call is computed aside and copied (one or more launches on
    # temporaries): in a replay the step runs as a host step
    return Binding(ctx.op_type, "einsum" if kind == "kernel" else None, kind, run, host=kind == "kernel")
