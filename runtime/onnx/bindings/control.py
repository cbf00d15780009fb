"""Control flow: If, Loop and Scan, their subgraphs bound as programs of their own
(onnx/subgraph.py). The node decides in Python which subgraph runs and how often: If
picks a branch per run (a condition known at load picks it once, and only that branch is
bound), Loop and Scan run their body once per iteration. The node's launches depend on
values, so in a replay it is a host step: the launches around it replay natively, the
node runs its subgraphs (whose own settled runs replay) in between.

Loop follows onnxruntime where the spec's text differs: the body's condition output ends
the loop also when the node has no condition input. Bounds a hostile model cannot get
past: a Loop stops with a named error past MAX_ITERATIONS iterations; scan outputs are
checked against the memory limit as they grow."""
from __future__ import annotations

from typing import Sequence

import numpy as np
import onnx

from ..checks import _subgraph_reads
from ..model import TensorInfo
from ..subgraph import Subgraph, current
from ..values import OPTIONAL, OPTIONAL_SEQUENCE, SEQUENCE, TENSOR, Seq
from ._base import BOOL, I64, Binding, Ctx, binder, check_alloc, emit
from .sequence import KIND_NAMES

MAX_ITERATIONS = 1 << 22  # a Loop running longer is a model's mistake (or a hostile trip count)


def _where(ctx: Ctx) -> str:
    return f"node '{ctx.node.name or ctx.op_type}' ({ctx.op_type}, opset {ctx.opset})"


def _graph(ctx: Ctx, name: str) -> onnx.GraphProto:
    for a in ctx.node.attribute:
        if a.name == name:
            if a.type != onnx.AttributeProto.GRAPH:
                raise ctx.fail(f"attribute '{name}' is not a graph")
            return a.g
    raise ctx.fail(f"attribute '{name}' (a graph) is missing")


def _info(ctx: Ctx, i: int, shape: bool = True) -> TensorInfo | None:
    """What the enclosing graph knows of node input i (its type; its shape if `shape`)."""
    scope = current()
    name = ctx.node.input[i] if ctx.has(i) else ""
    info = scope.infos.get(name) if scope is not None and name else None
    t = ctx.dtype(i)
    kind = ctx.kinds[i] if i < len(ctx.kinds) else ""  # a sequence or optional (values.py)
    if scope is not None and name in scope.graph.widened:  # declared float16/..., computed in float32
        t = scope.graph.widened[name]
    if info is None:
        return None if t is None else TensorInfo(name, t, None, kind)
    return TensorInfo(name, t or info.elem_type, info.shape if shape else None, kind or info.kind)


def _subgraph(ctx: Ctx, attr: str, formal: Sequence[TensorInfo | None], varying: int = 0) -> Subgraph:
    try:
        return Subgraph(_graph(ctx, attr), formal, f"{_where(ctx)} {attr}", varying)
    except NotImplementedError as e:
        raise ctx.fail(str(e)) from None


def _outer(ctx: Ctx, sub: Subgraph, values: Sequence[np.ndarray]) -> list:
    """The outer values sub reads, from the node's implicit inputs (in _subgraph_reads order)."""
    by_name = dict(zip(_subgraph_reads(ctx.node), values))
    return [by_name[n] for n in sub.reads]


def _count(ctx: Ctx, sub: Subgraph, n: int, what: str) -> None:
    if len(sub.outputs) != n:
        raise ctx.fail(f"{what} has {len(sub.outputs)} outputs; the node needs {n}")


def _ints(ctx: Ctx, name: str, n: int) -> list[int]:
    """An ints attribute, n zeros where the node leaves it out."""
    v = ctx.ints(name)
    return [0] * n if v is None else v


