"""ONNX model execution: loading, graph passes, node bindings, scheduling, memory planning and sessions."""

from .memory import MemoryLimitExceeded
from .model import Graph, InvalidModel, MissingExternalData, Node, TensorInfo, UnsupportedModel, load
from .session import InputTypeError, InvalidInput, NodeError, Session, run

__all__ = ["Graph", "Node", "TensorInfo", "Session", "load", "run",
           # errors: a model refused at load, a run refused before or while it runs
           "InvalidModel", "MissingExternalData", "UnsupportedModel", "MemoryLimitExceeded",
           "InvalidInput", "InputTypeError", "NodeError"]
