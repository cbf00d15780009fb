"""Recurrent layers: LSTM, GRU and RNN. The cell's math is DSL ops, the sequence loop is
here: the input projection of every time step is one GEMM (X @ W^T + the biases that
sit outside the recurrence), then per step one GEMM of the state against R (its result
added to that step's projection in the same call) and one generated cell op that applies
the gates' activations, clip and peepholes and writes the new state and the step's Y
(GRU without linear_before_reset needs the reset gate before its second product: two
GEMMs and two cell ops per step). Attributes: direction (forward, reverse,
bidirectional), layout (0: time-major, 1: batch-major), activations with their alpha and
beta (onnxruntime's defaults and order of consumption), clip, input_forget (LSTM),
linear_before_reset (GRU), initial states, sequence_lens (a step past a sequence's length
leaves its state as it was and writes zeros to Y; reverse runs each sequence from its
own last element) and LSTM's peepholes.

The node's launches use per-run buffers, so in a replay it is a host step (it runs in
Python between the native segments)."""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from ._base import Binding, Ctx, binder, check_alloc, emit, gen, lib, run_op, zeros

# activation -> (DSL expression of v, uses alpha, uses beta, default alpha, default beta)
ACTIVATIONS = {
    "sigmoid": ("sigmoid({v})", False, False, 0.0, 0.0),
    "tanh": ("tanh({v})", False, False, 0.0, 0.0),
    "relu": ("max({v}, 0.0)", False, False, 0.0, 0.0),
    "affine": ("{a} * {v} + {b}", True, True, 1.0, 0.0),
    "leakyrelu": ("where({v} >= 0.0, {v}, {a} * {v})", True, False, 0.01, 0.0),
    "thresholdedrelu": ("where({v} > {a}, {v}, 0.0)", True, False, 1.0, 0.0),
    "scaledtanh": ("{a} * tanh({b} * {v})", True, True, 1.0, 1.0),
    "hardsigmoid": ("max(0.0, min(1.0, {a} * {v} + {b}))", True, True, 0.2, 0.5),
    "elu": ("where({v} >= 0.0, {v}, {a} * (exp({v}) - 1.0))", True, False, 1.0, 0.0),
    "softsign": ("{v} / (1.0 + abs({v}))", False, False, 0.0, 0.0),
    "softplus": ("log(1.0 + exp({v}))", False, False, 0.0, 0.0),
}
DEFAULTS = {"LSTM": ("Sigmoid", "Tanh", "Tanh"), "GRU": ("Sigmoid", "Tanh"), "RNN": ("Tanh",)}
GATES = {"LSTM": 4, "GRU": 3, "RNN": 1}


def _lit(x: float) -> str:
    return repr(float(np.float32(x)))


def activations(ctx: Ctx, dirs: int) -> list[tuple[str, ...]]:
    """Per direction, the DSL template (with {v}) of each activation the cell applies."""
    per = len(DEFAULTS[ctx.op_type])
    names = ctx.attr("activations")
    names = [n.decode() if isinstance(n, bytes) else str(n) for n in names] if names else \
        list(DEFAULTS[ctx.op_type]) * dirs
    if len(names) != per * dirs:
        raise ctx.fail(f"activations lists {len(names)} functions; {ctx.op_type} with {dirs} direction"
                       f"{'s' if dirs > 1 else ''} takes {per * dirs}")
    alphas = list(ctx.attr("activation_alpha") or [])
    betas = list(ctx.attr("activation_beta") or [])
    out = []
    for name in names:
        spec = ACTIVATIONS.get(name.lower())
        if spec is None:
            raise ctx.fail(f"activation '{name}' is not supported (supported: {', '.join(sorted(ACTIVATIONS))})")
        expr, ua, ub, da, db = spec
        a = alphas.pop(0) if ua and alphas else da
        b = betas.pop(0) if ub and betas else db
        out.append(expr.replace("{a}", _lit(a)).replace("{b}", _lit(b)))
    return [tuple(out[d * per:(d + 1) * per]) for d in range(dirs)]


