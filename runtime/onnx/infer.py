"""onnx shape inference with data propagation, kept from costing the process its memory.

Data propagation (onnx's `data_prop=True`) carries the values of small integer tensors
(shapes) through Shape, Gather, Add, Mul, ... so reshape targets computed from shapes
become static shapes; it runs only for graphs that read shapes (Shape, Size), since
inference without it reads constant inputs itself. It keeps one protobuf dim per element of every 1-D value it sees,
and nothing bounds the elements: a graph input of 2**31 int64 elements fed to an Add, or
a constant squared twice and given to ConstantOfShape, makes it grow to 10 GB and more
before it fails. So on a system with fork() it runs in a child process whose address
space is capped (CHILD_BUDGET above the parent's size) and whose time is bounded
(CHILD_SECONDS); the child sends back the inferred value types. A child that runs out of
either is not an error of the model: shapes are then inferred without data propagation
in this process (which computes numbers, not lists of them), and the first run finds the
rest. Without fork(), data propagation is skipped when a declared or inferred dim is
larger than DATA_PROP_MAX_DIM.

Inference sees a light copy of the model: initializers over SMALL elements (weights) are
given as inputs of their type and shape, so it neither serializes nor copies them.
"""
from __future__ import annotations

import os
import re
import warnings

import onnx
from onnx import helper, shape_inference

from .checks import DEFAULT_DOMAINS, InvalidModel, _label

CHILD_BUDGET = 1 << 29     # bytes of address space the child may add to the parent's
CHILD_SECONDS = 120
DATA_PROP_MAX_DIM = 1 << 20  # without fork(): no data propagation past dims this large
SMALL = 1 << 12            # initializers up to this many elements go to inference with their values

_CANT_INFER = ("Inferred shape and existing shape differ",  # onnx's inference can be wrong: the run checks
               "Cannot infer", "No opset import", "is not a registered", "expected to have type but instead is null",
               "Unsupported", "not supported",
               "One and only one of the attributes")  # onnx's MeanVarianceNormalization function body


def light(m: onnx.ModelProto) -> onnx.ModelProto:
    """The model without its large initializers (inputs of their type and shape instead)."""
    g = m.graph
    out = onnx.ModelProto()
    out.ir_version = m.ir_version
    out.opset_import.extend(m.opset_import)
    out.functions.extend(m.functions)
    lg = out.graph
    lg.name = g.name
    lg.node.extend(g.node)
    lg.input.extend(g.input)
    lg.output.extend(g.output)
    lg.value_info.extend(g.value_info)
    listed = {i.name for i in g.input}
    for t in g.initializer:
        n = 1
        for d in t.dims:
            n *= d
        if n <= SMALL:
            lg.initializer.append(t)
        elif t.name not in listed:
            lg.input.append(helper.make_tensor_value_info(t.name, t.data_type, list(t.dims)))
    for sp in g.sparse_initializer:
        if sp.values.name not in listed:
            lg.input.append(helper.make_tensor_value_info(sp.values.name, sp.values.data_type, list(sp.dims)))
    return out


def _strict_then_lenient(m: onnx.ModelProto, data_prop: bool) -> tuple[str, object]:
    """('ok', model) | ('invalid', message of a strict failure that is a contradiction)
    | ('failed', message)."""
    try:
        return "ok", shape_inference.infer_shapes(m, strict_mode=True, data_prop=data_prop)
    except shape_inference.InferenceError as e:
        msg = str(e)
        if not any(w in msg for w in _CANT_INFER):
            return "invalid", msg
    try:
        return "ok", shape_inference.infer_shapes(m, data_prop=data_prop)
    except Exception as e:  # noqa: BLE001 - inference is an aid: the run decides shapes
        return "failed", str(e)


