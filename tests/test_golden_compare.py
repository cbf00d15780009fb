"""golden_compare's canonical form: equal for the same code under other local names and
another order of top-level entries, different for a changed instruction."""
from __future__ import annotations

import golden_compare as G

A = """declare float @llvm.fabs.f32(float)

@g = internal constant float 0.0

define float @f(float %x, i64 %n) {
entry:
  %t0 = call float @llvm.fabs.f32(float %x) ; magnitude
  br label %done
done:
  %r = phi float [ %t0, %entry ]
  ret float %r
}
"""
B = """@g = internal constant float 0.0
declare float @llvm.fabs.f32(float)
define float @f(float %a, i64 %size) {
start:
  %v7 = call float @llvm.fabs.f32(float %a)
  br label %out
out:
  %v8 = phi float [%v7, %start]
  ret float %v8
}
"""


def test_same_code_under_other_names_and_order():
    assert G.canonical(A) == G.canonical(B)


def test_a_changed_instruction_shows():
    assert G.canonical(A) != G.canonical(B.replace("fabs.f32(float %a)", "fabs.f32(float 0.0)"))
    assert G.canonical(A) != G.canonical(B.replace("[%v7, %start]", "[%a, %start]"))
