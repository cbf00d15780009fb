"""What every verb shares: the two ways a command ends badly, and reading its arguments.

`UsageError` (exit 2): the arguments are wrong (an unknown op, a shape that is not
NxM, a file that is not there, a device this machine can't run). `Failed` (exit 1): the
arguments were fine and the thing checked failed. Both print as one line
`jit-runtime VERB: message`; main() turns anything else into one line too.
"""
from __future__ import annotations

import os
import sys
from contextlib import contextmanager
from typing import Any, Iterator

import numpy as np


class UsageError(Exception):
    """The command line asks for something that can't be done as asked: exit 2."""


class Failed(Exception):
    """The command ran and what it checked failed: exit 1."""


@contextmanager
def as_usage(prefix: str = "") -> Iterator[None]:
    """Errors the library raises about values the user gave (ValueError, TypeError,
    an unknown name) are usage errors here."""
    try:
        yield
    except UsageError:
        raise
    except (ValueError, TypeError, AttributeError, KeyError, LookupError) as e:
        text = e.args[0] if isinstance(e, KeyError) and e.args else str(e)
        raise UsageError(prefix + str(text)) from e


def say(text: str) -> None:
    """A progress or status line on stderr (stdout stays the result)."""
    print(text, file=sys.stderr, flush=True)


def interactive() -> bool:
    return sys.stderr.isatty()


# --- shapes, attributes, inputs --------------------------------------------------------

def parse_dims(text: str, what: str = "--shape") -> tuple[int, ...]:
    """'1x3x224x224' (or '1,3,224,224'; '' or 'scalar' for a 0-d array) as a tuple."""
    t = text.strip().lower()
    if t in ("", "scalar", "()"):
        return ()
    parts = t.replace(",", "x").split("x")
    if not all(p.strip().isdigit() for p in parts):
        raise UsageError(f"{what} takes dims like 1x3x224x224, got {text!r}")
    return tuple(int(p) for p in parts)


def parse_shapes(specs: list[str] | None) -> list[tuple[int, ...]]:
    return [parse_dims(s) for s in specs or []]


def parse_attrs(op, pairs: list[str] | None) -> dict[str, int | float]:
    """NAME=VALUE pairs, each read as the op's attribute of that name says (int or f32)."""
    kinds = {a.name: a.type for a in op.checked.op.attrs}
    out: dict[str, int | float] = {}
    for kv in pairs or []:
        name, sep, value = kv.partition("=")
        name, value = name.strip(), value.strip()
        if not sep or not name or not value:
            raise UsageError(f"--attr takes NAME=VALUE, got {kv!r}")
        if name not in kinds:
            raise UsageError(f"op {op.name} has no attribute '{name}' (attributes: "
                             f"{', '.join(kinds) or 'none'})")
        try:
            out[name] = int(value) if kinds[name] == "int" else float(value)
        except ValueError:
            raise UsageError(f"attribute '{name}' of op {op.name} is {kinds[name]}, got {value!r}") from None
    return out


def named(specs: list[str] | None, flag: str, example: str) -> dict[str, str]:
    out = {}
    for spec in specs or []:
        name, sep, value = spec.partition("=")
        if not sep or not name.strip() or not value.strip():
            raise UsageError(f"{flag} takes {example}, got {spec!r}")
        out[name.strip()] = value.strip()
    return out


def load_arrays(specs: list[str] | None) -> dict[str, np.ndarray]:
    """--input NAME=FILE.npy, each loaded (no pickles)."""
    out = {}
    for name, path in named(specs, "--input", "NAME=FILE.npy").items():
        try:
            out[name] = np.load(path, allow_pickle=False)
        except FileNotFoundError:
            raise UsageError(f"--input {name}: no file {path}") from None
        except (OSError, ValueError) as e:
            raise UsageError(f"--input {name}: can't read {path} as a .npy array: {e}") from None
    return out


