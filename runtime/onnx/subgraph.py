"""Subgraphs (If's branches, Loop's and Scan's bodies) bound as programs of their own.

A subgraph reads values of the scopes around it by name. While a Program binds its nodes
it makes its graph the current scope (`outer_scope`); a binding with a subgraph attribute
builds a `Subgraph` from it there: the subgraph as a model of its own whose inputs are its
formal inputs (typed from the node where the subgraph leaves them untyped) and the outer
values it reads (typed and shaped as the outer graph knows them; outer initializers become
its initializers, so constant folding and weight layouts reach them). That model goes
through the same load as a top-level one (structure, cycles, dangling names, the checker,
shape inference: a hostile subgraph is refused with a named InvalidModel) and becomes a
nested Program: passes, bindings, an arena per input signature and replays of settled
runs. A run checks the element type and rank of every value it is fed.

Each iteration of a Loop or Scan is one run of its body's program from Python (a settled
body replays its launches natively, so an iteration costs one program run, not one Python
call per node).
"""
from __future__ import annotations

import contextvars
import dataclasses
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Callable, Sequence

import numpy as np
import onnx
from onnx import helper

from . import values
from .checks import InvalidModel, _subgraph_reads
from .float32 import in_float32
from .model import Graph, TensorInfo, UnsupportedModel, load
from ..launch import dry_running


@dataclass(frozen=True)
class Scope:
    """What a subgraph binding needs from the program binding it: its graph, what it
    knows of each value, and how it makes a nested program of a graph (with its own
    fallback, options and memory limit)."""
    graph: Graph
    infos: dict
    program: Callable[[Graph], Any]


_scope: contextvars.ContextVar[Scope | None] = contextvars.ContextVar("jit_runtime_onnx_scope", default=None)


@contextmanager
def outer_scope(scope: Scope):
    """Within: subgraph bindings resolve outer names in `scope` (nested scopes stack)."""
    token = _scope.set(scope)
    try:
        yield scope
    finally:
        _scope.reset(token)


def current() -> Scope | None:
    return _scope.get()


def graph_reads(g: onnx.GraphProto) -> tuple[str, ...]:
    """Names g (or a subgraph inside it) reads from the scopes around it."""
    n = helper.make_node("If", [], [], then_branch=g)  # any node holding g as its only subgraph
    return _subgraph_reads(n)


def _value_info(name: str, info: TensorInfo | None) -> onnx.ValueInfoProto:
    shape = None if info is None or info.shape is None else [d if d is not None else None for d in info.shape]
    if info is not None and info.kind:
        return values.value_info(name, info.kind, info.elem_type, shape)
    return helper.make_tensor_value_info(name, info.elem_type if info else 0, shape)


def _typed(vi: onnx.ValueInfoProto, given: TensorInfo | None, where: str) -> onnx.ValueInfoProto:
    """A formal input as the nested model declares it: its own type, else the one the node gives."""
    out = onnx.ValueInfoProto()
    out.CopyFrom(vi)
    t = out.type.tensor_type
    if out.type.WhichOneof("value") not in (None, "tensor_type"):  # a sequence or optional: as declared
        kind, elem, _ = values.type_of(out.type)
        holds_seq = kind in (values.SEQUENCE, values.OPTIONAL_SEQUENCE)
        if given is not None and (given.elem_type and elem and given.elem_type != elem or
                                  holds_seq != (given.kind in (values.SEQUENCE, values.OPTIONAL_SEQUENCE))):
            raise InvalidModel(f"{where}: input '{vi.name}' is declared {values.describe(kind, elem)}, but the "
                               f"node gives it {values.describe(given.kind, given.elem_type)}")
        return out
    if given is not None and given.kind:  # (a tensor type without an element type is no declaration)
        if t.elem_type:
            raise InvalidModel(f"{where}: input '{vi.name}' is declared {_tname(t.elem_type)}, but the node gives "
                               f"it {values.describe(given.kind, given.elem_type)}")
        return _value_info(vi.name, TensorInfo(vi.name, given.elem_type or t.elem_type, given.shape, given.kind))
    if not t.elem_type:
        if given is None or not given.elem_type:
            raise InvalidModel(f"{where}: input '{vi.name}' has no element type and the node does not give one")
        t.elem_type = given.elem_type
        if not t.HasField("shape") and given.shape is not None:
            out.CopyFrom(_value_info(vi.name, given))
    elif given is not None and given.elem_type and given.elem_type != t.elem_type:
        raise InvalidModel(f"{where}: input '{vi.name}' is declared {_tname(t.elem_type)}, but the node gives it "
                           f"{_tname(given.elem_type)}")
    return out