def _act(template: str, v: str, clip: float | None) -> str:
    if clip is not None:
        v = f"min(max({v}, {_lit(-clip)}), {_lit(clip)})"
    return template.replace("{v}", f"({v})")


# --- the cells as DSL text ---------------------------------------------------------------------

@lru_cache(maxsize=None)
def lstm_cell(f: str, g: str, h: str, clip: float | None, input_forget: bool) -> str:
    """gt: the gate pre-activations (state product + projection) as [B, 4, H] in ONNX's
    order i, o, f, c; p: the peepholes [3, H] (i, o, f; zeros without them); m: 1 where
    the step is inside the sequence."""
    gf = "1.0 - gi[b, j]" if input_forget else _act(f, "gt[b, 2, j] + p[2, j] * c0[b, j]", clip)
    return (
        "op lstm_cell(gt: f32[B, G, H], h0: f32[B, H], c0: f32[B, H], p: f32[Q, H], m: f32[B])\n"
        "    -> (h: f32[B, H], c: f32[B, H], y: f32[B, H]) {\n"
        f"    gi[b, j] = {_act(f, 'gt[b, 0, j] + p[0, j] * c0[b, j]', clip)}\n"
        f"    gf[b, j] = {gf}\n"
        f"    gc[b, j] = {_act(g, 'gt[b, 3, j]', clip)}\n"
        "    cn[b, j] = gf[b, j] * c0[b, j] + gi[b, j] * gc[b, j]\n"
        f"    hn[b, j] = {_act(f, 'gt[b, 1, j] + p[1, j] * cn[b, j]', clip)} * {_act(h, 'cn[b, j]', None)}\n"
        "    c[b, j] = where(m[b] > 0.5, cn[b, j], c0[b, j])\n"
        "    h[b, j] = where(m[b] > 0.5, hn[b, j], h0[b, j])\n"
        "    y[b, j] = where(m[b] > 0.5, hn[b, j], 0.0)\n}\n")


@lru_cache(maxsize=None)
def gru_cell_lbr(f: str, g: str, clip: float | None) -> str:
    """linear_before_reset: xw [B, 3, H] (z, r, h projections with their biases but Rbh),
    hr = state @ R^T + [0, 0, Rbh] as [B, 3, H]."""
    return (
        "op gru_cell_lbr(xw: f32[B, G, H], hr: f32[B, G, H], h0: f32[B, H], m: f32[B])\n"
        "    -> (h: f32[B, H], y: f32[B, H]) {\n"
        f"    z[b, j] = {_act(f, 'xw[b, 0, j] + hr[b, 0, j]', clip)}\n"
        f"    r[b, j] = {_act(f, 'xw[b, 1, j] + hr[b, 1, j]', clip)}\n"
        f"    hh[b, j] = {_act(g, 'xw[b, 2, j] + r[b, j] * hr[b, 2, j]', clip)}\n"
        "    hn[b, j] = (1.0 - z[b, j]) * hh[b, j] + z[b, j] * h0[b, j]\n"
        "    h[b, j] = where(m[b] > 0.5, hn[b, j], h0[b, j])\n"
        "    y[b, j] = where(m[b] > 0.5, hn[b, j], 0.0)\n}\n")


@lru_cache(maxsize=None)
def gru_reset(f: str, clip: float | None) -> str:
    """r * state, r from the projection xw [B, 3, H] and hzr = state @ R[z, r]^T [B, 2, H]."""
    return ("op gru_reset(xw: f32[B, G, H], hzr: f32[B, Z, H], h0: f32[B, H]) -> rh: f32[B, H] {\n"
            f"    rh[b, j] = {_act(f, 'xw[b, 1, j] + hzr[b, 1, j]', clip)} * h0[b, j]\n}}\n")


