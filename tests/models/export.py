"""Export the small CNNs and the transformer encoder layer in tests/models/*.onnx.

Run by hand, never by the tests (torch is not a dependency of jit_runtime):

    pip install torch==2.13.0          # CPU build; onnx must be installed too
    python tests/models/export.py      # rewrites tests/models/*.onnx

What it writes: small versions of a ResNet, an Inception-style net, a DenseNet, a
ShuffleNet (v1 grouped-1x1 units and v2 split/concat units, both with the
Reshape/Transpose/Reshape channel shuffle), a MobileNet (v2 inverted residuals with
ReLU6, v3 blocks with HardSwish and squeeze-excite) and a torch.nn.TransformerEncoderLayer
(d_model 64, 4 heads, seq 16, GELU, batch_first). Weights and BatchNorm running
statistics are random with a fixed seed per model, the models are in eval mode, CNN input
is 1x3x32x32 and the encoder's is 1x16x64. Each model is exported at several opsets with
the TorchScript exporter (dynamo=False: the dynamo exporter needs onnxscript, which is not
installed, and does not emit opsets below 18); files named *_dyn.onnx have a symbolic
batch dimension ("batch") through dynamic_axes, files named *_bn.onnx keep their
BatchNormalization nodes (the exporter otherwise folds BN into the Conv before it; with
_bn the runtime's own Conv+BN fold does it); _inits and _nofold: see MODELS below.
File name: <model>_op<opset>[_<flag>].onnx.

The output is deterministic for a given torch version (fixed seeds), so re-running it
only changes the files if the exporter changed.
"""
from __future__ import annotations

import io
import sys
import warnings
from pathlib import Path

import torch
import torch.nn as nn
import torch.nn.functional as F

HERE = Path(__file__).resolve().parent


# --- building blocks --------------------------------------------------------------------