def _free_dims(vi: onnx.ValueInfoProto) -> None:
    """Every dim of vi (of each element of a sequence or optional) unknown, its rank kept, in place."""
    tp = vi.type
    while tp.WhichOneof("value") in ("sequence_type", "optional_type"):
        tp = getattr(tp, tp.WhichOneof("value")).elem_type
    t = tp.tensor_type
    if tp.HasField("tensor_type") and t.HasField("shape"):
        for d in t.shape.dim:
            d.Clear()


def _tname(t: int) -> str:
    try:
        return onnx.TensorProto.DataType.Name(t).lower()
    except ValueError:
        return f"type {t}"


class Subgraph:
    """One subgraph attribute as a nested Program. `formal`: the TensorInfo the node gives
    each formal input (None where it cannot say); `where`: the node and attribute, as
    errors name them. run(formal values, outer values) -> its outputs, in order."""

    def __init__(self, g: onnx.GraphProto, formal: Sequence[TensorInfo | None], where: str, varying: int = 0):
        """varying: the formal inputs from this position on (a Loop's carried values) may
        change shape between iterations: their declared dims, the dims declared for the
        outputs and the body's value_info (what an exporter saw in the iteration it
        traced) are dropped, ranks kept, and shape inference works from the rest."""
        scope = current()
        if scope is None:
            raise InvalidModel(f"{where}: a subgraph is bound only inside a model (no enclosing graph)")
        self.where = where
        self.reads = graph_reads(g)
        if len(formal) != len(g.input):
            raise InvalidModel(f"{where}: the subgraph has {len(g.input)} inputs; the node gives it {len(formal)}")
        outer = scope.graph
        known = set(scope.infos) | set(outer.initializers) | {t.name for t in outer.inputs} | \
            {o for n in outer.nodes for o in n.outputs}
        missing = [t for t in self.reads if t not in known]
        if missing:
            raise InvalidModel(f"{where}: the subgraph reads {', '.join(map(repr, missing))}, which no value of an "
                               f"enclosing graph defines")
        own = {i.name for i in g.input}
        clash = [t for t in self.reads if t in own]
        if clash:
            raise InvalidModel(f"{where}: '{clash[0]}' is both a subgraph input and an outer value it reads")
        untyped = [t for t in self.reads if t not in outer.initializers
                   and not (scope.infos.get(t) and scope.infos[t].elem_type)]
        if untyped:
            raise InvalidModel(f"{where}: the subgraph reads {', '.join(map(repr, untyped))}, whose element type "
                               f"shape inference could not find")
        consts = {t: outer.initializers[t] for t in self.reads if t in outer.initializers}
        m = onnx.ModelProto()
        m.ir_version = max(outer.ir_version, 4)  # inputs need not list initializers from IR 4
        m.opset_import.extend(helper.make_opsetid(d, v) for d, v in outer.opsets.items())
        m.functions.extend(outer.functions)
        sg = m.graph
        sg.CopyFrom(g)
        sg.name = g.name or "subgraph"
        del sg.input[:]
        sg.input.extend(_typed(vi, f, where) for vi, f in zip(g.input, formal))
        if varying:
            for vi in list(sg.input)[varying:] + list(sg.output):
                _free_dims(vi)
            del sg.value_info[:]
        for t in self.reads:  # as the model declares them (float16 too, though computed in float32)
            info = scope.infos.get(t)
            if t in consts:
                a = consts[t]
                info = TensorInfo(t, helper.np_dtype_to_tensor_dtype(a.dtype), tuple(a.shape))
            if t in outer.widened:
                info = TensorInfo(t, outer.widened[t], info.shape if info is not None else None)
            sg.input.append(_value_info(t, info))
        try:
            graph = load(m)
        except InvalidModel as e:
            raise InvalidModel(f"{where}: {e}") from e
        graph = graph.replace(inputs=tuple(t for t in graph.inputs if t.name not in consts),
                              initializers={**graph.initializers, **consts})
        self.graph = in_float32(graph)
        declared = {t.name: t for t in self.graph.inputs}
        self.formal_names = [vi.name for vi in g.input]
        self.fed = [(k, declared[n]) for k, n in enumerate(self.formal_names + list(self.reads)) if n in declared]
        self.outputs = [t.name for t in self.graph.outputs]
        try:
            self.program = scope.program(self.graph)
        except UnsupportedModel as e:  # the node is unsupported, naming the nodes inside
            raise NotImplementedError(f"{where}: " + "; ".join(f"node '{n}' ({t}, opset {o}): {r}"
                                                               for n, t, _, o, r in e.nodes)) from e
        # each output's kind as the body's bindings make it (a tensor, a sequence, an optional)
        made = getattr(self.program, "kinds", {})
        self.output_infos = [dataclasses.replace(t, kind=made.get(t.name, t.kind)) for t in self.graph.outputs]
        self.out_kinds = tuple(t.kind for t in self.output_infos)

    def run(self, formal: Sequence[np.ndarray], outer: Sequence[np.ndarray]) -> list[np.ndarray]:
        from .arena import NodeError
        given = list(formal) + list(outer)
        prog = self.program
        feeds, sig = {}, []
        for k, name, vid, want, shape, kind in self._feeds:
            a = given[k]
            if kind:
                try:
                    a = values.check_fed(a, kind, want, None, f"{self.where}: value '{name}'", copy=False)
                except (TypeError, ValueError) as e:
                    raise NodeError(str(e)) from None
                feeds[vid] = a
                sig.append((name, values.signature(a)))
                continue
            if not isinstance(a, np.ndarray):
                a = np.asarray(a)
            if want is not None and a.dtype != want:
                raise NodeError(f"{self.where}: value '{name}' is {a.dtype}; the subgraph takes {want}")
            if shape is not None and (len(shape) != a.ndim or any(
                    isinstance(d, int) and d != n for d, n in zip(shape, a.shape))):
                raise NodeError(f"{self.where}: value '{name}' has shape {a.shape}; the subgraph declares {shape}")
            if not a.flags.c_contiguous:
                a = np.array(a, order="C")  # (np.ascontiguousarray makes a 0-d array 1-d)
            feeds[vid] = a
            sig.append((name, a.shape))
        try:
            if dry_running():  # the enclosing program's dry run: no first run of zeros to keep
                return prog.dry_run(feeds)
            return prog.execute(feeds, tuple(sorted(sig)))
        except NodeError as e:
            raise NodeError(f"{self.where}: {e}") from e

    @property
    def _feeds(self) -> list:
        """Per fed value: (position, name, value id, dtype at run time, declared shape, kind)."""
        f = self.__dict__.get("_feed_plan")
        if f is None:
            f = self.__dict__["_feed_plan"] = [
                (k, t.name, self.program.ids[t.name], _computed(t.dtype) if t.dtype is not None else None,
                 tuple(t.shape) if t.shape is not None else None, t.kind) for k, t in self.fed]
        return f


def _computed(dt: np.dtype) -> np.dtype:
    """The dtype a value of declared dtype dt has at run time (half types and float64 run in float32)."""
    return np.dtype(np.float32) if dt.kind == "f" or dt.name == "bfloat16" else dt
