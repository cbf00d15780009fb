"""Checks of an ONNX protobuf before it becomes a Graph (model.py), each refusal naming
what is wrong and where.

They catch what onnx.checker lets through (tensor data whose length does not match its
dims, negative dims, a graph out of order or with a cycle, values written twice, reads
of names nothing defines) and read only the protobuf, so model.py, which builds the
Graph, sits on top of them: InvalidModel, the error every refusal at load raises, and
DEFAULT_DOMAINS are defined here and imported there.
"""
from __future__ import annotations

import onnx
from onnx import helper

DEFAULT_DOMAINS = ("", "ai.onnx")


class InvalidModel(ValueError):
    """Not a valid ONNX model, or one that contradicts itself: what is wrong and where
    (node name, op type, tensor name, opset), found at load before any native code runs."""


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


_FIELD_COUNT = {onnx.TensorProto.FLOAT: 1, onnx.TensorProto.DOUBLE: 1, onnx.TensorProto.INT32: 1,
                onnx.TensorProto.INT64: 1, onnx.TensorProto.INT8: 1, onnx.TensorProto.UINT8: 1,
                onnx.TensorProto.INT16: 1, onnx.TensorProto.UINT16: 1, onnx.TensorProto.BOOL: 1,
                onnx.TensorProto.FLOAT16: 1, onnx.TensorProto.BFLOAT16: 1, onnx.TensorProto.UINT32: 1,
                onnx.TensorProto.UINT64: 1, onnx.TensorProto.STRING: 1, onnx.TensorProto.COMPLEX64: 2,
                onnx.TensorProto.COMPLEX128: 2}  # stored values per element, where that is simple


_VALUE_FIELDS = ("raw_data", "float_data", "int32_data", "string_data", "int64_data", "double_data", "uint64_data")
_ELEMENT_TYPES = frozenset(v for v in onnx.TensorProto.DataType.values() if v != onnx.TensorProto.UNDEFINED)


def _label(k: int, n: onnx.NodeProto) -> str:
    return f"node '{n.name or f'{n.op_type}_{k}'}' ({n.op_type or 'no op_type'})"


def _check_tensor(t: onnx.TensorProto, where: str, raw_len: int | None = None) -> None:
    """Dims >= 0 and a data length that matches them (the checker takes data that is too long).
    raw_len: the length of the raw data t was parsed without (model.py reads it from the
    model's bytes)."""
    dims = tuple(t.dims)
    if any(d < 0 for d in dims):
        raise InvalidModel(f"{where} has negative dims {dims}")
    if t.data_type not in _ELEMENT_TYPES:
        raise InvalidModel(f"{where} has data_type {t.data_type}, which is no ONNX element type"
                           + (" (UNDEFINED)" if t.data_type == 0 else ""))
    if t.data_location == onnx.TensorProto.EXTERNAL or t.data_type not in _FIELD_COUNT:
        return
    has_raw = raw_len is not None or t.HasField("raw_data")
    fields = [f for f in _VALUE_FIELDS if (has_raw if f == "raw_data" else len(getattr(t, f)))]
    if len(fields) > 1:
        raise InvalidModel(f"{where} holds its values in more than one field ({', '.join(fields)}): "
                           f"a tensor keeps them in one")
    if fields == ["raw_data"] and t.data_type == onnx.TensorProto.STRING:
        raise InvalidModel(f"{where} (string) holds its values in raw_data: strings are kept in string_data")
    n = 1
    for d in dims:
        n *= d
    kind = onnx.TensorProto.DataType.Name(t.data_type).lower()
    if has_raw and t.data_type != onnx.TensorProto.STRING:
        need = n * helper.tensor_dtype_to_np_dtype(t.data_type).itemsize
        have = raw_len if raw_len is not None else len(t.raw_data)
        if have != need:
            raise InvalidModel(f"{where} ({kind}, dims {dims}): raw_data holds {have} bytes; the dims need {need}")
        return
    have = len(getattr(t, helper.tensor_dtype_to_field(t.data_type)))
    if have != n * _FIELD_COUNT[t.data_type]:
        raise InvalidModel(f"{where} ({kind}, dims {dims}): holds {have} values; the dims need "
                           f"{n * _FIELD_COUNT[t.data_type]}")


def _check_dims(vis, what: str, producer: dict[str, str] | None = None) -> None:
    for vi in vis:
        if not vi.type.HasField("tensor_type"):
            continue
        for k, d in enumerate(vi.type.tensor_type.shape.dim):
            if d.HasField("dim_value") and d.dim_value < 0:
                by = f" (output of {producer[vi.name]})" if producer and vi.name in producer else ""
                hint = ("check its attributes (kernel_shape, pads, strides, axes) against the input shapes"
                        if by else "a symbolic name stands for an unknown dim")
                raise InvalidModel(f"{what} '{vi.name}'{by} has dim {k} = {d.dim_value}: dims are >= 0 ({hint})")


def unknown_negative_dims(m: onnx.ModelProto) -> None:
    """Dims the model declares as negative (-1 is a common way to say "any") become
    unknown dims, as onnxruntime reads them (in place: `m` is our own copy). Only the
    declarations: an inferred negative dim is still an error (_check_dims)."""
    g = m.graph
    for vi in list(g.input) + list(g.output) + list(g.value_info):
        if vi.type.HasField("tensor_type") and vi.type.tensor_type.HasField("shape"):
            for d in vi.type.tensor_type.shape.dim:
                if d.HasField("dim_value") and d.dim_value < 0:
                    d.ClearField("dim_value")


