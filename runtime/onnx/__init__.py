"""ONNX model execution: loading, graph passes, node bindings, scheduling, memory planning and sessions."""

from .model import Graph, Node, TensorInfo, UnsupportedModel, load
from .session import Session, run

__all__ = ["Graph", "Node", "TensorInfo", "UnsupportedModel", "Session", "load", "run"]
