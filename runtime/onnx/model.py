"""An ONNX model as small frozen dataclasses: load, check, infer shapes, once.

Everything after loading (passes, schedule, memory plan, session) reads this form and
never the protobuf, so a pass is a function from Graph to Graph and cannot change the
model the caller gave us. Initializers are read-only numpy arrays. The checks of the
protobuf itself, and InvalidModel, the error they raise, are in checks.py (imported here).
"""
from __future__ import annotations

import dataclasses
import os
import sys
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Mapping

import numpy as np
import onnx
from onnx import external_data_helper, helper, numpy_helper

from .checks import (DEFAULT_DOMAINS, InvalidModel, _check_dims, _check_structure, _check_tensor, _label,
                     _subgraph_reads, check_model, unknown_negative_dims)
from .checks import _FIELD_COUNT, _cycle, _kahn  # noqa: F401 - importable from here, as before checks.py
from .infer import SMALL, infer, light
from . import memory, values
from .rawspans import strip
from ..loadprofile import stage

MIN_OPSET, MAX_OPSET = 7, onnx.defs.onnx_opset_version()  # up to the newest the installed onnx defines


class MissingExternalData(InvalidModel, FileNotFoundError):
    """A file the model keeps tensor data in is not there."""


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
    None for the whole shape when not even the rank is known). `kind`: "" for a tensor;
    "sequence", "optional" or "optional_sequence" (values.py), whose element type and
    shape are those of each tensor held."""
    name: str
    elem_type: int
    shape: tuple[int | str | None, ...] | None
    kind: str = ""

    @property
    def dtype(self) -> np.dtype | None:
        try:
            return np.dtype(helper.tensor_dtype_to_np_dtype(self.elem_type))
        except (KeyError, TypeError, ValueError):
            return None

    @property
    def static_shape(self) -> tuple[int, ...] | None:
        """The shape when every dim is a number, else None (and None for a sequence or optional)."""
        if self.kind or self.shape is None or not all(isinstance(d, int) for d in self.shape):
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
    `tensors` holds the inferred type and shape of every value shape inference knew;
    `declared` the shapes the model itself states for its outputs and value_info (a run
    whose values contradict them is refused); `widened` the element types of values the
    model declares float16/bfloat16/float64 and that are computed in float32 (a subgraph
    reading them is inferred with the declared ones)."""
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
    declared: Mapping[str, tuple[int | str | None, ...]] = field(default_factory=dict, repr=False)
    widened: Mapping[str, int] = field(default_factory=dict, repr=False)  # float32.py: declared types

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
    """Initializers as the graph keeps them: read-only, aligned copies of their own
    (_owned), whether read from the model or made by a pass (Conv+BN folding, constant
    folding); arrays already so are kept as they are."""
    out = {}
    for k, v in d.items():
        if v.dtype.kind in "biufc" and v.nbytes and (v.flags.writeable or v.ctypes.data % INIT_ALIGN):
            v = _owned(v)
        elif v.flags.writeable:
            v = v.view()
            v.flags.writeable = False
        out[k] = v
    return MappingProxyType(out)


# --- loading --------------------------------------------------------------------------

def _parse(data: bytes, what: str) -> onnx.ModelProto:
    """Protobuf bytes -> ModelProto, or InvalidModel saying why they are not a model."""
    if not data:
        raise InvalidModel(f"{what}: empty (0 bytes), not an ONNX model")
    try:
        m = onnx.load_model_from_string(data)
    except Exception as e:  # noqa: BLE001 - protobuf's DecodeError and friends
        raise InvalidModel(f"{what}: not an ONNX model ({len(data)} bytes starting {data[:8]!r}): protobuf "
                           f"decoding failed ({e}); the file may be truncated or in another format") from e
    if not m.HasField("graph"):
        raise InvalidModel(f"{what}: no ONNX graph in it ({len(data)} bytes starting {data[:8]!r}): not an "
                           f"ONNX model, or a truncated one")
    return m


