"""Benchmarks: this project, numpy and onnxruntime side by side in one process."""