@lru_cache(maxsize=None)
def gru_cell(f: str, g: str, clip: float | None) -> str:
    """Without linear_before_reset: hh = (r * state) @ Rh^T [B, H]; xw holds Rbh too."""
    return (
        "op gru_cell(xw: f32[B, G, H], hzr: f32[B, Z, H], hh: f32[B, H], h0: f32[B, H], m: f32[B])\n"
        "    -> (h: f32[B, H], y: f32[B, H]) {\n"
        f"    z[b, j] = {_act(f, 'xw[b, 0, j] + hzr[b, 0, j]', clip)}\n"
        f"    ht[b, j] = {_act(g, 'xw[b, 2, j] + hh[b, j]', clip)}\n"
        "    hn[b, j] = (1.0 - z[b, j]) * ht[b, j] + z[b, j] * h0[b, j]\n"
        "    h[b, j] = where(m[b] > 0.5, hn[b, j], h0[b, j])\n"
        "    y[b, j] = where(m[b] > 0.5, hn[b, j], 0.0)\n}\n")


@lru_cache(maxsize=None)
def rnn_cell(f: str, clip: float | None) -> str:
    return ("op rnn_cell(gt: f32[B, H], h0: f32[B, H], m: f32[B]) -> (h: f32[B, H], y: f32[B, H]) {\n"
            f"    hn[b, j] = {_act(f, 'gt[b, j]', clip)}\n"
            "    h[b, j] = where(m[b] > 0.5, hn[b, j], h0[b, j])\n"
            "    y[b, j] = where(m[b] > 0.5, hn[b, j], 0.0)\n}\n")


# --- the binding ---------------------------------------------------------------------------------

def _check_float(ctx: Ctx) -> None:
    for i, what in ((0, "X"), (1, "W"), (2, "R"), (3, "B"), (5, "initial_h"), (6, "initial_c"), (7, "P")):
        if ctx.has(i) and i < ctx.n_in:
            ctx.float_input(i, what)
    if ctx.has(4) and ctx.dtype(4) is not None and ctx.dtype(4) not in (6,):  # INT32
        raise ctx.fail("sequence_lens must be int32")


