// Must not compile: ILogB is a float unary op whose value the scalar definitions do not give
// (the row loop computes it separately), so asking ApplyUnary for it stands for a table row whose
// definition was forgotten. structure.op_without_definition_does_not_compile expects the
// static_assert's message.
#include "elementwise/elementwise_scalar.h"

double Forgotten(double x) {
  return strata::ApplyUnary<strata::ElementwiseOp::kILogB, double>(x, 0);
}
