"""jit_runtime as an ONNX backend (onnx.backend.base): what onnx's own conformance suite
(onnx.backend.test.BackendTest) drives.

    rep = JitBackend.prepare(model, device="CPU")     # a Session, every node bound
    outputs = rep.run([x, ...])                      # a list, in graph output order

Inputs are matched by position to the graph's declared inputs (initializers that are also
listed as inputs, as older exporters write them, keep their value unless given), or
passed as a dict by name. A model outside the ai.onnx opset range the runtime loads
(model.MIN_OPSET to MAX_OPSET) is first converted to the nearest end of it with
onnx.version_converter, as the runtime's load error advises (where the converter lacks
an adapter for a newer opset whose schemas differ only in element types, the opset is
relabelled); a model neither can convert fails with the runtime's own error.
"""
from __future__ import annotations

from typing import Any, Sequence

import numpy as np
import onnx
from onnx.backend.base import Backend, BackendRep

from .model import DEFAULT_DOMAINS, MAX_OPSET, MIN_OPSET
from .session import Session

DEVICES = ("CPU",)


def _opset(model: onnx.ModelProto) -> int | None:
    return next((o.version for o in model.opset_import if o.domain in DEFAULT_DOMAINS), None)


def _within_range(model: onnx.ModelProto) -> onnx.ModelProto:
    """The model, converted to MIN_OPSET / MAX_OPSET if it declares an ai.onnx opset
    outside the range the runtime loads (unchanged if the converter can't)."""
    opset = _opset(model)
    if opset is None or MIN_OPSET <= opset <= MAX_OPSET:
        return model
    from onnx import version_converter
    target = MIN_OPSET if opset < MIN_OPSET else MAX_OPSET
    try:
        return version_converter.convert_version(model, target)
    except Exception:  # noqa: BLE001 - the converter lacks an adapter
        pass
    if opset > target and all(_same_signature(n.op_type, opset, target) for n in _nodes(model.graph)
                              if n.domain in DEFAULT_DOMAINS):
        m = onnx.ModelProto()
        m.CopyFrom(model)
        for o in m.opset_import:
            if o.domain in DEFAULT_DOMAINS:
                o.version = target
        return m
    return model  # let the session say why it can't load


def _nodes(g: onnx.GraphProto):
    for n in g.node:
        yield n
        for a in n.attribute:
            for sg in ([a.g] if a.type == onnx.AttributeProto.GRAPH else list(a.graphs)):
                yield from _nodes(sg)


def _same_signature(op_type: str, a: int, b: int) -> bool:
    """Do op_type's schemas at opsets a and b take the same attributes (and defaults),
    inputs and outputs? (Newer opsets often only add element types, which the session
    checks for itself; onnx.version_converter lacks some of those adapters.)"""
    try:
        sa, sb = onnx.defs.get_schema(op_type, a), onnx.defs.get_schema(op_type, b)
    except onnx.defs.SchemaError:
        return False

    def sig(s):
        return (sorted((k, int(v.type), v.default_value.SerializeToString()) for k, v in s.attributes.items()),
                [(i.name, int(i.option)) for i in s.inputs], [(o.name, int(o.option)) for o in s.outputs])
    return sig(sa) == sig(sb)


class JitBackendRep(BackendRep):
    """A prepared model: a Session and the names its positional inputs bind to."""

    def __init__(self, session: Session, input_names: Sequence[str]):
        self.session = session
        self.input_names = list(input_names)

    def run(self, inputs: Any, **kwargs: Any) -> list[np.ndarray]:  # noqa: ARG002
        if isinstance(inputs, dict):
            feeds = dict(inputs)
        else:
            if isinstance(inputs, np.ndarray):
                inputs = [inputs]
            inputs = list(inputs)
            if len(inputs) > len(self.input_names):
                raise ValueError(f"{len(inputs)} inputs given; the model takes {len(self.input_names)}")
            feeds = dict(zip(self.input_names, inputs))
        res = self.session.run({k: np.asarray(v) for k, v in feeds.items()})
        return [res[t.name] for t in self.session.outputs]