def _emit(results: list, out) -> list:
    """emit() into the buffers the program planned, or ValueError where a result has another
    shape (a branch or a trip count that differs from the run the plan was made on): the
    program then runs the node without them. emit() alone would reshape a result of the
    same size into the planned shape."""
    for k, (r, o) in enumerate(zip(results, out or ())):
        if o is not None and isinstance(r, np.ndarray) and r.shape != o.shape:
            raise ValueError(f"output {k} has shape {r.shape} in this run; the planned buffer is {o.shape}")
    return emit(results, out)


def _truth(c, what: str) -> bool:
    a = np.asarray(c)
    if a.size != 1:
        raise ValueError(f"{what} must hold one value, got shape {a.shape}")
    return bool(a.reshape(-1)[0])


# --- If ------------------------------------------------------------------------------------------

@binder("If", since=1)
def _if(ctx: Ctx) -> Binding:
    cond = ctx.const(0)
    n_in = ctx.n_in
    if cond is not None:  # known at load: only the branch taken is bound
        taken = "then_branch" if _truth(cond, "If's condition") else "else_branch"
        branches: dict[bool, Subgraph | None] = {True: None, False: None}
        sub = _subgraph(ctx, taken, [])
        _count(ctx, sub, ctx.n_out, taken)
        branches[taken == "then_branch"] = sub
    else:
        both = {True: _subgraph(ctx, "then_branch", []), False: _subgraph(ctx, "else_branch", [])}
        for flag, sub in both.items():
            _count(ctx, sub, ctx.n_out, "then_branch" if flag else "else_branch")
        branches = dict(both)

    kinds = {sub.out_kinds for sub in branches.values() if sub is not None}
    if len(kinds) > 1:
        then, other = branches[True].out_kinds, branches[False].out_kinds  # type: ignore[union-attr]
        k = next(j for j, (a, b) in enumerate(zip(then, other)) if a != b)
        raise ctx.fail(f"output {k} is {KIND_NAMES[then[k]]} in then_branch but {KIND_NAMES[other[k]]} in "
                       f"else_branch")

    def run(inputs, out=None):
        flag = _truth(inputs[0], "If's condition") if cond is None else taken == "then_branch"
        sub = branches[flag]
        assert sub is not None  # (a constant condition: only its branch exists, and it is the one taken)
        res = sub.run([], _outer(ctx, sub, inputs[n_in:]))
        return _emit(res, out)
    out_kinds = next(iter(kinds))
    return Binding("If", None, "kernel", run, host=True, out_kinds=out_kinds if any(out_kinds) else None)


# --- Loop ------------------------------------------------------------------------------------------