def _read(model, base_dir: str | None) -> tuple[onnx.ModelProto, str | None, bytes | None, list | None]:
    """(the model, the folder of its external data, the bytes it was parsed from if any,
    per initializer the rawspans.Span of the raw data the model was parsed without, or
    None for one it holds; None when it holds them all)."""
    if isinstance(model, onnx.ModelProto):
        m = onnx.ModelProto()
        m.CopyFrom(model)  # we load external data into it: never into the caller's proto
        return m, base_dir, None, None
    if isinstance(model, (bytes, bytearray, memoryview)):
        data, what, base = bytes(model), "model bytes", base_dir
    elif isinstance(model, (str, os.PathLike)):
        what = os.fspath(model)
        if not os.path.isfile(what):
            raise FileNotFoundError(f"no ONNX model at {what}")
        with open(what, "rb") as f:
            data = f.read()
        base = base_dir or os.path.dirname(os.path.abspath(what))
    else:
        raise TypeError(f"model must be a path, bytes or onnx.ModelProto, got {type(model).__name__}")
    found = strip(data, _strippable) if sys.byteorder == "little" else None
    if found is not None and any(sp is not None and _strippable(sp) for sp in found[1]):
        light, spans = found
        parsed: onnx.ModelProto | None
        try:
            parsed = _parse(light, what)
        except InvalidModel:
            parsed = None
        inits = parsed.graph.initializer if parsed is not None else []
        if parsed is not None and len(spans) == len(inits) and all(sp is None or sp.name == t.name
                                                                   for sp, t in zip(spans, inits)):
            return parsed, base, data, [sp if sp is not None and _strippable(sp) else None for sp in spans]
    return _parse(data, what), base, data, None  # (and where the bytes are no model, the error says why)


def _load_external(m: onnx.ModelProto, base_dir: str | None, locations: list | None = None) -> bool:
    """Load external tensor data, refusing locations outside the model's folder (and
    list the files read in `locations`). True when there was any."""
    tensors = [t for t in external_data_helper._get_all_tensors(m) if external_data_helper.uses_external_data(t)]
    if not tensors:
        return False
    if base_dir is None:
        raise InvalidModel("the model keeps tensors in external files: load it from a path "
                           "(or pass base_dir=) so they can be found")
    root = os.path.realpath(base_dir)
    for t in tensors:
        loc = external_data_helper.ExternalDataInfo(t).location
        full = os.path.realpath(os.path.join(root, loc))
        if os.path.isabs(loc) or os.path.commonpath([root, full]) != root:
            raise InvalidModel(f"tensor '{t.name}': external data location '{loc}' is outside the "
                               f"model's folder {root}; refusing to read it")
        if not os.path.isfile(full):
            raise MissingExternalData(f"tensor '{t.name}': external data file {full} not found")
        if locations is not None:
            locations.append(os.path.relpath(full, root))
        info = external_data_helper.ExternalDataInfo(t)
        size = os.path.getsize(full)
        end = (info.offset or 0) + (info.length if info.length is not None else 0)
        if (info.offset or 0) > size or end > size:
            raise InvalidModel(f"tensor '{t.name}': external data file {loc} has {size} bytes, but the tensor's "
                               f"data is at bytes {info.offset or 0} to {end} (offset + length): a truncated file?")
    try:
        external_data_helper.load_external_data_for_model(m, root)
    except (ValueError, OSError) as e:
        raise InvalidModel(f"external data could not be read: {e}") from e
    return True


def _info(vi: onnx.ValueInfoProto) -> TensorInfo:
    t = vi.type.tensor_type
    if vi.type.WhichOneof("value") not in (None, "tensor_type"):
        kind, elem, shape = values.type_of(vi.type)
        return TensorInfo(vi.name, elem, shape, kind)
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


INIT_ALIGN = 64


def _owned(a: np.ndarray) -> np.ndarray:
    """A read-only copy of an initializer in memory of its own, 64-byte aligned. Read from
    the protobuf, it is a view at any offset of the model's bytes; kernels streaming a
    weight then split cache lines (a 1024x1024 gemv: 64 -> 56 us), and numpy's own
    allocations past 4 MiB are marked for huge pages (fewer TLB misses on cold weights)."""
    if a.dtype.kind not in "biufc" or a.nbytes == 0:
        return a
    buf = np.empty(a.nbytes + INIT_ALIGN, np.uint8)
    off = -buf.ctypes.data % INIT_ALIGN
    out = buf[off:off + a.nbytes].view(a.dtype).reshape(a.shape)
    out[...] = a
    out.flags.writeable = False
    return out


