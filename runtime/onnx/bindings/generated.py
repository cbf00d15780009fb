"""DSL text generated per node configuration, for what the library can't say with fixed
signatures: transposes, concats, splits, slices, pads, expands, reductions over several
axes, n-ary elementwise ops, gathers of a constant index, and 3-D convolution/pooling.

Every generator returns (op name, text) and depends only on the *pattern* of a node
(which dims are reduced, the permutation, the number of inputs...): sizes stay size
variables (runtime arguments) and per-node numbers (offsets, pads, strides) are int
attributes, so one text serves every node of a pattern and `_base.gen` loads it once.
"""
from __future__ import annotations

from functools import lru_cache

from ._base import gen

# --- helpers ------------------------------------------------------------------------------


def _idx(n: int, p: str = "i") -> list[str]:
    return [f"{p}{k}" for k in range(n)]


def _dims(n: int, p: str = "D") -> list[str]:
    return [f"{p}{k}" for k in range(n)]


def op(name: str, text: str):
    """The generated op (compiled on first call, shared by identical texts)."""
    return gen(text, name)


# --- unary / n-ary elementwise ------------------------------------------------------------

@lru_cache(maxsize=None)
def unary(name: str, expr: str) -> tuple[str, str]:
    """y = expr, where expr reads x[...] (any rank)."""
    return name, f"op {name}(x: f32[...]) -> y: f32[...] {{\n    y[...] = {expr}\n}}\n"


@lru_cache(maxsize=None)
def nary(kind: str, n: int) -> tuple[str, str]:
    """Sum / Mean / Max / Min of n broadcasting inputs, folded left to right like the
    pairwise ops (a + b) + c ...; mean divides the sum by n."""
    xs = [f"x{k}" for k in range(n)]
    reads = [f"{x}[...]" for x in xs]
    if kind in ("sum", "mean"):
        e = " + ".join(reads)
        if kind == "mean":
            e = f"({e}) / {n}.0"
    else:
        e = reads[0]
        for r in reads[1:]:
            e = f"{kind}({e}, {r})"
    name = f"{kind}_{n}"
    params = ", ".join(f"{x}: f32[...]" for x in xs)
    return name, (f"op {name}({params}) -> y: f32[broadcast({', '.join(xs)})] {{\n"
                  f"    y[...] = {e}\n}}\n")


# --- data movement ------------------------------------------------------------------------

# An output whose contiguous dim is this short (NCHW -> NHWC of an image's 3 channels,
# ShuffleNet's 2-group channel shuffle) has it written in as a number: the loop over it is
# then unrolled and the next one vectorized with interleaved stores, where lanes along a
# dim of 2 or 3 gathered (shuffle [784, 2, 58]: 213 -> 26 us; image 3x224x224: 467 -> 32 us)
SHORT_INNER = 4


@lru_cache(maxsize=None)
def transpose(perm: tuple[int, ...], inner: int | None = None) -> tuple[str, str]:
    """y[i_perm[0], i_perm[1], ...] = x[i0, i1, ...]: y's dim k is x's dim perm[k].
    inner: the size of y's last dim written in as a number (see SHORT_INNER)."""
    n = len(perm)
    d, i = _dims(n), _idx(n)
    name = "transpose_" + "_".join(map(str, perm))
    if inner is not None:
        d[perm[-1]] = str(inner)
        name += f"_inner{inner}"
    return name, (f"op {name}(x: f32[{', '.join(d)}]) -> y: f32[{', '.join(d[p] for p in perm)}] {{\n"
                  f"    y[{', '.join(i[p] for p in perm)}] = x[{', '.join(i)}]\n}}\n")