@binder("LSTM", "GRU", "RNN", since=7)
def _recurrent(ctx: Ctx) -> Binding:
    kind = ctx.op_type
    _check_float(ctx)
    direction = ctx.attr("direction", "forward")
    if direction not in ("forward", "reverse", "bidirectional"):
        raise ctx.fail(f"direction '{direction}' is none of forward, reverse, bidirectional")
    dirs = 2 if direction == "bidirectional" else 1
    layout = int(ctx.attr("layout", 0))
    if layout not in (0, 1):
        raise ctx.fail(f"layout {layout} is none of 0, 1")
    clip = ctx.attr("clip")
    clip = float(clip) if clip is not None else None
    if clip is not None and not clip > 0:
        raise ctx.fail(f"clip {clip} must be positive")
    acts = activations(ctx, dirs)
    hidden = ctx.attr("hidden_size")
    G = GATES[kind]
    lbr = int(ctx.attr("linear_before_reset", 0)) if kind == "GRU" else 0
    input_forget = bool(ctx.attr("input_forget", 0)) if kind == "LSTM" else False
    op_gemm = lib("gemm")
    cells: list[tuple] = []
    for d in range(dirs):
        a = acts[d]
        if kind == "LSTM":
            cells.append((gen(lstm_cell(a[0], a[1], a[2], clip, input_forget)),))
        elif kind == "GRU" and lbr:
            cells.append((gen(gru_cell_lbr(a[0], a[1], clip)),))
        elif kind == "GRU":
            cells.append((gen(gru_reset(a[0], clip)), gen(gru_cell(a[0], a[1], clip))))
        else:
            cells.append((gen(rnn_cell(a[0], clip)),))
    n_in = ctx.n_in

    def arg(inputs, i):
        return inputs[i] if i < n_in and inputs[i] is not None else None

    def run(inputs, out=None):
        x, w, r = inputs[0], inputs[1], inputs[2]
        if x.ndim != 3:
            raise ValueError(f"{kind}: X must be 3-D, got shape {x.shape}")
        if layout:
            x = x.transpose(1, 0, 2)
        S, B, I = x.shape
        H = w.shape[1] // G if w.ndim == 3 else -1
        if hidden is not None and H != int(hidden):
            raise ValueError(f"{kind}: W has shape {w.shape}; hidden_size {hidden} needs [{dirs}, {G * int(hidden)}, {I}]")
        if w.shape != (dirs, G * H, I) or H < 1:
            raise ValueError(f"{kind}: W has shape {w.shape}; expected [{dirs}, {G}*hidden, {I}]")
        if r.shape != (dirs, G * H, H):
            raise ValueError(f"{kind}: R has shape {r.shape}; expected {(dirs, G * H, H)}")
        bias = arg(inputs, 3)
        if bias is not None and bias.shape != (dirs, 2 * G * H):
            raise ValueError(f"{kind}: B has shape {bias.shape}; expected {(dirs, 2 * G * H)}")
        lens = arg(inputs, 4)
        if lens is not None:
            lens = np.asarray(lens).reshape(-1)
            if lens.shape != (B,) or lens.dtype.kind not in "iu":
                raise ValueError(f"{kind}: sequence_lens must be {B} integers, got {lens.dtype} {lens.shape}")
            if (lens < 0).any() or (lens > S).any():
                raise ValueError(f"{kind}: sequence_lens {lens.tolist()} must lie in 0..{S}")
            if (lens == S).all():
                lens = None
        states = []
        for i, what in ((5, "initial_h"), (6, "initial_c")):
            s0 = arg(inputs, i) if (kind == "LSTM" or i == 5) else None
            if s0 is not None:
                s0 = s0.transpose(1, 0, 2) if layout and s0.ndim == 3 else s0
                if s0.shape != (dirs, B, H):
                    raise ValueError(f"{kind}: {what} has shape {inputs[i].shape}; expected "
                                     f"{(B, dirs, H) if layout else (dirs, B, H)}")
            states.append(s0)
        peep = arg(inputs, 7) if kind == "LSTM" else None
        if peep is not None and peep.shape != (dirs, 3 * H):
            raise ValueError(f"{kind}: P has shape {peep.shape}; expected {(dirs, 3 * H)}")
        check_alloc((S, dirs, B, H), np.float32, f"{kind} output Y")
        check_alloc((S, B, G * H), np.float32, f"{kind} input projection")
        y = np.zeros((S, dirs, B, H), np.float32)
        yh = np.empty((dirs, B, H), np.float32)
        yc = np.empty((dirs, B, H), np.float32) if kind == "LSTM" else None
        x2 = np.ascontiguousarray(x).reshape(S * B, I)
        for d in range(dirs):
            reverse = direction == "reverse" or d == 1
            _direction(kind, cells[d], op_gemm, x2, w[d], r[d], None if bias is None else bias[d], lens, reverse,
                       S, B, H, G, lbr, states[0], states[1], peep, d, y, yh, yc)
        res = [y.transpose(2, 0, 1, 3) if layout else y,
               yh.transpose(1, 0, 2) if layout else yh,
               (yc.transpose(1, 0, 2) if layout else yc) if yc is not None else None]
        res = [np.ascontiguousarray(a) if a is not None else None for a in res]
        return emit([res[k] if ctx.out_used(k) else None for k in range(ctx.n_out)], out)
    return Binding(kind, f"{kind.lower()}_cell", "kernel", run, host=True)


