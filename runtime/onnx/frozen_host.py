"""Host steps in a frozen plan: the Python a replay runs between its native segments
(arena.HostStep: a transformer's attention-mask arithmetic on the fed mask, a gather by
fed indices), written down so that the next process runs the same segments without
binding the rest of the model.

A host step is kept as its node (name and op type, bound again at load: binding one node
is a pure function of the record's graph and the session options, which the record's
key fixes), and each array it reads or writes as a place (frozen.py's: arena offset,
extra output, initializer, shared constant) with its shape, dtype and strides, or as the
feed it is a reshape of. Anything else (a sequence, a subgraph, an array outside the
program's memory) keeps the plan from being frozen, and the load binds the model as
before.
"""
from __future__ import annotations

from typing import Callable

import numpy as np
from onnx import AttributeProto

from .arena import HostStep
from .bindnode import bind_node, runner, value_infos
from .program import Program, bindings_module


class Unfreezable(Exception):
    """A host step the plan cannot keep."""


def _array(a, place: Callable[[int], list | None]) -> list:
    if not isinstance(a, np.ndarray) or a.dtype.hasobject:
        raise Unfreezable
    if a.size == 0:
        return ["empty", list(a.shape), a.dtype.str]
    where = place(a.ctypes.data)
    if where is None:
        raise Unfreezable
    return ["at", where, list(a.shape), a.dtype.str, list(a.strides)]


def entry(hs: HostStep, prog: Program, place: Callable[[int], list | None], pos: dict[int, int]) -> dict | None:
    """The host step as the plan keeps it, or None when it cannot be kept."""
    node = prog.steps[hs.step].node
    if node.implicit or any(a.type in (AttributeProto.GRAPH, AttributeProto.GRAPHS) for a in node.proto.attribute):
        return None  # (a subgraph's program is not kept)
    try:
        args = []
        for a in hs.args:
            if a[0] == "feed":
                args.append(["feed", pos[a[1]], list(a[2])])
            elif a[1] is None:
                args.append(["none"])
            else:
                args.append(_array(a[1], place))
        outs = [_array(o, place) for o in hs.outs]
    except (Unfreezable, KeyError):
        return None
    if any(o[0] == "at" and o[1][0] not in ("arena", "out") for o in outs):
        return None  # (a host step writes only the run's buffers)
    return {"host": hs.step, "node": node.name, "op": node.op_type, "kind": prog.steps[hs.step].kind,
            "where": hs.where, "args": args, "outs": outs}


def rebuild(e: dict, graph, options: dict, view: Callable[[list, tuple, np.dtype, tuple], np.ndarray],
            n_feeds: int) -> HostStep:
    """The host step of a plan's entry, its node bound again; ValueError (or KeyError,
    TypeError) for an entry that does not match the graph."""
    node = next((n for n in graph.nodes if n.name == e["node"]), None)
    if node is None or node.op_type != e["op"]:
        raise ValueError(f"host step node {e['node']!r} is not in the graph")
    bd = bind_node(bindings_module(), graph, value_infos(graph), node)
    if bd.kind != e["kind"]:
        raise ValueError(f"host step node {e['node']!r} binds as {bd.kind}, not {e['kind']}")
    run, _ = runner(bd, options)

    def array(d: list) -> np.ndarray:
        if d[0] == "empty":
            return np.empty(tuple(int(x) for x in d[1]), np.dtype(d[2]))
        if d[0] != "at":
            raise ValueError(f"unknown host step value {d[0]!r}")
        return view(d[1], tuple(int(x) for x in d[2]), np.dtype(d[3]), tuple(int(x) for x in d[4]))
    args: list[tuple] = []
    for d in e["args"]:
        if d[0] == "feed":
            k = int(d[1])
            if not 0 <= k < n_feeds:
                raise ValueError("a host step's feed out of range")
            args.append(("feed", k, tuple(int(x) for x in d[2])))
        elif d[0] == "none":
            args.append(("value", None))
        else:
            args.append(("value", array(d)))
    outs = [array(d) for d in e["outs"]]
    return HostStep(int(e["host"]), run, tuple(args), outs, str(e["where"]))


__all__ = ["entry", "rebuild"]