@binder("Loop", since=1)
def _loop(ctx: Ctx) -> Binding:
    n_carried = ctx.n_in - 2
    if n_carried < 0:
        raise ctx.fail("Loop takes M and cond (either may be empty) and the loop-carried values")
    carried = [_info(ctx, 2 + k, shape=False) for k in range(n_carried)]
    body = _subgraph(ctx, "body", [TensorInfo("", I64, ()), TensorInfo("", BOOL, ())] + carried,
                     varying=2 if ctx.opset >= 11 else 0)  # from opset 11, carried shapes may change
    n_scan = len(body.outputs) - 1 - n_carried
    if n_scan < 0 or ctx.n_out != n_carried + n_scan:
        raise ctx.fail(f"the body has {len(body.outputs)} outputs: it must give the condition, the "
                       f"{n_carried} loop-carried values and one per scan output ({ctx.n_out - n_carried} "
                       f"by the node's outputs)")
    scan_infos = body.output_infos[1 + n_carried:]
    out_kinds = _carried_kinds(ctx, [c.kind if c is not None else "" for c in carried],
                               list(body.out_kinds[1:1 + n_carried]))
    if any(t.kind for t in scan_infos):
        raise ctx.fail(f"scan output {next(k for k, t in enumerate(scan_infos) if t.kind)} of the body is "
                       f"{KIND_NAMES[next(t.kind for t in scan_infos if t.kind)]}; scan outputs are tensors")
    use_cond = ctx.has(1)
    where = _where(ctx)

    def run(inputs, out=None):
        m, c = inputs[0], inputs[1]
        trip = None
        if m is not None:
            ma = np.asarray(m)
            if ma.size != 1 or ma.dtype.kind not in "iu":
                raise ValueError(f"M must be one integer, got {ma.dtype} of shape {ma.shape}")
            trip = int(ma.reshape(-1)[0])
        go = _truth(c, "cond") if use_cond else True
        state = list(inputs[2:2 + n_carried])
        outer = _outer(ctx, body, inputs[2 + n_carried:])
        scans: list[list[np.ndarray]] = [[] for _ in range(n_scan)]
        scan_bytes = 0
        i = 0
        while go and (trip is None or i < trip):
            if i >= MAX_ITERATIONS:
                raise ValueError(f"the loop ran {MAX_ITERATIONS} iterations without ending (M {trip}); "
                                 f"jit_runtime stops loops there (control.MAX_ITERATIONS)")
            res = body.run([np.array(i, np.int64), np.array(go, np.bool_)] + state, outer)
            state = res[1:1 + n_carried]
            for k in range(n_scan):
                v = res[1 + n_carried + k]
                scan_bytes += v.nbytes
                check_alloc((scan_bytes,), np.uint8, f"{where}: scan output {k} after {i + 1} iterations")
                scans[k].append(v)
            go = _truth(res[0], "the body's condition output")  # as onnxruntime: also without a cond input
            i += 1
        stacked = []
        for k, vs in enumerate(scans):
            if vs:
                if any(v.shape != vs[0].shape for v in vs):
                    raise ValueError(f"scan output {k}: the iterations give shapes "
                                     f"{sorted({v.shape for v in vs})}; they must agree")
                stacked.append(np.stack(vs))
            else:
                stacked.append(_empty(scan_infos[k]))
        return _emit(list(state) + stacked, out)
    kinds = tuple(out_kinds) + ("",) * n_scan
    return Binding("Loop", None, "kernel", run, host=True, out_kinds=kinds if any(kinds) else None)


# a carried value may become the value an optional holds (an optional sequence fed, a sequence
# returned: onnx's loop16_seq_none), or the other way round; nothing else changes kind
_ALLOWED = {(SEQUENCE, OPTIONAL_SEQUENCE), (OPTIONAL_SEQUENCE, SEQUENCE), (TENSOR, OPTIONAL), (OPTIONAL, TENSOR)}


def _carried_kinds(ctx: Ctx, given: list[str], made: list[str]) -> list[str]:
    """The kinds of a Loop's carried outputs (the body's), each checked against the one fed."""
    for k, (a, b) in enumerate(zip(given, made)):
        if a != b and (a, b) not in _ALLOWED:
            raise ctx.fail(f"loop-carried value {k} is fed {KIND_NAMES[a]}, but the body makes it {KIND_NAMES[b]}")
    return made


def _empty(info: TensorInfo) -> np.ndarray:
    """A scan output of no iterations: length 0, the element shape where the body states it."""
    dims = info.shape if info.shape is not None else ()
    shape = tuple(d for d in dims if isinstance(d, int)) if all(isinstance(d, int) for d in dims) else ()
    dt = info.dtype if info.dtype is not None else np.dtype(np.float32)
    return np.zeros((0,) + shape, np.dtype(np.float32) if dt.kind == "f" else dt)


# --- SequenceMap -----------------------------------------------------------------------------------