def from_proto(m: onnx.ModelProto, declared: Mapping[str, tuple] | None = None,
               source: tuple[bytes, list] | None = None) -> Graph:
    """Graph from a checked, shape-inferred ModelProto (no checks here); `declared`: the
    shapes the model stated before inference; `source`: the bytes m was parsed from and
    the rawspans.Span of each initializer's raw data m was parsed without (None: m holds
    it), copied once, straight into the aligned array the graph keeps."""
    g = m.graph
    inits = {}
    data, spans = source if source is not None else (b"", [])
    for k, t in enumerate(g.initializer):
        span = spans[k] if spans else None
        inits[t.name] = _from_source(t, data, span) if span is not None else _array(t, f"initializer '{t.name}'")
    for t in g.sparse_initializer:
        dt = TensorInfo("", t.values.data_type, None).dtype
        memory.check(f"sparse initializer '{t.values.name}' {tuple(t.dims)} made dense",
                     {"the tensor": memory.nbytes(t.dims, dt or np.float64)})
        try:
            inits[t.values.name] = _sparse_to_dense(t)
        except (ValueError, TypeError, IndexError, KeyError) as e:
            raise InvalidModel(f"sparse initializer '{t.values.name}' (dims {tuple(t.dims)}) can't be read: "
                               f"{type(e).__name__}: {e}") from e
    given = [_info(v) for v in g.input]
    tensors = {v.name: _info(v) for v in list(g.input) + list(g.value_info) + list(g.output)}
    for name, a in inits.items():
        if name not in tensors or tensors[name].shape is None:
            tensors[name] = TensorInfo(name, helper.np_dtype_to_tensor_dtype(a.dtype), tuple(a.shape))
    opsets = {o.domain: o.version for o in m.opset_import}
    return Graph(
        name=g.name,
        nodes=_nodes(g),
        inputs=tuple(v for v in given if v.name not in inits),
        outputs=tuple(tensors.get(o.name, _info(o)) for o in g.output),
        initializers=_frozen_arrays(inits),
        overridable=tuple(v for v in given if v.name in inits),
        tensors=MappingProxyType(tensors),
        opsets=MappingProxyType(opsets),
        ir_version=m.ir_version,
        functions=tuple(m.functions),
        declared=MappingProxyType(dict(declared or {})),
    )


def _array(t: onnx.TensorProto, where: str) -> np.ndarray:
    """A TensorProto's data as numpy, or an InvalidModel naming it (checks.py has
    checked its type and length; this catches what onnx's reader still refuses)."""
    try:
        return numpy_helper.to_array(t)
    except (ValueError, TypeError, IndexError, KeyError, OverflowError) as e:
        raise InvalidModel(f"{where} ({TensorInfo('', t.data_type, None).dtype or t.data_type}, dims "
                           f"{tuple(t.dims)}) can't be read: {type(e).__name__}: {e}") from e


_PLAIN = frozenset({onnx.TensorProto.FLOAT, onnx.TensorProto.DOUBLE, onnx.TensorProto.FLOAT16, onnx.TensorProto.BOOL,
                    onnx.TensorProto.INT8, onnx.TensorProto.INT16, onnx.TensorProto.INT32, onnx.TensorProto.INT64,
                    onnx.TensorProto.UINT8, onnx.TensorProto.UINT16, onnx.TensorProto.UINT32, onnx.TensorProto.UINT64})


def _strippable(span) -> bool:
    """Whether model bytes are parsed without this initializer's raw data, which
    _from_source then copies from them: plain element types, data in the file, and more
    elements than shape inference is given with their values (infer.SMALL, whatever the
    element size: the checks refuse a length the dims do not match)."""
    return span.data_type in _PLAIN and not span.external and span.length > SMALL * 8


def _from_source(t: onnx.TensorProto, data: bytes, span) -> np.ndarray:
    """t's values copied from the model's bytes at `span` (its raw data, which t was parsed
    without: _read matched the spans to the tensors by name, _check_tensor their lengths to
    the dims) into an aligned array of its own (_owned)."""
    dtype = helper.tensor_dtype_to_np_dtype(span.data_type)
    shape = tuple(t.dims)
    count = span.length // dtype.itemsize
    if count == 0:
        a = np.empty(shape, dtype)
        a.flags.writeable = False
        return a
    return _owned(np.frombuffer(data, dtype, count, span.offset).reshape(shape))


def _sparse_to_dense(sp: onnx.SparseTensorProto) -> np.ndarray:
    values = numpy_helper.to_array(sp.values)
    idx = numpy_helper.to_array(sp.indices)
    dense = np.zeros(int(np.prod(sp.dims)), values.dtype)
    flat = idx if idx.ndim == 1 else np.ravel_multi_index(idx.T, tuple(sp.dims))
    dense[flat] = values
    return dense.reshape(tuple(sp.dims))