def _vm_bytes() -> int:
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmSize:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    import resource
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def _in_child(m: onnx.ModelProto) -> tuple[str, object] | None:
    """_strict_then_lenient(m, data_prop=True) in a forked child with capped memory and
    time (the result's graph holds value_info and outputs); None when the child ran out of
    either; ('unavailable', None) when no child could be made."""
    try:
        import resource
        r, w = os.pipe()
    except (ImportError, OSError):
        return "unavailable", None
    with warnings.catch_warnings():  # Python 3.12 warns about fork() in a threaded process
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            pid = os.fork()
        except OSError:
            os.close(r)
            os.close(w)
            return "unavailable", None
    if pid == 0:  # the child: onnx's C++ inference and protobuf only, then _exit
        code = 1
        try:
            os.close(r)
            hard = resource.getrlimit(resource.RLIMIT_AS)[1]
            cap = _vm_bytes() + CHILD_BUDGET
            cap = cap if hard == resource.RLIM_INFINITY else min(cap, hard)
            resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
            import signal
            signal.signal(signal.SIGALRM, signal.SIG_DFL)
            signal.alarm(CHILD_SECONDS)
            status, res = _strict_then_lenient(m, True)
            if status == "ok":
                g = onnx.GraphProto()
                g.value_info.extend(res.graph.value_info)
                g.output.extend(res.graph.output)
                payload = b"ok:" + g.SerializeToString()
            else:
                payload = status.encode() + b":" + str(res).encode("utf-8", "replace")
            with os.fdopen(w, "wb") as f:
                f.write(payload)
            code = 0
        finally:
            os._exit(code)
    os.close(w)
    try:
        with os.fdopen(r, "rb") as f:
            payload = f.read()
        _, st = os.waitpid(pid, 0)
    except BaseException:  # interrupted (a signal, a time-out of the caller's): no child is left behind
        os.kill(pid, 9)
        os.waitpid(pid, 0)
        raise
    if st != 0 or b":" not in payload:
        return None
    status, _, body = payload.partition(b":")
    if status == b"ok":
        g = onnx.GraphProto()
        g.ParseFromString(body)
        return "ok", g
    return status.decode(), body.decode("utf-8", "replace")


def _huge_dims(m: onnx.ModelProto) -> bool:
    g = m.graph
    return any(d.HasField("dim_value") and d.dim_value > DATA_PROP_MAX_DIM
               for vi in list(g.input) + list(g.output) + list(g.value_info) if vi.type.HasField("tensor_type")
               for d in vi.type.tensor_type.shape.dim)


def _reads_shapes(g: onnx.GraphProto) -> bool:
    """Does the graph (or a subgraph) compute with shapes (Shape, Size)? Only then does
    data propagation know more than inference without it, which reads constant inputs
    (initializers, Constant nodes) directly."""
    for n in g.node:
        if n.op_type in ("Shape", "Size") and n.domain in DEFAULT_DOMAINS:
            return True
        for a in n.attribute:
            if any(_reads_shapes(sg) for sg in ([a.g] if a.type == onnx.AttributeProto.GRAPH else list(a.graphs))):
                return True
    return False


def inferred(lm: onnx.ModelProto) -> tuple[str, object]:
    """Inference of a light model: ('ok', graph with value_info and outputs) | ('invalid',
    message: strict inference found a contradiction) | ('failed', message). Data
    propagation runs where it can add something (the graph reads shapes), in a child
    process where there is fork(), else only where no dim is huge."""
    res: tuple[str, object] | None = ("unavailable", None)
    if _reads_shapes(lm.graph) and hasattr(os, "fork"):
        res = _in_child(lm)
        if res is None:
            warnings.warn(f"onnx shape inference with data propagation needed more than {CHILD_BUDGET >> 20} MiB "
                          f"or {CHILD_SECONDS} s; shapes are inferred without it", RuntimeWarning, stacklevel=4)
    if res is None or res[0] == "unavailable":
        res = _strict_then_lenient(lm, False)
        if res[0] == "ok" and _reads_shapes(lm.graph) and not hasattr(os, "fork") and not _huge_dims(res[1]):
            res = _strict_then_lenient(lm, True)
        if res[0] == "ok":
            res = "ok", res[1].graph
    return res


def infer(m: onnx.ModelProto) -> onnx.ModelProto:
    """m with the value types inference finds (value_info, outputs), in place. Strict first:
    a contradiction (an attribute out of range, dims that cannot broadcast) is an
    InvalidModel naming the op type and its nodes; what strict inference merely cannot do
    (unknown ops) is left to the run, and so is a declared shape that differs from onnx's
    inferred one (onnx's inference has known errors, e.g. ceil-mode pooling): the first run
    checks declared shapes (Graph.declared) against the computed ones."""
    res = inferred(light(m))
    status, body = res
    if status == "invalid":
        ops = sorted(set(re.findall(r"op_type:(\w+)", body)))
        names = [_label(k, n) for k, n in enumerate(m.graph.node) if n.op_type in ops][:8]
        opset = next((o.version for o in m.opset_import if o.domain in DEFAULT_DOMAINS), None)
        raise InvalidModel(f"shape inference (ai.onnx opset {opset}) finds the model inconsistent"
                           + (f" at {', '.join(names)}" if names else "") + f": {body.strip()}")
    if status == "failed":
        warnings.warn(f"onnx shape inference failed ({body}); shapes will be found at the first run",
                      RuntimeWarning, stacklevel=3)
        return m
    inputs = {i.name for i in m.graph.input} | {t.name for t in m.graph.initializer}
    del m.graph.value_info[:]
    m.graph.value_info.extend(v for v in body.value_info if v.name not in inputs)
    outs = {o.name: o for o in body.output}
    for o in m.graph.output:
        if o.name in outs:
            o.CopyFrom(outs[o.name])
    return m