@binder("SequenceMap", since=17)
def _sequence_map(ctx: Ctx) -> Binding:
    """The body once per element of the input sequence: it takes that element, and of each
    additional input the element at the same position (a sequence, of the same length) or
    the tensor itself; its outputs, one per element, make the output sequences."""
    seqs = [ctx.kinds[i] == SEQUENCE if i < len(ctx.kinds) else False for i in range(ctx.n_in)]
    if ctx.n_in < 1 or not seqs[0]:
        raise ctx.fail("input 0 must be a sequence")
    for i in range(ctx.n_in):
        if i < len(ctx.kinds) and ctx.kinds[i] not in (TENSOR, SEQUENCE):
            raise ctx.fail(f"input {i} is {KIND_NAMES[ctx.kinds[i]]}; SequenceMap takes sequences and tensors")
    formal = []
    for i in range(ctx.n_in):
        info = _info(ctx, i)
        formal.append(None if info is None else TensorInfo("", info.elem_type, info.shape))
    body = _subgraph(ctx, "body", formal)
    _count(ctx, body, ctx.n_out, "body")
    if any(body.out_kinds):
        raise ctx.fail("the body's outputs must be tensors (each becomes an element of an output sequence)")
    n_in, where = ctx.n_in, _where(ctx)

    def run(inputs, out=None):
        lengths = {len(inputs[i]) for i in range(n_in) if seqs[i]}
        if len(lengths) != 1:
            raise ValueError(f"the input sequences have lengths {sorted(lengths)}; they must agree")
        outer = _outer(ctx, body, inputs[n_in:])
        res: list[Seq] = [Seq() for _ in range(ctx.n_out)]
        for k in range(lengths.pop()):
            got = body.run([inputs[i][k] if seqs[i] else inputs[i] for i in range(n_in)], outer)
            for r, a in zip(res, got):
                check_alloc((r.nbytes + a.nbytes,), np.uint8, f"{where}: output sequence")
                r.append(a)
                r.nbytes += a.nbytes
        return res
    return Binding("SequenceMap", None, "kernel", run, host=True, out_kinds=(SEQUENCE,) * ctx.n_out)


# --- Scan ------------------------------------------------------------------------------------------

@binder("Scan", since=8)
def _scan(ctx: Ctx) -> Binding:
    if ctx.opset < 9:
        return _scan8(ctx)
    n_scan_in = int(ctx.attr("num_scan_inputs", -1))
    n_state = ctx.n_in - n_scan_in
    if n_scan_in < 1 or n_state < 0:
        raise ctx.fail(f"num_scan_inputs {n_scan_in} does not fit the node's {ctx.n_in} inputs")
    in_axes = _ints(ctx, "scan_input_axes", n_scan_in)
    in_dirs = _ints(ctx, "scan_input_directions", n_scan_in)
    if len(in_axes) != n_scan_in or len(in_dirs) != n_scan_in:
        raise ctx.fail("scan_input_axes and scan_input_directions need one entry per scan input")
    slices = []
    for j in range(n_scan_in):
        info = _info(ctx, n_state + j)
        r = ctx.rank(n_state + j) if info is None or info.shape is None else len(info.shape)
        if r is not None:
            in_axes[j] = ctx.axis(in_axes[j], r)
            if r < 1:
                raise ctx.fail(f"scan input {j} is a scalar: there is no axis to scan")
        if info is not None and info.shape is not None:
            info = TensorInfo("", info.elem_type, tuple(d for k, d in enumerate(info.shape) if k != in_axes[j]))
        slices.append(info)
    states = [_info(ctx, k) for k in range(n_state)]
    body = _subgraph(ctx, "body", states + slices)
    n_scan_out = len(body.outputs) - n_state
    if n_scan_out < 0 or ctx.n_out != len(body.outputs):
        raise ctx.fail(f"the body has {len(body.outputs)} outputs; the node has {ctx.n_out} "
                       f"({n_state} states and the scan outputs)")
    _tensor_outputs(ctx, body)
    out_axes = _ints(ctx, "scan_output_axes", n_scan_out)
    out_dirs = _ints(ctx, "scan_output_directions", n_scan_out)
    if len(out_axes) != n_scan_out or len(out_dirs) != n_scan_out:
        raise ctx.fail("scan_output_axes and scan_output_directions need one entry per scan output")
    if any(d not in (0, 1) for d in in_dirs + out_dirs):
        raise ctx.fail("scan directions are 0 (forward) or 1 (reverse)")
    where = _where(ctx)
    n_in = ctx.n_in

    def run(inputs, out=None):
        state = list(inputs[:n_state])
        xs = [np.asarray(a) for a in inputs[n_state:n_in]]
        outer = _outer(ctx, body, inputs[n_in:])
        axes = []
        for j, x in enumerate(xs):
            if x.ndim < 1:
                raise ValueError(f"scan input {j} is a scalar: there is no axis to scan")
            axes.append(in_axes[j] % x.ndim if -x.ndim <= in_axes[j] < x.ndim else _bad_axis(j, in_axes[j], x))
        lengths = {x.shape[a] for x, a in zip(xs, axes)}
        if len(lengths) != 1:
            raise ValueError(f"the scan inputs have lengths {sorted(lengths)} along their scan axes; they must agree")
        (n,) = lengths
        ys: list[list[np.ndarray]] = [[] for _ in range(n_scan_out)]
        scan_bytes = 0
        for t in range(n):
            sl = [np.take(x, n - 1 - t if d else t, axis=a) for x, a, d in zip(xs, axes, in_dirs)]
            res = body.run(state + sl, outer)
            state = res[:n_state]
            for k in range(n_scan_out):
                scan_bytes += res[n_state + k].nbytes
                check_alloc((scan_bytes,), np.uint8, f"{where}: scan output {k} after {t + 1} iterations")
                ys[k].append(res[n_state + k])
        outs = []
        for k, vs in enumerate(ys):
            if not vs:
                outs.append(_empty(body.output_infos[n_state + k]))
                continue
            if out_dirs[k]:
                vs = vs[::-1]
            r = vs[0].ndim + 1
            if not -r <= out_axes[k] < r:
                raise ValueError(f"scan_output_axes[{k}] = {out_axes[k]} is out of range for rank {r}")
            if any(v.shape != vs[0].shape for v in vs):
                raise ValueError(f"scan output {k}: the iterations give shapes {sorted({v.shape for v in vs})}")
            outs.append(np.stack(vs, axis=out_axes[k] % r))
        return _emit(list(state) + outs, out)
    return Binding("Scan", None, "kernel", run, host=True)