def _direction(kind, cells, op_gemm, x2, w, r, bias, lens, reverse, S, B, H, G, lbr, h_init, c_init, peep, d,
               y, yh, yc) -> None:
    """One direction of the layer, filling y[:, d], yh[d] (and yc[d])."""
    GH = G * H
    if bias is None:
        wb, rb = zeros((1, GH)), zeros((1, GH))
    else:
        wb, rb = bias[:GH].reshape(1, GH), bias[GH:].reshape(1, GH)
    if kind == "GRU" and lbr:  # Rbh stays inside r * (...)
        xb = wb.copy()
        xb[:, :2 * H] += rb[:, :2 * H]
        hb = np.zeros((1, GH), np.float32)
        hb[:, 2 * H:] = rb[:, 2 * H:]
    else:
        xb, hb = wb + rb, None
    (xw,) = run_op(op_gemm, [x2, np.ascontiguousarray(w), np.ascontiguousarray(xb, np.float32)],
                   dict(alpha=1.0, beta=1.0, trans_a=0, trans_b=1))
    xw = xw.reshape(S, B, GH)
    if lens is not None:
        steps = np.arange(S)[:, None]
        valid = steps < lens[None, :]                                    # [S, B]
        src = np.where(valid, (lens[None, :] - 1 - steps) if reverse else steps, steps)
        xw = np.ascontiguousarray(xw[src, np.arange(B)[None, :]])        # processing order
        masks = valid.astype(np.float32)
    else:
        if reverse:
            xw = xw[::-1]
        masks = None
    ones = np.ones(B, np.float32)
    h = np.ascontiguousarray(h_init[d]) if h_init is not None else np.zeros((B, H), np.float32)
    c = (np.ascontiguousarray(c_init[d]) if c_init is not None else np.zeros((B, H), np.float32)) \
        if kind == "LSTM" else None
    p = np.ascontiguousarray(peep[d].reshape(3, H)) if peep is not None else zeros((3, H))
    r_zr = np.ascontiguousarray(r[:2 * H]) if kind == "GRU" and not lbr else None
    r_h = np.ascontiguousarray(r[2 * H:]) if kind == "GRU" and not lbr else None
    r = np.ascontiguousarray(r)
    ybuf = np.empty((S, B, H), np.float32) if lens is not None and reverse else None
    for s in range(S):
        m = masks[s] if masks is not None else ones
        xs = np.ascontiguousarray(xw[s])
        t = S - 1 - s if reverse else s
        dst = ybuf[s] if ybuf is not None else y[t, d]
        if kind == "LSTM":
            assert c is not None
            (gt,) = run_op(op_gemm, [h, r, xs], dict(alpha=1.0, beta=1.0, trans_a=0, trans_b=1))
            h, c, _ = run_op(cells[0], [gt.reshape(B, G, H), h, c, p, m], out=[None, None, dst])
        elif kind == "RNN":
            (gt,) = run_op(op_gemm, [h, r, xs], dict(alpha=1.0, beta=1.0, trans_a=0, trans_b=1))
            h, _ = run_op(cells[0], [gt, h, m], out=[None, dst])
        elif lbr:
            assert hb is not None
            (hr,) = run_op(op_gemm, [h, r, hb], dict(alpha=1.0, beta=1.0, trans_a=0, trans_b=1))
            h, _ = run_op(cells[0], [xs.reshape(B, G, H), hr.reshape(B, G, H), h, m], out=[None, dst])
        else:
            assert r_zr is not None and r_h is not None
            (hzr,) = run_op(op_gemm, [h, r_zr, zeros((1, 1))], dict(alpha=1.0, beta=0.0, trans_a=0, trans_b=1))
            hzr = hzr.reshape(B, 2, H)
            (rh,) = run_op(cells[0], [xs.reshape(B, G, H), hzr, h])
            (hh,) = run_op(op_gemm, [rh, r_h, zeros((1, 1))], dict(alpha=1.0, beta=0.0, trans_a=0, trans_b=1))
            h, _ = run_op(cells[1], [xs.reshape(B, G, H), hzr, hh, h, m], out=[None, dst])
    if ybuf is not None:  # back from each sequence's own reversed order
        steps = np.arange(S)[:, None]
        valid = steps < lens[None, :]
        src = np.where(valid, lens[None, :] - 1 - steps, steps)
        bi = np.broadcast_to(np.arange(B)[None, :], (S, B))
        y[src[valid], d, bi[valid]] = ybuf[valid]
    yh[d] = h
    if yc is not None:
        yc[d] = c
