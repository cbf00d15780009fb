"""What every family module shares: the error, the Binding record, the registry, reading
a node's attributes and inputs (Ctx), and calling DSL ops with caller-placed outputs."""
from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any, Callable, Sequence

import numpy as np
import onnx
from onnx import TensorProto, helper

from ...library import load_ops, shipped
from .options import CALL_OPTIONS, call_opts, with_options  # noqa: F401 (with_options: for the binders)
from .runop import SMALL_ALLOC, allocation_limit, check_alloc, emit, run_op  # noqa: F401 (for the binders)

FIRST_OPSET = 7
LAST_OPSET = onnx.defs.onnx_opset_version()  # the newest ai.onnx opset the installed onnx defines
# Every bound op's schema history was read up to this opset: versions up to it either kept
# the op's meaning or the binding follows the change (opsets 22-28 mostly added bf16/fp16 and
# float8/int4 types; AveragePool/MaxPool 22 state the ceil_mode rule the binding already had;
# Range 27's stash_type and Cast 24's round_mode concern types those bindings refuse; Mod 28
# allows fmod=0 on floats, which the integer-only binding refuses). A schema version newer
# than this (a newer onnx) may change the op: the binding's range ends before it.
REVIEWED_OPSET = 28
DEFAULT_DOMAINS = ("", "ai.onnx")
OWN_DOMAIN = "jit_runtime"  # the nodes the graph passes make (onnx/fused.py binds them)

F32, I64, I32, BOOL = TensorProto.FLOAT, TensorProto.INT64, TensorProto.INT32, TensorProto.BOOL
F16, BF16, F64 = TensorProto.FLOAT16, TensorProto.BFLOAT16, TensorProto.DOUBLE
STRING = TensorProto.STRING  # object arrays of str: only the ops of bindings.STRING_OK take them
# integers of every width: computed in numpy (shape math, indices, masks, quantized data moved)
INTEGER_TYPES = (I64, I32, TensorProto.INT16, TensorProto.INT8, TensorProto.UINT64, TensorProto.UINT32,
                 TensorProto.UINT16, TensorProto.UINT8)
KINDS = ("kernel", "view", "shape", "constant")


_ZEROS: dict[tuple, np.ndarray] = {}
_zeros_lock = threading.Lock()


def zeros(shape: tuple[int, ...], dtype=np.float32) -> np.ndarray:
    """A read-only zero array shared by every call that needs one (a missing bias): the
    same pointer on every run, so a session's replay (arena.replay_of) may keep it and a
    compiled graph may name it, where a fresh array each call would rule both out."""
    key = (tuple(shape), np.dtype(dtype).str)
    a = _ZEROS.get(key)
    if a is None:
        with _zeros_lock:
            a = _ZEROS.get(key)
            if a is None:
                a = np.zeros(shape, dtype)
                a.flags.writeable = False
                _ZEROS[key] = a
    return a


_TABLES: dict[tuple, np.ndarray] = {}
TABLES_MAX = 4096


def table(key: tuple, make: Callable[[], np.ndarray]) -> np.ndarray:
    """A read-only array a binding computes from a node's configuration (Resize's
    interpolation weights), made once per key and kept, like zeros(), so a replay may keep
    its pointer. Past TABLES_MAX keys a fresh array each call (correct, not replayed)."""
    a = _TABLES.get(key)
    if a is None:
        a = np.ascontiguousarray(make())
        a.flags.writeable = False
        with _zeros_lock:
            if len(_TABLES) < TABLES_MAX:
                a = _TABLES.setdefault(key, a)
    return a


def shared_constants() -> list[np.ndarray]:
    """Every array zeros() and table() have handed out (they live as long as the process)."""
    return list(_ZEROS.values()) + list(_TABLES.values())


class Unsupported(Exception):
    """A node no binding can run: the op type, its domain and opset, and why."""

    def __init__(self, op_type: str, domain: str, opset: int, reason: str):
        self.op_type, self.domain, self.opset, self.reason = op_type, domain, opset, reason
        super().__init__(op_type, domain, opset, reason)

    def __str__(self) -> str:
        return f"{self.op_type} (domain '{self.domain or 'ai.onnx'}', opset {self.opset}): {self.reason}"


@dataclass(frozen=True)
class Elementwise:
    """What an elementwise node runs, for the fusion passes to build fused ops from: the
    DSL op, its attribute values, and for each of the op's tensor parameters the node
    input it reads."""
    op: Any
    attrs: tuple[tuple[str, float], ...]
    args: tuple[int, ...]


