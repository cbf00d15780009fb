"""An ONNX model as small frozen dataclasses: load, check, infer shapes, once.

Everything after loading (passes, schedule, memory plan, session) reads this form and
never the protobuf, so a pass is a function from Graph to Graph and cannot change the
model the caller gave us. Initializers are read-only numpy arrays.
"""
from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Mapping

import numpy as np
import onnx
from onnx import external_data_helper, helper, numpy_helper, shape_inference

MIN_OPSET, MAX_OPSET = 7, 21
DEFAULT_DOMAINS = ("", "ai.onnx")


class UnsupportedModel(ValueError):
    """Nodes no binding can run, all of them in one error (no silent fallback).
    `nodes`: (node name, op type, domain, opset, reason) per node."""

    def __init__(self, nodes: list[tuple[str, str, str, int, str]]):
        self.nodes = list(nodes)
        lines = [f"  node '{n}': {t} (domain '{d or 'ai.onnx'}', opset {o}): {r}" for n, t, d, o, r in nodes]
        super().__init__(f"{len(nodes)} unsupported node{'s' if len(nodes) != 1 else ''} "
                         f"(Session(..., fallback='reference') runs them with onnx's reference "
                         f"evaluator):\n" + "\n".join(lines))


@dataclass(frozen=True)
class TensorInfo:
    """A named value: ONNX element type and shape (ints, symbolic names, or None per dim;
    None for the whole shape when not even the rank is known)."""
    name: str
    elem_type: int
    shape: tuple[int | str | None, ...] | None

    @property
    def dtype(self) -> np.dtype | None:
        try:
            return np.dtype(helper.tensor_dtype_to_np_dtype(self.elem_type))
        except (KeyError, TypeError, ValueError):
            return None

    @property
    def static_shape(self) -> tuple[int, ...] | None:
        """The shape when every dim is a number, else None."""
        if self.shape is None or not all(isinstance(d, int) for d in self.shape):
            return None
        return tuple(self.shape)  # type: ignore[arg-type]


@dataclass(frozen=True)
class Node:
    """One node. `index` is its position in the model as given (the schedule's tie
    break); `fused` names nodes a pass folded into this one; `implicit` lists
    outer-scope values its subgraphs read (they are inputs for scheduling)."""
    index: int
    name: str
    op_type: str
    domain: str
    inputs: tuple[str, ...]
    outputs: tuple[str, ...]
    proto: onnx.NodeProto = field(compare=False, repr=False, hash=False)
    fused: tuple[str, ...] = ()
    implicit: tuple[str, ...] = ()

    def with_io(self, inputs: tuple[str, ...], outputs: tuple[str, ...], **changes) -> "Node":
        """The same node reading/writing other values (a new proto; this one is untouched)."""
        p = onnx.NodeProto()
        p.CopyFrom(self.proto)
        del p.input[:]
        p.input.extend(inputs)
        del p.output[:]
        p.output.extend(outputs)
        return dataclasses.replace(self, inputs=tuple(inputs), outputs=tuple(outputs), proto=p, **changes)

    def line(self) -> str:
        fused = f"  [+{', '.join(self.fused)}]" if self.fused else ""
        return f"{self.name}: {self.op_type}({', '.join(self.inputs)}) -> {', '.join(self.outputs)}{fused}"


@dataclass(frozen=True, eq=False)
class Graph:
    """The model's main graph. `inputs` are the values the caller must feed;
    `overridable` are inputs that also have an initializer (constant unless fed);
    `tensors` holds the inferred type and shape of every value shape inference knew."""
    name: str
    nodes: tuple[Node, ...]
    inputs: tuple[TensorInfo, ...]
    outputs: tuple[TensorInfo, ...]
    initializers: Mapping[str, np.ndarray]
    overridable: tuple[TensorInfo, ...]
    tensors: Mapping[str, TensorInfo]
    opsets: Mapping[str, int]
    ir_version: int
    functions: tuple[onnx.FunctionProto, ...] = field(default=(), repr=False)

    def opset(self, domain: str) -> int:
        if domain in DEFAULT_DOMAINS:
            return self.opsets.get("", self.opsets.get("ai.onnx", 0))
        return self.opsets.get(domain, 0)

    def replace(self, **changes) -> "Graph":
        if "initializers" in changes:
            changes["initializers"] = _frozen_arrays(changes["initializers"])
        return dataclasses.replace(self, **changes)

    def text(self) -> str:
        """One line per node: the form pass tests compare."""
        return "\n".join(n.line() for n in self.nodes)

    def consumers(self) -> dict[str, list[Node]]:
        out: dict[str, list[Node]] = {}
        for n in self.nodes:
            for t in n.inputs + n.implicit:
                if t:
                    out.setdefault(t, []).append(n)
        return out

    def feed(self, names) -> "Graph":
        """This graph with the given overridable initializers turned into inputs."""
        names = set(names)
        unknown = names - {t.name for t in self.overridable}
        if unknown:
            raise ValueError(f"not overridable: {', '.join(sorted(unknown))}")
        if not names:
            return self
        moved = tuple(t for t in self.overridable if t.name in names)
        return self.replace(inputs=self.inputs + moved,
                            overridable=tuple(t for t in self.overridable if t.name not in names),
                            initializers={k: v for k, v in self.initializers.items() if k not in names})


