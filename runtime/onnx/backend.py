"""jit_runtime as an ONNX backend (onnx.backend.base): what onnx's own conformance suite
(onnx.backend.test.BackendTest) drives.

    rep = JitBackend.prepare(model, device="CPU")     # a Session, every node bound
    outputs = rep.run([x, ...])                      # a list, in graph output order

Inputs are matched by position to the graph's declared inputs (initializers that are also
listed as inputs, as older exporters write them, keep their value unless given), or
passed as a dict by name. Models are loaded as they are, at their own opset: the session
binds every opset from model.MIN_OPSET (7) to the newest the installed onnx defines. Only
a model older than MIN_OPSET (onnx's pytorch-converted cases are opset 6) is first
converted up to it with onnx.version_converter; one it can't convert fails with the
session's own error.
"""
from __future__ import annotations

from typing import Any, Sequence

import numpy as np
import onnx
from onnx.backend.base import Backend, BackendRep

from .model import DEFAULT_DOMAINS, MAX_OPSET, MIN_OPSET
from .session import Session

DEVICES = ("CPU",)


def _old_opset_converted(model: onnx.ModelProto) -> onnx.ModelProto:
    """The model, converted up to MIN_OPSET if it declares an older ai.onnx opset
    (unchanged if the converter can't: the session then says why it can't load)."""
    opset = next((o.version for o in model.opset_import if o.domain in DEFAULT_DOMAINS), None)
    if opset is None or opset >= MIN_OPSET:
        return model
    from onnx import version_converter
    try:
        return version_converter.convert_version(model, MIN_OPSET)
    except Exception:  # noqa: BLE001 - the converter lacks an adapter
        return model


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
        res = self.session.run({k: v if isinstance(v, list) or v is None else np.asarray(v)  # (sequences, optionals)
                                for k, v in feeds.items()})
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
        model = _old_opset_converted(model)
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