def conv_bn(c_in, c_out, k=3, stride=1, groups=1, act=nn.ReLU):
    layers = [nn.Conv2d(c_in, c_out, k, stride, k // 2, groups=groups, bias=False), nn.BatchNorm2d(c_out)]
    if act is not None:
        layers.append(act(inplace=True) if act in (nn.ReLU, nn.ReLU6, nn.Hardswish) else act())
    return nn.Sequential(*layers)


def channel_shuffle(x, groups: int):
    b, c, h, w = x.size()
    x = x.view(b, groups, c // groups, h, w)
    x = torch.transpose(x, 1, 2).contiguous()
    return x.view(b, -1, h, w)


# --- ResNet: basic blocks ---------------------------------------------------------------

class BasicBlock(nn.Module):
    def __init__(self, c_in, c_out, stride=1):
        super().__init__()
        self.conv1 = nn.Conv2d(c_in, c_out, 3, stride, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(c_out)
        self.relu = nn.ReLU(inplace=True)
        self.conv2 = nn.Conv2d(c_out, c_out, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(c_out)
        self.downsample = None
        if stride != 1 or c_in != c_out:
            self.downsample = nn.Sequential(nn.Conv2d(c_in, c_out, 1, stride, bias=False), nn.BatchNorm2d(c_out))

    def forward(self, x):
        identity = x if self.downsample is None else self.downsample(x)
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        return self.relu(out + identity)


class ResNet(nn.Module):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 16, 3, 1, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(16)
        self.relu = nn.ReLU(inplace=True)
        self.maxpool = nn.MaxPool2d(3, 2, 1)                      # 32 -> 16
        self.layer1 = nn.Sequential(BasicBlock(16, 16), BasicBlock(16, 16))
        self.layer2 = nn.Sequential(BasicBlock(16, 32, 2), BasicBlock(32, 32))   # 16 -> 8
        self.layer3 = nn.Sequential(BasicBlock(32, 32, 2))        # 8 -> 4
        self.avgpool = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Linear(32, num_classes)

    def forward(self, x):
        x = self.maxpool(self.relu(self.bn1(self.conv1(x))))
        x = self.layer3(self.layer2(self.layer1(x)))
        return self.fc(torch.flatten(self.avgpool(x), 1))


# --- Inception: parallel 1x1 / 3x3 / 5x5 / pool branches --------------------------------

class InceptionBlock(nn.Module):
    def __init__(self, c_in, c1, c3r, c3, c5r, c5, cp):
        super().__init__()
        self.b1 = conv_bn(c_in, c1, 1)
        self.b2 = nn.Sequential(conv_bn(c_in, c3r, 1), conv_bn(c3r, c3, 3))
        self.b3 = nn.Sequential(conv_bn(c_in, c5r, 1), conv_bn(c5r, c5, 5))
        self.b4 = nn.Sequential(nn.MaxPool2d(3, 1, 1), conv_bn(c_in, cp, 1))

    def forward(self, x):
        return torch.cat([self.b1(x), self.b2(x), self.b3(x), self.b4(x)], 1)


class Inception(nn.Module):
    def __init__(self, num_classes=10):
        super().__init__()
        self.stem = conv_bn(3, 16, 3)
        self.pool1 = nn.MaxPool2d(3, 2, ceil_mode=True)            # 32 -> 16 (ceil_mode, as in GoogLeNet)
        self.inc1 = InceptionBlock(16, 8, 8, 12, 4, 6, 6)          # -> 32 channels
        self.inc2 = InceptionBlock(32, 12, 12, 16, 4, 8, 8)        # -> 44 channels
        self.pool2 = nn.MaxPool2d(2, 2)                            # 16 -> 8
        self.inc3 = InceptionBlock(44, 16, 12, 16, 6, 8, 8)        # -> 48 channels
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.dropout = nn.Dropout(0.2)
        self.fc = nn.Linear(48, num_classes)

    def forward(self, x):
        x = self.pool1(self.stem(x))
        x = self.pool2(self.inc2(self.inc1(x)))
        x = self.inc3(x)
        return self.fc(self.dropout(torch.flatten(self.avgpool(x), 1)))


# --- DenseNet: dense blocks (BN-ReLU-Conv, Concat) and transitions ----------------------

class DenseLayer(nn.Module):
    def __init__(self, c_in, growth, bn_size=2):
        super().__init__()
        self.norm1 = nn.BatchNorm2d(c_in)
        self.conv1 = nn.Conv2d(c_in, bn_size * growth, 1, bias=False)
        self.norm2 = nn.BatchNorm2d(bn_size * growth)
        self.conv2 = nn.Conv2d(bn_size * growth, growth, 3, 1, 1, bias=False)

    def forward(self, features):
        x = torch.cat(features, 1)
        x = self.conv1(F.relu(self.norm1(x)))
        return self.conv2(F.relu(self.norm2(x)))


class DenseBlock(nn.Module):
    def __init__(self, n, c_in, growth):
        super().__init__()
        self.layers = nn.ModuleList(DenseLayer(c_in + i * growth, growth) for i in range(n))

    def forward(self, x):
        features = [x]
        for layer in self.layers:
            features.append(layer(features))
        return torch.cat(features, 1)


class Transition(nn.Sequential):
    def __init__(self, c_in, c_out):
        super().__init__(nn.BatchNorm2d(c_in), nn.ReLU(inplace=True), nn.Conv2d(c_in, c_out, 1, bias=False),
                         nn.AvgPool2d(2, 2))


class DenseNet(nn.Module):
    def __init__(self, num_classes=10, growth=8):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 16, 3, 1, 1, bias=False), nn.BatchNorm2d(16), nn.ReLU(inplace=True),
                                  nn.MaxPool2d(3, 2, 1))                      # 32 -> 16
        self.block1 = DenseBlock(3, 16, growth)                                # 16 + 24 = 40
        self.trans1 = Transition(40, 20)                                       # 16 -> 8
        self.block2 = DenseBlock(3, 20, growth)                                # 20 + 24 = 44
        self.trans2 = Transition(44, 22)                                       # 8 -> 4
        self.block3 = DenseBlock(2, 22, growth)                                # 22 + 16 = 38
        self.norm = nn.BatchNorm2d(38)
        self.fc = nn.Linear(38, num_classes)

    def forward(self, x):
        x = self.trans1(self.block1(self.stem(x)))
        x = self.block3(self.trans2(self.block2(x)))
        x = F.relu(self.norm(x))
        return self.fc(torch.flatten(F.adaptive_avg_pool2d(x, (1, 1)), 1))


# --- ShuffleNet: v1 grouped 1x1 units and v2 split/concat units -------------------------

class ShuffleV1Unit(nn.Module):
    def __init__(self, c, groups=4):
        super().__init__()
        mid = c // 2
        self.groups = groups
        self.gconv1 = conv_bn(c, mid, 1, groups=groups)
        self.dw = conv_bn(mid, mid, 3, groups=mid, act=None)
        self.gconv2 = conv_bn(mid, c, 1, groups=groups, act=None)

    def forward(self, x):
        out = channel_shuffle(self.gconv1(x), self.groups)
        out = self.gconv2(self.dw(out))
        return F.relu(x + out)


class ShuffleV2Unit(nn.Module):
    def __init__(self, c_in, c_out, stride):
        super().__init__()
        self.stride = stride
        branch = self.half = c_out // 2
        if stride > 1:
            self.branch1 = nn.Sequential(conv_bn(c_in, c_in, 3, stride, groups=c_in, act=None),
                                         conv_bn(c_in, branch, 1))
        b2_in = c_in if stride > 1 else branch
        self.branch2 = nn.Sequential(conv_bn(b2_in, branch, 1), conv_bn(branch, branch, 3, stride, groups=branch, act=None),
                                     conv_bn(branch, branch, 1))

    def forward(self, x):
        if self.stride == 1:
            x1, x2 = torch.split(x, [self.half, self.half], dim=1)     # an ONNX Split
            out = torch.cat((x1, self.branch2(x2)), dim=1)
        else:
            out = torch.cat((self.branch1(x), self.branch2(x)), dim=1)
        return channel_shuffle(out, 2)


class ShuffleNet(nn.Module):
    def __init__(self, num_classes=10):
        super().__init__()
        self.stem = conv_bn(3, 24, 3, 2)                                      # 32 -> 16
        self.v1 = nn.Sequential(ShuffleV1Unit(24), ShuffleV1Unit(24))
        self.v2 = nn.Sequential(ShuffleV2Unit(24, 48, 2), ShuffleV2Unit(48, 48, 1), ShuffleV2Unit(48, 48, 1))  # -> 8
        self.conv5 = conv_bn(48, 64, 1)
        self.fc = nn.Linear(64, num_classes)

    def forward(self, x):
        x = self.conv5(self.v2(self.v1(self.stem(x))))
        return self.fc(x.mean([2, 3]))


# --- MobileNet: depthwise separable, ReLU6, HardSwish, squeeze-excite -------------------

class InvertedResidual(nn.Module):                     # MobileNetV2
    def __init__(self, c_in, c_out, stride, expand):
        super().__init__()
        mid = c_in * expand
        self.use_res = stride == 1 and c_in == c_out
        self.block = nn.Sequential(conv_bn(c_in, mid, 1, act=nn.ReLU6), conv_bn(mid, mid, 3, stride, groups=mid, act=nn.ReLU6),
                                   conv_bn(mid, c_out, 1, act=None))

    def forward(self, x):
        return x + self.block(x) if self.use_res else self.block(x)


class SqueezeExcite(nn.Module):
    def __init__(self, c, squeeze):
        super().__init__()
        self.fc1 = nn.Conv2d(c, squeeze, 1)
        self.fc2 = nn.Conv2d(squeeze, c, 1)

    def forward(self, x):
        s = F.adaptive_avg_pool2d(x, 1)
        return x * F.hardsigmoid(self.fc2(F.relu(self.fc1(s))))


class V3Block(nn.Module):                              # MobileNetV3
    def __init__(self, c_in, mid, c_out, k, stride):
        super().__init__()
        self.use_res = stride == 1 and c_in == c_out
        self.expand = conv_bn(c_in, mid, 1, act=nn.Hardswish)
        self.dw = conv_bn(mid, mid, k, stride, groups=mid, act=nn.Hardswish)
        self.se = SqueezeExcite(mid, 8)
        self.project = conv_bn(mid, c_out, 1, act=None)

    def forward(self, x):
        out = self.project(self.se(self.dw(self.expand(x))))
        return x + out if self.use_res else out


class MobileNet(nn.Module):
    def __init__(self, num_classes=10):
        super().__init__()
        self.stem = conv_bn(3, 16, 3, 2, act=nn.Hardswish)                    # 32 -> 16
        self.dsconv = nn.Sequential(conv_bn(16, 16, 3, groups=16, act=nn.ReLU6), conv_bn(16, 16, 1, act=None))
        self.v2 = nn.Sequential(InvertedResidual(16, 24, 2, 4), InvertedResidual(24, 24, 1, 3))   # -> 8
        self.v3 = nn.Sequential(V3Block(24, 48, 32, 5, 2), V3Block(32, 64, 32, 3, 1))              # -> 4
        self.last = conv_bn(32, 96, 1, act=nn.Hardswish)
        self.head = nn.Sequential(nn.Linear(96, 64), nn.Hardswish(), nn.Dropout(0.2), nn.Linear(64, num_classes))

    def forward(self, x):
        x = self.last(self.v3(self.v2(self.dsconv(self.stem(x)))))
        return self.head(torch.flatten(F.adaptive_avg_pool2d(x, 1), 1))


# --- transformer encoder layer ----------------------------------------------------------

class Encoder(nn.Module):
    """The layer behind a forward(src) of its own: the TorchScript exporter fills in the
    layer's optional forward arguments, turning is_causal=False into a tensor that
    scaled_dot_product_attention refuses."""

    def __init__(self):
        super().__init__()
        self.layer = nn.TransformerEncoderLayer(d_model=64, nhead=4, dim_feedforward=128, dropout=0.1,
                                                activation="gelu", batch_first=True)

    def forward(self, src):
        return self.layer(src)


# --- weights, export --------------------------------------------------------------------

def randomize(model: nn.Module, seed: int) -> nn.Module:
    """Fixed-seed random weights that keep activations O(1) through the net, and random
    BatchNorm running statistics (so folding BN into Conv is actually exercised)."""
    g = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for m in model.modules():
            if isinstance(m, nn.Conv2d):
                fan_in = m.in_channels // m.groups * m.kernel_size[0] * m.kernel_size[1]
                m.weight.copy_(torch.randn(m.weight.shape, generator=g) * (2.0 / fan_in) ** 0.5)
                if m.bias is not None:
                    m.bias.copy_(torch.randn(m.bias.shape, generator=g) * 0.1)
            elif isinstance(m, nn.Linear):
                m.weight.copy_(torch.randn(m.weight.shape, generator=g) / m.in_features ** 0.5)
                if m.bias is not None:
                    m.bias.copy_(torch.randn(m.bias.shape, generator=g) * 0.1)
            elif isinstance(m, (nn.BatchNorm2d, nn.LayerNorm)):
                m.weight.copy_(1 + 0.1 * torch.randn(m.weight.shape, generator=g))
                m.bias.copy_(0.1 * torch.randn(m.bias.shape, generator=g))
                if isinstance(m, nn.BatchNorm2d):
                    m.running_mean.copy_(0.1 * torch.randn(m.running_mean.shape, generator=g))
                    m.running_var.copy_(0.5 + torch.rand(m.running_var.shape, generator=g))
            elif isinstance(m, nn.MultiheadAttention):
                d = m.embed_dim
                m.in_proj_weight.copy_(torch.randn(m.in_proj_weight.shape, generator=g) / d ** 0.5)
                m.in_proj_bias.copy_(0.1 * torch.randn(m.in_proj_bias.shape, generator=g))
    return model.eval()


# name -> (constructor, seed, input shape, [(opset, flags)]); flags: "dyn" = a symbolic batch
# dimension (dynamic_axes), "bn" = BatchNormalization kept as nodes (training=PRESERVE on
# an eval-mode model skips the exporter's own Conv+BN fusion, so the runtime's fold runs),
# "inits" = initializers also listed as graph inputs (keep_initializers_as_inputs, as older
# exporters wrote them), "nofold" = the exporter's constant folding off (shape arithmetic,
# Constant and Identity nodes left for the runtime's own folding)
MODELS = {
    "resnet": (ResNet, 1, (1, 3, 32, 32), [(9, ""), (11, "inits"), (13, "bn"), (17, "dyn")]),
    "inception": (Inception, 2, (1, 3, 32, 32), [(11, ""), (15, "bn"), (18, "")]),
    "densenet": (DenseNet, 3, (1, 3, 32, 32), [(9, ""), (13, "dyn"), (18, "bn")]),
    "shufflenet": (ShuffleNet, 4, (1, 3, 32, 32), [(11, ""), (13, "dyn"), (15, "nofold"), (17, "bn")]),
    "mobilenet": (MobileNet, 5, (1, 3, 32, 32), [(9, "bn"), (15, ""), (18, "dyn")]),
    "transformer": (Encoder, 6, (1, 16, 64), [(15, ""), (17, "dyn"), (17, "nofold"), (18, "")]),   # SDPA needs opset >= 14
}


def export(name, ctor, seed, shape, opset, flags):
    dynamic = "dyn" in flags
    torch.manual_seed(seed)
    model = randomize(ctor(), seed)
    x = torch.randn(shape, generator=torch.Generator().manual_seed(seed + 100))
    path = HERE / f"{name}_op{opset}{''.join('_' + f for f in flags.split())}.onnx"
    buf = io.BytesIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.onnx.export(model, (x,), buf, dynamo=False, opset_version=opset, input_names=["input"],
                          output_names=["output"], do_constant_folding="nofold" not in flags,
                          keep_initializers_as_inputs="inits" in flags,
                          training=torch.onnx.TrainingMode.PRESERVE if "bn" in flags else torch.onnx.TrainingMode.EVAL,
                          dynamic_axes={"input": {0: "batch"}, "output": {0: "batch"}} if dynamic else None)
    path.write_bytes(buf.getvalue())
    return path


def main(argv):
    import onnx
    wanted = set(argv) or set(MODELS)
    for name, (ctor, seed, shape, opsets) in MODELS.items():
        if name not in wanted:
            continue
        for opset, flags in opsets:
            path = export(name, ctor, seed, shape, opset, flags)
            m = onnx.load(path)
            onnx.checker.check_model(m)
            ops = sorted({n.op_type for n in m.graph.node})
            print(f"{path.name:32s} {path.stat().st_size / 1024:7.1f} KiB  {len(m.graph.node):4d} nodes  {' '.join(ops)}")


if __name__ == "__main__":
    main(sys.argv[1:])