def _frozen_arrays(d: Mapping[str, np.ndarray]) -> Mapping[str, np.ndarray]:
    out = {}
    for k, v in d.items():
        if v.flags.writeable:
            v = v.view()
            v.flags.writeable = False
        out[k] = v
    return MappingProxyType(out)


# --- loading --------------------------------------------------------------------------

def _read(model, base_dir: str | None) -> tuple[onnx.ModelProto, str | None]:
    if isinstance(model, onnx.ModelProto):
        m = onnx.ModelProto()
        m.CopyFrom(model)  # we load external data into it: never into the caller's proto
        return m, base_dir
    if isinstance(model, (bytes, bytearray, memoryview)):
        return onnx.load_model_from_string(bytes(model)), base_dir
    if isinstance(model, (str, os.PathLike)):
        path = os.fspath(model)
        if not os.path.isfile(path):
            raise FileNotFoundError(f"no ONNX model at {path}")
        return onnx.load(path, load_external_data=False), base_dir or os.path.dirname(os.path.abspath(path))
    raise TypeError(f"model must be a path, bytes or onnx.ModelProto, got {type(model).__name__}")


def _load_external(m: onnx.ModelProto, base_dir: str | None) -> None:
    """Load external tensor data, refusing locations outside the model's folder."""
    tensors = [t for t in external_data_helper._get_all_tensors(m) if external_data_helper.uses_external_data(t)]
    if not tensors:
        return
    if base_dir is None:
        raise ValueError("the model keeps tensors in external files: load it from a path "
                         "(or pass base_dir=) so they can be found")
    root = os.path.realpath(base_dir)
    for t in tensors:
        loc = external_data_helper.ExternalDataInfo(t).location
        full = os.path.realpath(os.path.join(root, loc))
        if os.path.isabs(loc) or os.path.commonpath([root, full]) != root:
            raise ValueError(f"tensor '{t.name}': external data location '{loc}' is outside the "
                             f"model's folder {root}; refusing to read it")
        if not os.path.isfile(full):
            raise FileNotFoundError(f"tensor '{t.name}': external data file {full} not found")
    external_data_helper.load_external_data_for_model(m, root)


def _info(vi: onnx.ValueInfoProto) -> TensorInfo:
    t = vi.type.tensor_type
    if not vi.type.HasField("tensor_type"):
        return TensorInfo(vi.name, 0, None)
    if not t.HasField("shape"):
        return TensorInfo(vi.name, t.elem_type, None)
    dims: list[int | str | None] = []
    for d in t.shape.dim:
        if d.HasField("dim_value"):
            dims.append(int(d.dim_value))
        else:
            dims.append(d.dim_param or None)
    return TensorInfo(vi.name, t.elem_type, tuple(dims))


def _subgraph_reads(node: onnx.NodeProto) -> tuple[str, ...]:
    """Names a node's subgraphs read from the enclosing scope."""
    reads: list[str] = []

    def walk(g: onnx.GraphProto, outer_defined: set[str]) -> None:
        defined = set(outer_defined) | {i.name for i in g.input} | {i.name for i in g.initializer}
        for n in g.node:
            for name in n.input:
                if name and name not in defined and name not in reads:
                    reads.append(name)
            for a in n.attribute:
                for sg in ([a.g] if a.type == onnx.AttributeProto.GRAPH else list(a.graphs)):
                    walk(sg, defined)
            defined.update(n.output)

    for a in node.attribute:
        for sg in ([a.g] if a.type == onnx.AttributeProto.GRAPH else list(a.graphs)):
            walk(sg, set())
    return tuple(reads)


