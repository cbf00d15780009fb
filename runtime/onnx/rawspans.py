"""Where each graph initializer's raw_data lies in the bytes a model was parsed from, and
the model's bytes without them.

Reading a weight through the protobuf costs copies: the parser copies every raw_data
into its message, `numpy_helper.to_array` copies it out into a fresh array, and model.py
copied that again into aligned memory of its own. In a fresh process every new array of
that size is also page-faulted in: vit_b_16's 346 MB cost 0.2-0.6 s per copy (Zen 3).
With the raw bytes' places known, the parser reads the model without them (`strip`) and
each weight is copied once, from the model's bytes straight into its aligned array.

This walks the protobuf wire format of ModelProto.graph (field 7) -> GraphProto.initializer
(field 5) -> TensorProto as the parser reads it: an embedded message given twice is merged
(initializers appended in order), a scalar field given twice is the last one. Anything it
does not expect (a group, a truncated field) gives None, and the caller parses the bytes
whole, as before; the caller also checks each span against the parsed tensor (its name,
its data length against its dims).
"""
from __future__ import annotations

from dataclasses import dataclass

GRAPH, INITIALIZER = 7, 5                                       # ModelProto, GraphProto
DATA_TYPE, NAME, RAW_DATA, EXTERNAL_DATA, DATA_LOCATION = 2, 8, 9, 13, 14  # TensorProto


class _Malformed(Exception):
    pass


@dataclass(frozen=True)
class Span:
    """One initializer's raw_data in the model's bytes."""
    name: str
    offset: int
    length: int
    data_type: int
    external: bool      # data_location EXTERNAL or external_data given: its data is elsewhere


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


def _encode(n: int) -> bytes:
    out = bytearray()
    while True:
        byte, n = n & 0x7F, n >> 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def _fields(buf, pos: int, end: int):
    """(field number, wire type, where the field starts, its payload's start, its end) of
    each field in buf[pos:end]; the payload of a varint is its value's bytes."""
    while pos < end:
        first = pos
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
        yield field, wire, first, pos, nxt
        pos = nxt


def _tensor(buf, start: int, end: int) -> tuple[Span | None, list[tuple[int, int]]]:
    """(the tensor's raw_data span or None, the byte ranges of its other fields)."""
    name, raw, dtype, external, keep = "", None, 0, False, []
    for f, w, first, s, e in _fields(buf, start, end):
        if f == RAW_DATA and w == 2:
            raw = (s, e - s)
            continue
        if f == NAME and w == 2:
            name = bytes(buf[s:e]).decode("utf-8")
        elif f == DATA_TYPE and w == 0:
            dtype = _varint(buf, s, e)[0]
        elif f == EXTERNAL_DATA or (f == DATA_LOCATION and w == 0 and _varint(buf, s, e)[0] != 0):
            external = True
        keep.append((first, e))
    return (Span(name, raw[0], raw[1], dtype, external) if raw is not None else None), keep


def strip(data, strippable=lambda span: False) -> tuple[bytes, list[Span | None]] | None:
    """(the model's bytes with the raw_data of each initializer `strippable` takes left
    out, per graph initializer in order its Span or None), or None when the bytes are not
    read as expected. Every other byte is kept as it was, fields in their order; with
    nothing to leave out, the bytes are `data` itself."""
    buf = memoryview(data).cast("B")
    spans: list[Span | None] = []
    out: list = []       # pieces of the model's bytes (views: joined once at the end)
    stripped = False
    try:
        for f, w, first, s, e in _fields(buf, 0, len(buf)):
            if f != GRAPH or w != 2:
                out.append(buf[first:e])
                continue
            graph: list = []
            for gf, gw, gfirst, gs, ge in _fields(buf, s, e):
                if gf != INITIALIZER or gw != 2:
                    graph.append(buf[gfirst:ge])
                    continue
                span, keep = _tensor(buf, gs, ge)
                spans.append(span)
                if span is None or not strippable(span):
                    graph.append(buf[gfirst:ge])
                    continue
                stripped = True
                body = [buf[a:b] for a, b in keep]
                graph += [_encode(INITIALIZER << 3 | 2), _encode(sum(len(x) for x in body)), *body]
            out += [_encode(GRAPH << 3 | 2), _encode(sum(len(x) for x in graph)), *graph]
    except (_Malformed, UnicodeDecodeError):
        return None
    return (b"".join(out) if stripped else data), spans


__all__ = ["Span", "strip"]
