"""Where each graph initializer's raw_data lies in the bytes a model was parsed from.

Reading a weight through the protobuf (`numpy_helper.to_array`) copies it out of the
message into a fresh array, which model.py then copies again into aligned memory of
its own. In a fresh process every new array of that size is page-faulted in: vit_b_16's
346 MB cost 0.5-0.6 s per copy (Zen 3). With the raw bytes' places known, the weights are
copied once, from the model's bytes straight into their aligned arrays.

This walks the protobuf wire format of ModelProto.graph (field 7) -> GraphProto.initializer
(field 5) -> TensorProto.name (8) and raw_data (9), as the parser reads it: an embedded
message given twice is merged (initializers appended in order), a scalar field given
twice is the last one. Anything it does not expect (a group, a truncated field) gives
None, and the caller reads the weights through the protobuf as before; the caller also
checks each span against the parsed tensor (its name, its data length).
"""
from __future__ import annotations

GRAPH, INITIALIZER, NAME, RAW_DATA = 7, 5, 8, 9


class _Malformed(Exception):
    pass


def _varint(buf, pos: int, end: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        if pos >= end or shift > 63:
            raise _Malformed
        b = buf[pos]
        pos += 1
        value |= (b & 0x7F) << shift
        if b < 0x80:
            return value, pos
        shift += 7


def _fields(buf, pos: int, end: int):
    """(field number, wire type, start, end) of each field in buf[pos:end]; for a
    length-delimited field start..end is its payload."""
    while pos < end:
        tag, pos = _varint(buf, pos, end)
        field, wire = tag >> 3, tag & 7
        if wire == 0:
            _, nxt = _varint(buf, pos, end)
        elif wire == 1:
            nxt = pos + 8
        elif wire == 5:
            nxt = pos + 4
        elif wire == 2:
            n, pos = _varint(buf, pos, end)
            nxt = pos + n
        else:
            raise _Malformed  # (groups: never in an ONNX model)
        if nxt > end:
            raise _Malformed
        yield field, wire, pos, nxt
        pos = nxt


def raw_spans(data) -> list[tuple[str, int, int] | None] | None:
    """Per graph initializer, in order: (name, offset, length) of its raw_data in `data`,
    or None for one without raw_data; None when the bytes are not read as expected."""
    buf = memoryview(data).cast("B")
    out: list[tuple[str, int, int] | None] = []
    try:
        for f, w, s, e in _fields(buf, 0, len(buf)):
            if f != GRAPH or w != 2:
                continue
            for gf, gw, gs, ge in _fields(buf, s, e):
                if gf != INITIALIZER or gw != 2:
                    continue
                name, raw = "", None
                for tf, tw, ts, te in _fields(buf, gs, ge):
                    if tf == NAME and tw == 2:
                        name = bytes(buf[ts:te]).decode("utf-8")
                    elif tf == RAW_DATA and tw == 2:
                        raw = (ts, te - ts)
                out.append((name, *raw) if raw is not None else None)
    except (_Malformed, UnicodeDecodeError):
        return None
    return out


__all__ = ["raw_spans"]