def _nodes(g: onnx.GraphProto) -> tuple[Node, ...]:
    seen: dict[str, int] = {}
    nodes = []
    for i, p in enumerate(g.node):
        name = p.name or f"{p.op_type}_{i}"
        if name in seen:
            seen[name] += 1
            name = f"{name}_{seen[name]}"
        seen.setdefault(name, 0)
        nodes.append(Node(i, name, p.op_type, p.domain, tuple(p.input), tuple(p.output), p,
                          implicit=_subgraph_reads(p)))
    return tuple(nodes)


def from_proto(m: onnx.ModelProto) -> Graph:
    """Graph from a checked, shape-inferred ModelProto (no checks here)."""
    g = m.graph
    inits = {t.name: numpy_helper.to_array(t) for t in g.initializer}
    for t in g.sparse_initializer:
        inits[t.values.name] = _sparse_to_dense(t)
    declared = [_info(v) for v in g.input]
    tensors = {v.name: _info(v) for v in list(g.input) + list(g.value_info) + list(g.output)}
    for name, a in inits.items():
        if name not in tensors or tensors[name].shape is None:
            tensors[name] = TensorInfo(name, helper.np_dtype_to_tensor_dtype(a.dtype), tuple(a.shape))
    opsets = {o.domain: o.version for o in m.opset_import}
    return Graph(
        name=g.name,
        nodes=_nodes(g),
        inputs=tuple(v for v in declared if v.name not in inits),
        outputs=tuple(tensors.get(o.name, _info(o)) for o in g.output),
        initializers=_frozen_arrays(inits),
        overridable=tuple(v for v in declared if v.name in inits),
        tensors=MappingProxyType(tensors),
        opsets=MappingProxyType(opsets),
        ir_version=m.ir_version,
        functions=tuple(m.functions),
    )


def _sparse_to_dense(sp: onnx.SparseTensorProto) -> np.ndarray:
    values = numpy_helper.to_array(sp.values)
    idx = numpy_helper.to_array(sp.indices)
    dense = np.zeros(int(np.prod(sp.dims)), values.dtype)
    flat = idx if idx.ndim == 1 else np.ravel_multi_index(idx.T, tuple(sp.dims))
    dense[flat] = values
    return dense.reshape(tuple(sp.dims))


def load(model, base_dir: str | None = None) -> Graph:
    """Path, bytes or ModelProto -> Graph: external data (inside the model's folder
    only), onnx.checker, an opset check (7 to 21), tensor graph inputs only, shape
    inference with data propagation (so int64 shape tensors computed from constants give
    static shapes)."""
    m, base = _read(model, base_dir)
    _load_external(m, base)
    try:
        onnx.checker.check_model(m)
    except onnx.checker.ValidationError as e:
        raise ValueError(f"invalid ONNX model: {e}") from e
    opset = next((o.version for o in m.opset_import if o.domain in DEFAULT_DOMAINS), None)
    if opset is None or not MIN_OPSET <= opset <= MAX_OPSET:
        raise ValueError(f"model uses ai.onnx opset {opset}; supported: {MIN_OPSET} to {MAX_OPSET} "
                         f"(convert it with onnx.version_converter)")
    inits = {t.name for t in m.graph.initializer}
    kinds = {v.name: v.type.WhichOneof("value") for v in m.graph.input if v.name not in inits}
    others = [f"'{n}' ({k.replace('_type', '')})" for n, k in kinds.items() if k not in (None, "tensor_type")]
    if others:
        raise ValueError(f"graph input{'s' if len(others) > 1 else ''} {', '.join(others)}: only tensor "
                         f"inputs are supported (no sequence, map, optional or sparse inputs)")
    try:
        m = shape_inference.infer_shapes(m, data_prop=True)
    except Exception as e:  # inference is an aid: the run itself decides shapes  # noqa: BLE001
        import warnings
        warnings.warn(f"onnx shape inference failed ({e}); shapes will be found at the first run",
                      RuntimeWarning, stacklevel=2)
    return from_proto(m)