@lru_cache(maxsize=None)
def concat(n: int) -> tuple[str, str]:
    """Concatenate n inputs [O, Ak, I] along the middle axis. Every input is read at every
    output position (where evaluates both arms): out-of-range reads give 0 and are not
    selected, so NaN or inf in one input never leaks into another's range."""
    name = f"concat_{n}"
    params = ", ".join(f"x{k}: f32[O, A{k}, I]" for k in range(n))
    total = " + ".join(f"A{k}" for k in range(n))
    expr = f"x{n - 1}[o, a - {' - '.join(f'A{k}' for k in range(n - 1))}, i]"
    for k in range(n - 2, -1, -1):
        bound = " + ".join(f"A{j}" for j in range(k + 1))
        read = f"x{k}[o, a + 0, i]" if k == 0 else f"x{k}[o, a - {' - '.join(f'A{j}' for j in range(k))}, i]"
        expr = f"where(a < {bound}, {read}, {expr})"
    return name, f"op {name}({params}) -> y: f32[O, {total}, I] {{\n    y[o, a, i] = {expr}\n}}\n"


@lru_cache(maxsize=None)
def gather_elements() -> tuple[str, str]:
    """ONNX GatherElements on x[O, K, I] with indices idx[O, J, I] (float32 integers in
    0..K-1): each output selects by comparing, as gather_axis does."""
    return "gather_elements", ("op gather_elements(x: f32[O, K, I], idx: f32[O, J, I]) -> y: f32[O, J, I] {\n"
                               "    y[o, j, i] = sum[k](where(idx[o, j, i] == k, x[o, k, i], 0.0))\n}\n")


@lru_cache(maxsize=None)
def split(n: int) -> tuple[str, str]:
    """Split x[O, A, I] along the middle axis into n parts of lengths s0..s{n-1} (int
    attributes; their sum may be less than A)."""
    name = f"split_{n}"
    attrs = ", ".join(f"s{k}: int" for k in range(n))
    outs = ", ".join(f"y{k}: f32[O, s{k}, I]" for k in range(n))
    body = []
    for k in range(n):
        off = " + ".join(f"s{j}" for j in range(k)) or "0"
        body.append(f"    y{k}[o, a, i] = x[o, a + {off}, i]")
    return name, f"op {name}(x: f32[O, A, I], {attrs}) -> ({outs}) {{\n" + "\n".join(body) + "\n}\n"


@lru_cache(maxsize=None)
def slice_(pattern: tuple[bool, ...]) -> tuple[str, str]:
    """Strided slice: dim k with pattern[k] reads x[b_k + i_k * s_k] for n_k outputs (int
    attributes b_k, s_k, n_k; s_k may be negative); other dims are copied whole."""
    n = len(pattern)
    d, i = _dims(n), _idx(n)
    name = "slice_" + "".join("s" if p else "f" for p in pattern)
    attrs = [f"b{k}: int, s{k}: int, n{k}: int" for k in range(n) if pattern[k]]
    ys = [f"n{k}" if pattern[k] else d[k] for k in range(n)]
    reads = [f"b{k} + {i[k]} * s{k}" if pattern[k] else i[k] for k in range(n)]
    params = ", ".join([f"x: f32[{', '.join(d)}]"] + attrs)
    return name, (f"op {name}({params}) -> y: f32[{', '.join(ys)}] {{\n"
                  f"    y[{', '.join(i)}] = x[{', '.join(reads)}]\n}}\n")


@lru_cache(maxsize=None)
def pad_constant(pattern: tuple[bool, ...], zero: bool) -> tuple[str, str]:
    """Constant pad: dim k with pattern[k] grows by int attributes b_k (front) and e_k
    (back), either may be negative (a crop). Reads outside x give 0 (the out-of-bounds
    rule), which is the pad when the value is 0; otherwise where() puts `value` there."""
    n = len(pattern)
    d, i = _dims(n), _idx(n)
    name = "pad_" + "".join("p" if p else "f" for p in pattern) + ("_zero" if zero else "")
    attrs = [f"b{k}: int, e{k}: int" for k in range(n) if pattern[k]]
    if not zero:
        attrs.append("value: f32 = 0.0")
    ys = [f"{d[k]} + b{k} + e{k}" if pattern[k] else d[k] for k in range(n)]
    expr = f"x[{', '.join(f'{i[k]} - b{k}' if pattern[k] else i[k] for k in range(n))}]"
    if not zero:
        for k in reversed(range(n)):
            if pattern[k]:
                expr = f"where({i[k]} < b{k}, value, where({i[k]} >= {d[k]} + b{k}, value, {expr}))"
    params = ", ".join([f"x: f32[{', '.join(d)}]"] + attrs)
    return name, (f"op {name}({params}) -> y: f32[{', '.join(ys)}] {{\n"
                  f"    y[{', '.join(i)}] = {expr}\n}}\n")