def check_model(m: onnx.ModelProto, data: bytes | None = None) -> None:
    """onnx.checker, accepting what onnxruntime loads although the checker requires it:
    graph inputs and outputs whose type leaves out the shape (the rank is unknown), and
    graph outputs with no type at all (found by the run). A graph input with no type is
    refused, as onnxruntime refuses it. The checker sees stand-ins (an empty shape, an
    undefined element type) that are taken out again afterwards. `data`: m's serialized
    bytes, when the caller has them (the checker then checks them, not a new serialization)."""
    g = m.graph
    untyped = [vi.name for vi in g.input if not vi.type.WhichOneof("value")]
    if untyped:
        raise InvalidModel(f"graph input '{untyped[0]}' has no type: the element type of an input must be stated")
    no_shape = [vi.type.tensor_type for vi in list(g.input) + list(g.output)
                if vi.type.HasField("tensor_type") and not vi.type.tensor_type.HasField("shape")]
    no_type = [vi for vi in g.output if not vi.type.WhichOneof("value")]
    for t in no_shape:
        t.shape.SetInParent()
    for vi in no_type:
        vi.type.tensor_type.elem_type = onnx.TensorProto.UNDEFINED
        vi.type.tensor_type.shape.SetInParent()
    try:
        onnx.checker.check_model(data if data is not None and not no_shape and not no_type else m)
    except onnx.checker.ValidationError as e:
        raise InvalidModel(f"invalid ONNX model: {e}") from e
    except UnicodeDecodeError as e:  # the checker reads names as UTF-8
        raise InvalidModel(f"invalid ONNX model: a name or string in it is not UTF-8 ({e})") from e
    finally:
        for t in no_shape:
            t.ClearField("shape")
        for vi in no_type:
            vi.ClearField("type")


def _check_structure(m: onnx.ModelProto) -> bool:
    """Names, outputs, domains, single assignment, dangling reads and cycles, each error
    naming the node; a graph that is acyclic but out of order is put in order (in place:
    `m` is our own copy; True when it was)."""
    g = m.graph
    if not g.output:
        raise InvalidModel("the graph has no outputs: there is nothing to compute")
    outs = [o.name for o in g.output]
    dup = sorted({o for o in outs if outs.count(o) > 1})
    if dup or "" in outs:
        raise InvalidModel(f"graph output{'s' if len(dup) > 1 else ''} {', '.join(map(repr, dup))} listed more "
                           f"than once" if dup else "a graph output has no name")
    ins = [i.name for i in g.input]
    dup = sorted({i for i in ins if ins.count(i) > 1})
    if dup:
        raise InvalidModel(f"graph input {', '.join(map(repr, dup))} listed more than once")
    imported = {o.domain for o in m.opset_import}
    defined = set(ins) | {t.name for t in g.initializer} | {t.values.name for t in g.sparse_initializer}
    producer: dict[str, int] = {}
    for k, n in enumerate(g.node):
        if not n.op_type:
            raise InvalidModel(f"node {k} ('{n.name}') has no op_type")
        names = [a.name for a in n.attribute]
        if len(set(names)) != len(names):
            twice = sorted({a for a in names if names.count(a) > 1})
            raise InvalidModel(f"{_label(k, n)} has attribute{'s' if len(twice) > 1 else ''} "
                               f"{', '.join(map(repr, twice))} more than once")
        if n.domain not in DEFAULT_DOMAINS and n.domain not in imported:
            raise InvalidModel(f"{_label(k, n)} is in domain '{n.domain}', which the model does not import "
                               f"(no opset_import entry for it)")
        for o in n.output:
            if not o:
                continue
            if o in producer:
                raise InvalidModel(f"value '{o}' is written by two nodes: {_label(producer[o], g.node[producer[o]])}"
                                   f" and {_label(k, n)}")
            if o in defined:
                raise InvalidModel(f"{_label(k, n)} writes '{o}', which is also a graph input or initializer")
            producer[o] = k
    for k, n in enumerate(g.node):
        for t in n.input:
            if t and t not in defined and t not in producer:
                raise InvalidModel(f"{_label(k, n)} reads '{t}', which no node output, graph input or initializer "
                                   f"defines (a missing initializer or a dangling name)")
    for o in outs:
        if o not in defined and o not in producer:
            raise InvalidModel(f"graph output '{o}' is not produced by any node, graph input or initializer")
    deps = [sorted({producer[t] for t in tuple(n.input) + _subgraph_reads(n) if t in producer}) for n in g.node]
    order = _kahn(deps)
    if len(order) < len(deps):
        raise InvalidModel(f"the graph has a cycle: {_cycle(deps, set(range(len(deps))) - set(order), g)}")
    if order != sorted(order):
        nodes = [g.node[k] for k in order]
        copies = [onnx.NodeProto() for _ in nodes]
        for c, n in zip(copies, nodes):
            c.CopyFrom(n)
        del g.node[:]
        g.node.extend(copies)
        return True
    return False


def _kahn(deps: list[list[int]]) -> list[int]:
    import heapq
    waiting = [len(d) for d in deps]
    users: dict[int, list[int]] = {}
    for k, d in enumerate(deps):
        for j in d:
            users.setdefault(j, []).append(k)
    ready = [k for k, w in enumerate(waiting) if w == 0]
    heapq.heapify(ready)
    out = []
    while ready:
        k = heapq.heappop(ready)
        out.append(k)
        for u in users.get(k, ()):
            waiting[u] -= 1
            if waiting[u] == 0:
                heapq.heappush(ready, u)
    return out


def _cycle(deps: list[list[int]], stuck: set[int], g: onnx.GraphProto) -> str:
    """One cycle among the stuck nodes, as 'a (Op) -> b (Op) -> a (Op)'."""
    k, path = min(stuck), []
    while k not in path:
        path.append(k)
        k = next(j for j in deps[k] if j in stuck)
    loop = path[path.index(k):] + [k]
    return " -> ".join(_label(j, g.node[j]) for j in reversed(loop))

