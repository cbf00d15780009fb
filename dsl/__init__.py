"""The .opdsl front end: parse text to a typed AST, check it, report DSLErrors."""
from .ast import Module, Op
from .check import CheckedOp, check_module, check_op, load
from .errors import DSLError
from .parse import parse

__all__ = ["CheckedOp", "DSLError", "Module", "Op", "check_module", "check_op", "load", "parse"]