@lru_cache(maxsize=None)
def pad_axis(mode: str) -> tuple[str, str]:
    """Pad the middle axis of x[O, D, I] by b (front) and e (back) in mode edge, reflect
    or wrap (one axis at a time; ONNX requires the pads of reflect to be < D)."""
    name = f"pad_{mode}"
    src = "a - b"
    if mode == "edge":
        front, back = "x[o, 0, i]", "x[o, D - 1, i]"
    elif mode == "reflect":
        front, back = "x[o, b - a, i]", "x[o, 2 * D - 2 - (a - b), i]"
    elif mode == "wrap":
        return name, (f"op {name}(x: f32[O, D, I], b: int, e: int) -> y: f32[O, D + b + e, I] {{\n"
                      f"    y[o, a, i] = x[o, (a - b) % D, i]\n}}\n")
    else:
        raise ValueError(mode)
    return name, (f"op {name}(x: f32[O, D, I], b: int, e: int) -> y: f32[O, D + b + e, I] {{\n"
                  f"    y[o, a, i] = where(a < b, {front}, where(a >= D + b, {back}, x[o, {src}, i]))\n}}\n")


@lru_cache(maxsize=None)
def expand(pattern: tuple[bool, ...]) -> tuple[str, str]:
    """Broadcast: dim k with pattern[k] is 1 in x and n_k (an int attribute) in y."""
    n = len(pattern)
    d, i = _dims(n), _idx(n)
    name = "expand_" + "".join("b" if p else "f" for p in pattern)
    xs = ["1" if pattern[k] else d[k] for k in range(n)]
    ys = [f"n{k}" if pattern[k] else d[k] for k in range(n)]
    attrs = [f"n{k}: int" for k in range(n) if pattern[k]]
    params = ", ".join([f"x: f32[{', '.join(xs)}]"] + attrs)
    reads = ["0" if pattern[k] else i[k] for k in range(n)]
    return name, (f"op {name}({params}) -> y: f32[{', '.join(ys)}] {{\n"
                  f"    y[{', '.join(i)}] = x[{', '.join(reads)}]\n}}\n")


@lru_cache(maxsize=None)
def gather_index() -> tuple[str, str]:
    """x[O, K, I] at one (constant) index along K."""
    return "gather_index", ("op gather_index(x: f32[O, K, I], index: int) -> y: f32[O, I] {\n"
                            "    y[o, i] = x[o, index, i]\n}\n")


@lru_cache(maxsize=None)
def gather_range() -> tuple[str, str]:
    """x[O, K, I] at the indices start .. start + count - 1 along K."""
    return "gather_range", ("op gather_range(x: f32[O, K, I], start: int, count: int) -> y: f32[O, count, I] {\n"
                            "    y[o, j, i] = x[o, j + start, i]\n}\n")


# --- reductions -----------------------------------------------------------------------------

# kind -> (reducer, expression of the element e, finish(r) of the reduction)
REDUCE_KINDS = {
    "sum": ("sum", "{e}", "{r}"),
    "mean": ("mean", "{e}", "{r}"),
    "max": ("max", "{e}", "{r}"),
    "min": ("min", "{e}", "{r}"),
    "prod": ("prod", "{e}", "{r}"),
    "sum_square": ("sum", "{e} ** 2", "{r}"),
    "l1": ("sum", "abs({e})", "{r}"),
    "l2": ("sum", "{e} ** 2", "sqrt({r})"),
    "log_sum": ("sum", "{e}", "log({r})"),
}