def _value_kinds(g: onnx.GraphProto, *groups, producer: dict[str, str] | None = None) -> None:
    """Refuse (InvalidModel, naming the value) a value of a form the runtime does not hold:
    maps, sparse tensors, nested sequences and optionals, sequences of other than float32,
    integer or bool tensors (values.py)."""
    inits = {t.name for t in g.initializer}
    for what, vis in groups:
        for vi in vis:
            if vi.name in inits:
                continue
            why = values.refusal(vi.name, vi.type, what)
            if why:
                by = f" (output of {producer[vi.name]})" if producer and vi.name in producer else ""
                raise InvalidModel(why.replace(f"'{vi.name}'", f"'{vi.name}'{by}", 1))


def load(model, base_dir: str | None = None, external_files: list | None = None) -> Graph:
    """Path, bytes or ModelProto -> Graph: the bytes parse as a model, external data
    (inside the model's folder only), tensor data lengths that match their dims, a graph
    whose every read is defined and that has no cycle, an ai.onnx opset from 7 to the
    newest the installed onnx defines, onnx.checker (taking what onnxruntime takes: inputs
    and outputs without a shape, outputs without a type), values that are tensors,
    sequences or optionals (values.py), dims >= 0 (a declared negative dim is an unknown
    one), shape inference with data
    propagation (so int64 shape tensors computed from constants give static shapes) that
    finds no contradiction. Every refusal is an InvalidModel naming what is wrong.
    `external_files`: a list to which the external data files read are added (relative
    to the model's folder)."""
    with stage("parse"):
        m, base, raw, spans = _read(model, base_dir)
    with stage("checks"):
        for k, t in enumerate(m.graph.initializer):
            _check_tensor(t, f"initializer '{t.name}'", spans[k].length if spans and spans[k] else None)
        external = [t for t in m.graph.initializer if t.data_location == onnx.TensorProto.EXTERNAL]
    with stage("parse"):
        loaded = _load_external(m, base, external_files)
    with stage("checks"):
        for t in external:  # their data length, now that it is here
            _check_tensor(t, f"initializer '{t.name}'")
        for k, n in enumerate(m.graph.node):
            for a in n.attribute:
                if a.type == onnx.AttributeProto.TENSOR:
                    _check_tensor(a.t, f"{_label(k, n)} attribute '{a.name}'")
        reordered = _check_structure(m)
        opset = next((o.version for o in m.opset_import if o.domain in DEFAULT_DOMAINS), None)
        if opset is None or not MIN_OPSET <= opset <= MAX_OPSET:
            raise InvalidModel(f"model uses ai.onnx opset {opset}; supported: {MIN_OPSET} to {MAX_OPSET} "
                               f"(the newest the installed onnx defines; convert it with onnx.version_converter)")
        # the checker reads the model without its weights where that checks the same:
        # what it checks in a tensor _check_tensor checked above (parsing vit_b_16's 346 MB
        # in the checker took 1.0 s of a 10 s cold load). Else the bytes the model was read
        # from while they are still what m says, else m serialized again.
        if m.ir_version >= 4 and not m.graph.sparse_initializer:
            lm = light(m)
            lm.metadata_props.extend(m.metadata_props)  # (the checker reads these too)
            lm.training_info.extend(m.training_info)
            check_model(lm)
        else:  # (the checker reads every tensor's data here: a stripped one gets its bytes back)
            if spans is not None and raw is not None and (loaded or reordered):
                for t, sp in zip(m.graph.initializer, spans):
                    if sp is not None:
                        t.raw_data = raw[sp.offset:sp.offset + sp.length]
                spans = None
            check_model(m, raw if raw is not None and not loaded and not reordered else None)
        unknown_negative_dims(m)
        _value_kinds(m.graph, ("graph input", m.graph.input), ("graph output", m.graph.output),
                     ("value", m.graph.value_info))
        _check_dims(m.graph.input, "graph input")
        _check_dims(m.graph.output, "graph output")
        _check_dims(m.graph.value_info, "value")
        declared = {v.name: i.shape for v in list(m.graph.output) + list(m.graph.value_info)
                    if (i := _info(v)).shape is not None and any(isinstance(d, int) for d in i.shape)}
    with stage("shape inference"):
        m = infer(m)
    with stage("checks"):
        producer = {o: _label(k, n) for k, n in enumerate(m.graph.node) for o in n.output}
        _check_dims(list(m.graph.value_info) + list(m.graph.output), "value", producer)
        _value_kinds(m.graph, ("value", m.graph.value_info), ("graph output", m.graph.output), producer=producer)
    with stage("parse"):
        return from_proto(m, declared, (raw, spans) if raw is not None and spans is not None else None)