class JitBackend(Backend):
    """onnx.backend.base.Backend over jit_runtime.Session (CPU only). prepare() options
    (fallback, threads, variant, ...) go to Session; `device` is the backend device
    ("CPU"), not a jit_runtime device profile (pass that as `profile=`)."""

    @classmethod
    def supports_device(cls, device: str) -> bool:
        return str(device).split(":")[0].upper() in DEVICES

    @classmethod
    def is_compatible(cls, model: onnx.ModelProto, device: str = "CPU", **kwargs: Any) -> bool:  # noqa: ARG003
        return cls.supports_device(device)

    @classmethod
    def prepare(cls, model: onnx.ModelProto | str | bytes, device: str = "CPU", **kwargs: Any) -> JitBackendRep:
        if not cls.supports_device(device):
            raise ValueError(f"device {device!r} is not supported; jit_runtime runs on the CPU")
        if isinstance(model, (bytes, bytearray)):
            model = onnx.load_model_from_string(bytes(model))
        elif isinstance(model, str):
            model = onnx.load(model)
        model = _within_range(model)
        options = {k: kwargs[k] for k in ("fallback", "threads", "variant", "passes", "base_dir", "arena")
                   if k in kwargs}
        if "profile" in kwargs:
            options["device"] = kwargs["profile"]
        options.setdefault("warmup", False)
        session = Session(model, **options)
        names = [t.name for t in session.inputs] + [t.name for t in session.overridable]
        declared = [i.name for i in model.graph.input]
        order = [n for n in declared if n in names] + [n for n in names if n not in declared]
        return JitBackendRep(session, order)

    @classmethod
    def run_model(cls, model: onnx.ModelProto, inputs: Any, device: str = "CPU", **kwargs: Any) -> list:
        return cls.prepare(model, device, **kwargs).run(inputs)

    @classmethod
    def run_node(cls, node: onnx.NodeProto, inputs: Any, device: str = "CPU",
                 outputs_info: Sequence[tuple] | None = None, **kwargs: Any) -> list:
        """One node on numpy inputs (in node input order, or by name): built into a
        one-node model (ai.onnx opset `opset=`, default MAX_OPSET; output types from
        shape inference, else from outputs_info as (numpy dtype, shape) pairs) and run."""
        from onnx import helper, shape_inference
        names = [n for n in node.input if n]
        arrays = [np.asarray(inputs[n]) for n in names] if isinstance(inputs, dict) else \
            [np.asarray(a) for a in inputs]
        ins = [helper.make_tensor_value_info(n, helper.np_dtype_to_tensor_dtype(a.dtype), a.shape)
               for n, a in zip(names, arrays)]
        opset = int(kwargs.pop("opset", MAX_OPSET))
        m = helper.make_model(helper.make_graph([node], "run_node", ins, []),
                              opset_imports=[helper.make_opsetid("", opset)])
        inferred = {v.name: v for v in shape_inference.infer_shapes(m).graph.value_info}
        for k, name in enumerate(n for n in node.output if n):
            vi = inferred.get(name)
            if vi is None or not vi.type.tensor_type.HasField("shape"):
                if outputs_info is None or k >= len(outputs_info):
                    raise ValueError(f"run_node: the type of output '{name}' is unknown; pass outputs_info")
                dt, shape = outputs_info[k]
                vi = helper.make_tensor_value_info(name, helper.np_dtype_to_tensor_dtype(np.dtype(dt)), shape)
            m.graph.output.append(vi)
        return cls.prepare(m, device, **kwargs).run(dict(zip(names, arrays)))


prepare = JitBackend.prepare
run_model = JitBackend.run_model
run_node = JitBackend.run_node
supports_device = JitBackend.supports_device

__all__ = ["JitBackend", "JitBackendRep", "prepare", "run_model", "run_node", "supports_device"]