@lru_cache(maxsize=None)
def reduce(kind: str, pattern: tuple[bool, ...]) -> tuple[str, str]:
    """Reduce the dims k with pattern[k] (merged neighbours: the pattern alternates),
    keeping them as size 1 (keepdims; the binding reshapes). log_sum_exp is max-shifted
    and needs at least one kept dim."""
    n = len(pattern)
    d, i = _dims(n), _idx(n)
    red = [i[k] for k in range(n) if pattern[k]]
    ys = ["1" if pattern[k] else d[k] for k in range(n)]
    lhs = [f"j{k}" if pattern[k] else i[k] for k in range(n)]
    keep = [i[k] for k in range(n) if not pattern[k]]
    xr = f"x[{', '.join(i)}]"
    name = f"reduce_{kind}_" + "".join("r" if p else "k" for p in pattern)
    head = f"op {name}(x: f32[{', '.join(d)}]) -> y: f32[{', '.join(ys)}] {{\n"
    if kind == "log_sum_exp":  # needs a kept dim (the binding prepends one of size 1)
        mt = f"m[{', '.join(keep)}]"
        body = (f"    {mt} = max[{', '.join(red)}]({xr})\n"
                f"    y[{', '.join(lhs)}] = {mt} + log(sum[{', '.join(red)}](exp({xr} - {mt})))\n")
        return name, head + body + "}\n"
    reducer, elem, fin = REDUCE_KINDS[kind]
    r = f"{reducer}[{', '.join(red)}]({elem.format(e=xr)})"
    return name, head + f"    y[{', '.join(lhs)}] = {fin.format(r=r)}\n}}\n"


# --- convolution and pooling over n spatial dims (the library has the 2-D ones) ------------------

def _sp(n: int) -> tuple[list[str], list[str], list[str]]:
    return _dims(n, "S"), _idx(n, "p"), _idx(n, "r")


@lru_cache(maxsize=None)
def conv_nd(n: int) -> tuple[str, str]:
    """ONNX Conv with n spatial dims (the library's conv2d, generalized): strides st_k,
    pads pb_k / pe_k, dilations dl_k, groups."""
    S, p, r = _sp(n)
    R = _dims(n, "R")
    name = f"conv{n}d"
    attrs = ", ".join(f"st{k}: int = 1, pb{k}: int = 0, pe{k}: int = 0, dl{k}: int = 1" for k in range(n))
    ys = [f"({S[k]} + pb{k} + pe{k} - dl{k} * ({R[k]} - 1) - 1) / st{k} + 1" for k in range(n)]
    xi = [f"{p[k]} * st{k} + {r[k]} * dl{k} - pb{k}" for k in range(n)]
    return name, (
        f"op {name}(x: f32[N, C, {', '.join(S)}], w: f32[K, C / group, {', '.join(R)}], b: f32[K], "
        f"{attrs}, group: int = 1)\n    -> y: f32[N, K, {', '.join(ys)}] {{\n"
        f"    y[n, k, {', '.join(p)}] = b[k] + sum[c, {', '.join(r)}](\n"
        f"        x[n, k / (K / group) * (C / group) + c, {', '.join(xi)}] * w[k, c, {', '.join(r)}])\n}}\n")