@dataclass
class Binding:
    """How one node executes. `run(inputs, out=None)`: inputs in node order (None for absent
    optional inputs) -> outputs in node order (None for outputs the node does not produce).
    `out`, for kind "kernel": arrays (one per output, the output's shape; None entries
    allowed) to write the results into; they are returned."""
    op_type: str
    dsl_op: str | None
    kind: str
    run: Callable[..., list[np.ndarray]]
    inplace_ok: bool | tuple[int, ...] = False  # True: any input; a tuple: those positions
    host: bool = False  # a kernel whose launches depend on input values (it runs in Python in a replay)
    elementwise: Elementwise | None = None  # a float32 elementwise node: the op it runs (fusion reads it)
    out_kinds: tuple[str, ...] | None = None  # per output: "" a tensor, else a sequence or optional (values.py)
    # the arrays the binding keeps and its launches read (laid-out weights, epilogue
    # terms): a replay may keep pointers into them as into the graph's initializers
    held: Callable[[], Sequence[np.ndarray]] | None = None

    def call_options(self, options: dict) -> dict:
        """Of a session's options, the ones this binding's run takes as keywords: every DSL
        op call of a kernel binding takes variant, device and threads (with_options);
        views, shape math and constants take none."""
        return {k: v for k, v in options.items() if k in CALL_OPTIONS} if self.kind == "kernel" else {}


# --- registry ----------------------------------------------------------------------------

BINDERS: dict[str, Callable[["Ctx"], Binding]] = {}
SUPPORTED: dict[str, tuple[int, int]] = {}


def last_reviewed(op_type: str, until: int | None = None) -> int:
    """The newest opset a binding of op_type runs at: LAST_OPSET, or the opset before the
    first schema version past REVIEWED_OPSET (a change nobody has read), or `until`."""
    last = LAST_OPSET if until is None else min(until, LAST_OPSET)
    for v in range(REVIEWED_OPSET + 1, last + 1):
        try:
            if onnx.defs.get_schema(op_type, v).since_version == v:
                return v - 1
        except onnx.defs.SchemaError:
            break
    return last


def binder(*op_types: str, since: int = 1, until: int | None = None):
    """Register fn(ctx) -> Binding for op types that exist from opset `since` (and whose
    meaning the binding follows up to `until`, default: every reviewed opset)."""
    def deco(fn):
        for t in op_types:
            BINDERS[t] = fn
            SUPPORTED[t] = (max(FIRST_OPSET, since), last_reviewed(t, until))
        return fn
    return deco


# --- dtypes --------------------------------------------------------------------------------

def dtype_name(t: int | None) -> str:
    if t is None:
        return "unknown"
    try:
        return TensorProto.DataType.Name(t).lower()
    except ValueError:
        return f"type {t}"


def np_dtype(t: int) -> np.dtype:
    return np.dtype(helper.tensor_dtype_to_np_dtype(t))


def onnx_dtype(a: np.ndarray) -> int:
    return helper.np_dtype_to_tensor_dtype(np.asarray(a).dtype)


# --- the node as the binders see it ---------------------------------------------------------

class Ctx:
    """A node with its opset, inferred input shapes/dtypes and constant inputs."""

    def __init__(self, node: onnx.NodeProto, opset: int, shapes: Sequence, dtypes: Sequence,
                 consts: dict[int, np.ndarray], kinds: Sequence[str] = ()):
        self.node = node
        self.kinds = list(kinds)  # per input: "" a tensor, else a sequence or optional (values.py)
        self.op_type = node.op_type
        self.domain = node.domain
        self.opset = opset
        n = len(node.input)
        self.shapes = [tuple(int(d) for d in s) if s is not None else None
                       for s in list(shapes or [])[:n]] + [None] * max(0, n - len(shapes or []))
        self.dtypes = list(dtypes or [])[:n] + [None] * max(0, n - len(dtypes or []))
        self.consts = {i: np.asarray(v) for i, v in (consts or {}).items()
                       if v is not None and i < n and node.input[i]}
        self.attrs = {a.name: helper.get_attribute_value(a) for a in node.attribute}

    # inputs
    @property
    def n_in(self) -> int:
        return len(self.node.input)

    def has(self, i: int) -> bool:
        return i < len(self.node.input) and self.node.input[i] != ""

    def const(self, i: int) -> np.ndarray | None:
        return self.consts.get(i) if self.has(i) else None

    def shape(self, i: int) -> tuple[int, ...] | None:
        return self.shapes[i] if i < len(self.shapes) else None

    def dtype(self, i: int) -> int | None:
        if i in self.consts:
            return onnx_dtype(self.consts[i])
        return self.dtypes[i] if i < len(self.dtypes) else None

    def rank(self, i: int) -> int | None:
        s = self.shape(i)
        return len(s) if s is not None else None

    # outputs
    @property
    def n_out(self) -> int:
        return len(self.node.output)

    def out_used(self, i: int) -> bool:
        return i < len(self.node.output) and self.node.output[i] != ""

    # attributes
    def attr(self, name: str, default: Any = None) -> Any:
        v = self.attrs.get(name, default)
        if isinstance(v, bytes):
            v = v.decode()
        return v

    def ints(self, name: str, default: Any = None) -> list[int] | None:
        v = self.attrs.get(name)
        return [int(a) for a in v] if v is not None else default

    def fail(self, reason: str) -> Unsupported:
        return Unsupported(self.op_type, self.domain, self.opset, reason)

    def float_input(self, i: int, what: str = "") -> None:
        """Unsupported unless input i is float32 (or its type is unknown)."""
        t = self.dtype(i)
        if t is not None and t != F32:
            raise self.fail(f"input {i}{' (' + what + ')' if what else ''} is {dtype_name(t)}; "
                            f"this op runs on float32 only")

    def is_int(self, i: int) -> bool:
        return self.dtype(i) in INTEGER_TYPES

    def axis(self, a: int, rank: int | None) -> int:
        if rank is None:
            return a
        if not -rank <= a < rank:
            raise self.fail(f"axis {a} is out of range for rank {rank}")
        return a % rank