def _tensor_outputs(ctx: Ctx, body: Subgraph) -> None:
    for k, kind in enumerate(body.out_kinds):
        if kind:
            raise ctx.fail(f"output {k} of the body is {KIND_NAMES[kind]}; Scan's states and outputs are tensors")


def _bad_axis(j: int, axis: int, x: np.ndarray) -> int:
    raise ValueError(f"scan_input_axes[{j}] = {axis} is out of range for scan input {j} of shape {x.shape}")


# --- Scan-8: a batch axis first, optional sequence lengths ------------------------------------------

def _scan8(ctx: Ctx) -> Binding:
    """Scan of opset 8: input 0 is the optional sequence_lens, every state and scan input has
    the batch axis first (scan inputs the sequence axis second), and the body runs per batch
    item over its own length. As onnxruntime: a reverse input starts at its sequence's own
    end; scan outputs past a sequence's length are zeros."""
    n_scan_in = int(ctx.attr("num_scan_inputs", -1))
    n_state = ctx.n_in - 1 - n_scan_in
    if n_scan_in < 1 or n_state < 0:
        raise ctx.fail(f"num_scan_inputs {n_scan_in} does not fit the node's {ctx.n_in} inputs "
                       f"(sequence_lens, the states, the scan inputs)")
    dirs = _ints(ctx, "directions", n_scan_in)
    if len(dirs) != n_scan_in or any(d not in (0, 1) for d in dirs):
        raise ctx.fail("directions needs one entry per scan input, 0 (forward) or 1 (reverse)")

    def per_item(i: int, drop: int) -> TensorInfo | None:
        info = _info(ctx, i)
        if info is not None and info.shape is not None:
            if len(info.shape) < drop:
                raise ctx.fail(f"input {i} has rank {len(info.shape)}; at least {drop} expected")
            info = TensorInfo("", info.elem_type, tuple(info.shape[drop:]))
        return info
    formal = [per_item(1 + k, 1) for k in range(n_state)] + \
             [per_item(1 + n_state + j, 2) for j in range(n_scan_in)]
    body = _subgraph(ctx, "body", formal)
    n_scan_out = len(body.outputs) - n_state
    if n_scan_out < 0 or ctx.n_out != len(body.outputs):
        raise ctx.fail(f"the body has {len(body.outputs)} outputs; the node has {ctx.n_out} "
                       f"({n_state} states and the scan outputs)")
    _tensor_outputs(ctx, body)
    where = _where(ctx)
    n_in = ctx.n_in

    def run(inputs, out=None):
        states = [np.asarray(a) for a in inputs[1:1 + n_state]]
        xs = [np.asarray(a) for a in inputs[1 + n_state:n_in]]
        outer = _outer(ctx, body, inputs[n_in:])
        for k, a in enumerate(states):
            if a.ndim < 1:
                raise ValueError(f"state {k} is a scalar; Scan-8 states have the batch axis first")
        for j, x in enumerate(xs):
            if x.ndim < 2:
                raise ValueError(f"scan input {j} has shape {x.shape}; Scan-8 scan inputs are [batch, sequence, ...]")
        batches = {a.shape[0] for a in states + xs}
        lengths = {x.shape[1] for x in xs}
        if len(batches) != 1 or len(lengths) != 1:
            raise ValueError(f"the inputs have batch sizes {sorted(batches)} and sequence lengths "
                             f"{sorted(lengths)}; each must agree")
        (nb,), (n,) = batches, lengths
        if nb == 0:
            raise ValueError("the batch is empty (size 0)")
        lens = [n] * nb
        if inputs[0] is not None:
            sl = np.asarray(inputs[0])
            if sl.dtype.kind not in "iu" or sl.size != nb:
                raise ValueError(f"sequence_lens must be {nb} integers, got {sl.dtype} of shape {sl.shape}")
            lens = [int(v) for v in sl.reshape(-1)]
            if any(not 0 < v <= n for v in lens):
                raise ValueError(f"sequence_lens {lens} must lie in 1..{n}")
        finals: list[list[np.ndarray]] = [[] for _ in range(n_state)]
        ys: list[list[np.ndarray]] = [[] for _ in range(n_scan_out)]
        scan_bytes = 0
        for b in range(nb):
            state = [a[b] for a in states]
            steps: list[list[np.ndarray]] = [[] for _ in range(n_scan_out)]
            for t in range(lens[b]):
                sl_ = [x[b, lens[b] - 1 - t if d else t] for x, d in zip(xs, dirs)]
                res = body.run(state + sl_, outer)
                state = res[:n_state]
                for k in range(n_scan_out):
                    if b == 0 and t == 0:  # the outputs hold n of these per batch item
                        scan_bytes += res[n_state + k].nbytes * n * nb
                        check_alloc((scan_bytes,), np.uint8, f"{where}: scan output {k}")
                    steps[k].append(res[n_state + k])
            for k in range(n_state):
                finals[k].append(np.asarray(state[k]))
            for k, vs in enumerate(steps):
                if any(v.shape != vs[0].shape for v in vs):
                    raise ValueError(f"scan output {k}: the iterations give shapes {sorted({v.shape for v in vs})}")
                pad = [np.zeros_like(vs[0])] * (n - len(vs))
                ys[k].append(np.stack(vs + pad))
        outs = []
        for k, per_b in enumerate(ys):
            if any(v.shape != per_b[0].shape for v in per_b):
                raise ValueError(f"scan output {k}: the batch items give shapes {sorted({v.shape for v in per_b})}")
            outs.append(np.stack(per_b))
        return _emit([np.stack(f) for f in finals] + outs, out)
    return Binding("Scan", None, "kernel", run, host=True)