@lru_cache(maxsize=None)
def conv_transpose_nd(n: int) -> tuple[str, str]:
    """ONNX ConvTranspose with n spatial dims, written as a gather (see the library's
    conv_transpose2d): taps whose input index is not a multiple of the stride read past
    the end of x and contribute nothing."""
    S, p, r = _sp(n)
    R = _dims(n, "R")
    name = f"conv_transpose{n}d"
    attrs = ", ".join(f"st{k}: int = 1, pb{k}: int = 0, pe{k}: int = 0, dl{k}: int = 1, op{k}: int = 0"
                      for k in range(n))
    ys = [f"st{k} * ({S[k]} - 1) + op{k} + dl{k} * ({R[k]} - 1) + 1 - pb{k} - pe{k}" for k in range(n)]
    xi = []
    for k in range(n):
        u = f"({p[k]} + pb{k} - {r[k]} * dl{k})"
        xi.append(f"{u} / st{k} + {u} % st{k} * ({S[k]} + {R[k]} * dl{k})")
    return name, (
        f"op {name}(x: f32[N, C, {', '.join(S)}], w: f32[C, KG, {', '.join(R)}], b: f32[KG * group], "
        f"{attrs}, group: int = 1)\n    -> y: f32[N, KG * group, {', '.join(ys)}] {{\n"
        f"    y[n, k, {', '.join(p)}] = b[k] + sum[c < C / group, {', '.join(r)}](\n"
        f"        x[n, k / KG * (C / group) + c, {', '.join(xi)}]\n"
        f"        * w[k / KG * (C / group) + c, k % KG, {', '.join(r)}])\n}}\n")


@lru_cache(maxsize=None)
def pool_nd(n: int, kind: str) -> tuple[str, str]:
    """Pooling with n spatial dims: kernel kn_k, strides st_k, pads pb_k / pe_k (pe_k sizes
    the output: ceil_mode adds to it), dilations dl_k. kind: "max"; "avg" (in-bounds
    elements only); "avg_pad" (count_include_pad: the window sum divided by the number of its
    taps inside the padded input, lim_k = the real end pad, as the ONNX reference and
    onnxruntime do: with dilations that is not the window's span)."""
    S, p, r = _sp(n)
    name = f"{kind}pool{n}d"
    attrs = ", ".join(f"kn{k}: int, st{k}: int = 1, pb{k}: int = 0, pe{k}: int = 0, dl{k}: int = 1"
                      + (f", lim{k}: int = 0" if kind == "avg_pad" else "") for k in range(n))
    ys = [f"({S[k]} + pb{k} + pe{k} - dl{k} * (kn{k} - 1) - 1) / st{k} + 1" for k in range(n)]
    xi = [f"{p[k]} * st{k} + {r[k]} * dl{k} - pb{k}" for k in range(n)]
    rng = ", ".join(f"{r[k]} < kn{k}" for k in range(n))
    read = f"x[n, c, {', '.join(xi)}]"
    if kind == "max":
        e = f"max[{rng}]({read})"
    elif kind == "avg":
        e = f"mean[{rng}]({read})"
    else:  # the taps start + r * dl (r < kn) before the padded input's end: min(kn, ceil(room / dl))
        div = " * ".join(
            f"min(kn{k}, floor(({S[k]} + lim{k} - ({p[k]} * st{k} - pb{k}) - 1) / dl{k}) + 1)"
            for k in range(n))
        e = f"sum[{rng}]({read}) / ({div})"
    return name, (f"op {name}(x: f32[N, C, {', '.join(S)}], {attrs})\n"
                  f"    -> y: f32[N, C, {', '.join(ys)}] {{\n"
                  f"    y[n, c, {', '.join(p)}] = {e}\n}}\n")


@lru_cache(maxsize=None)
def tile(n: int) -> tuple[str, str]:
    """Tile x by int attributes t_k (repeats) per dim: y[i] = x[i % D]."""
    d, i = _dims(n), _idx(n)
    name = f"tile_{n}"
    attrs = ", ".join(f"t{k}: int" for k in range(n))
    return name, (f"op {name}(x: f32[{', '.join(d)}], {attrs}) -> y: f32[{', '.join(f'{d[k]} * t{k}' for k in range(n))}] {{\n"
                  f"    y[{', '.join(i)}] = x[{', '.join(f'{i[k]} % {d[k]}' for k in range(n))}]\n}}\n")