def norm_axis(a: int, rank: int, what: str = "axis") -> int:
    if not -rank <= a < max(rank, 1):
        raise ValueError(f"{what} {a} is out of range for rank {rank}")
    return a % max(rank, 1)


# --- DSL ops: the library, generated text, calls -----------------------------------------------

def lib(name: str):
    """A library op (ops_library/*.opdsl, including onnx_extra.opdsl)."""
    return shipped()[name]


_gen_lock = threading.Lock()
_generated: dict[str, Any] = {}


def gen(text: str, name: str | None = None):
    """The op defined by generated .opdsl `text` (one op; or `name` of one of them),
    loaded once per distinct text: identical nodes share one Op and its kernels."""
    ns = _generated.get(text)
    if ns is None:
        with _gen_lock:
            ns = _generated.get(text)
            if ns is None:
                ns = load_ops(text, filename="<onnx binding>")
                _generated[text] = ns
    if name is None:
        (op,) = list(ns)
        return op
    return ns[name]


def f32(a: np.ndarray, what: str = "input") -> np.ndarray:
    a = np.asarray(a)
    if a.dtype != np.float32:
        raise TypeError(f"{what} must be float32, got {a.dtype}")
    return a


def int_values(a, what: str) -> list[int]:
    """An int tensor input (axes, pads, shapes, repeats) as Python ints, or a clear error."""
    if a is None:
        raise ValueError(f"{what} is missing")
    a = np.asarray(a)
    if not np.issubdtype(a.dtype, np.integer):
        raise ValueError(f"{what} must be integers, got {a.dtype}")
    return [int(v) for v in a.reshape(-1)]


def prod(xs) -> int:
    p = 1
    for x in xs:
        p *= int(x)
    return p


def merge_dims(shape: Sequence[int], tags: Sequence[Any]) -> tuple[list[int], list[Any]]:
    """Merge neighbouring dims that carry the same tag: (sizes, tags)."""
    sizes: list[int] = []
    out: list[Any] = []
    for s, t in zip(shape, tags):
        if out and out[-1] == t:
            sizes[-1] *= int(s)
        else:
            sizes.append(int(s))
            out.append(t)
    return sizes, out


# --- dtypes of data-movement nodes (data.py, select.py) ----------------------------------

INT_TYPES = (I64, I32)  # index tensors (Gather's indices, ...)


def is_f32(a: np.ndarray) -> bool:
    return a.dtype == np.float32


def kind_for(ctx: Ctx, i: int = 0) -> str:
    """A float32 (or unknown) input runs DSL ops; integers and booleans run in numpy."""
    t = ctx.dtype(i)
    return "kernel" if t in (None, F32) else "shape"


def data_types(ctx: Ctx, i: int = 0, allow_bool: bool = True) -> None:
    """Refuse, naming the input, a dtype neither path handles."""
    t = ctx.dtype(i)
    ok = (F32,) + INTEGER_TYPES + ((BOOL,) if allow_bool else ())
    if t is not None and t not in ok:
        raise ctx.fail(f"input {i} is {dtype_name(t)}; supported: float32 (DSL ops), integers"
                       + ("/bool" if allow_bool else "") + " (numpy)")