def model_feeds(inputs, given: dict[str, np.ndarray], shapes: dict[str, str], seed: int,
                note=say) -> dict[str, np.ndarray]:
    """A model's feeds: the arrays given, else generated (floats standard normal, ints
    zero) of the --shape given or the declared shape, a symbolic dim taken as 1 (and
    said so). Unknown names are usage errors that list the model's inputs."""
    names = [t.name for t in inputs]
    for k in list(given) + list(shapes):
        if k not in names:
            raise UsageError(f"the model has no input '{k}' (inputs: {', '.join(names) or 'none'})")
    rng = np.random.default_rng(seed)
    feeds = {}
    for t in inputs:  # everything checked before anything is printed
        if t.name in given:
            a = given[t.name]
            if t.dtype is not None and a.dtype != t.dtype:
                raise UsageError(f"--input {t.name}: the file holds {a.dtype}; the model's input '{t.name}' is "
                                 f"{t.dtype} (convert with .astype(np.{t.dtype}))")
            _fits(t, a.shape, "--input")
        elif t.name in shapes:
            _fits(t, parse_dims(shapes[t.name], f"--shape {t.name}"), "--shape")
    for t in inputs:
        dt = t.dtype if t.dtype is not None else np.dtype(np.float32)
        if t.name in given:
            feeds[t.name] = given[t.name]
            note(f"input  {t.name}: {given[t.name].dtype} {given[t.name].shape} (from --input)")
            continue
        if t.name in shapes:
            shape = parse_dims(shapes[t.name], f"--shape {t.name}")
            how = "--shape"
        elif t.shape is None:
            raise UsageError(f"input '{t.name}' has no declared shape: give --shape {t.name}=DIMS "
                             f"or --input {t.name}=FILE.npy")
        else:
            shape = tuple(d if isinstance(d, int) else 1 for d in t.shape)
            free = [str(d) for d in t.shape if not isinstance(d, int)]
            how = (f"declared {tuple(t.shape)}; {', '.join(f'{d}=1' for d in free)} "
                   f"(--shape {t.name}=... to choose)") if free else "declared"
        feeds[t.name] = (rng.standard_normal(shape).astype(dt) if dt.kind == "f" else np.zeros(shape, dt))
        note(f"input  {t.name}: generated {dt} {shape} ({how})")
    return feeds


def _fits(t, shape: tuple, flag: str) -> None:
    """A shape against the input's declared one (rank, fixed dims)."""
    if t.shape is None:
        return
    declared = tuple(t.shape)
    if len(shape) != len(declared) or any(isinstance(d, int) and d != n for d, n in zip(declared, shape)):
        raise UsageError(f"{flag} {t.name}: shape {shape} does not fit the model's input '{t.name}' "
                         f"{declared}")


# --- ops, devices, files ---------------------------------------------------------------

def resolve_op(name: str, file: str | None = None):
    """A library op by name, or one from a .opdsl file; usage errors list what there is."""
    from ..library import shipped
    if file:
        ops = load_opdsl(file)
        if name not in ops:
            raise UsageError(f"no op '{name}' in {file} (ops: {', '.join(ops.names()) or 'none'})")
        return ops[name]
    with as_usage():
        return shipped()[name]


def load_opdsl(path: str):
    """A .opdsl file as a path (never as source text); DSL errors propagate (file:line:col)."""
    from ..library import load_ops
    existing_file(path, "a .opdsl file")
    with open(path, "rb") as f:
        data = f.read()
    return load_ops(data, filename=path)  # bytes: always source (parse reports bad UTF-8)


def existing_file(path: str, what: str) -> str:
    if not os.path.exists(path):
        raise UsageError(f"no such file: {path} (expected {what})")
    if os.path.isdir(path):
        raise UsageError(f"{path} is a directory (expected {what})")
    return path


def device_here(name: str | None) -> str | None:
    """A device profile this process can run kernels for (None: the host)."""
    if name is None:
        return None
    from ..device import PROFILES, profile, runnable
    with as_usage():
        prof = profile(name)
    why = runnable(prof)
    if why is not None:
        runs = [p for p in PROFILES if runnable(PROFILES[p]) is None]
        raise UsageError(f"device {name} can't run here ({why}); this machine runs: host, {', '.join(runs)} "
                         f"(other devices: jit-runtime lower --device, jit-runtime consistency)")
    return name


def positive(value: Any, flag: str):
    if value is not None and not value > 0:
        raise UsageError(f"{flag} must be positive, got {value}")
    return value


def progress(total: int, desc: str, unit: str):
    """A tqdm bar on a terminal; nothing otherwise (a log file gets no carriage returns)."""
    from tqdm import tqdm
    return tqdm(total=total, desc=desc, unit=unit, disable=None, leave=False, file=sys.stderr)
