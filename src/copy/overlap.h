// Overlap analysis: the one place that decides whether two views share memory, and which shared
// layouts each writing operation supports (the overlap table of the product document).
//
// Every writing operation validates its operands with CheckOverlap (and its destination with
// CheckNoAliasing) before the first write; an unsupported overlap fails with kOverlap and leaves
// every operand untouched. Nothing here allocates a snapshot.
#pragma once

#include <cstdint>
#include <string_view>

#include "layout/shape.h"
#include "base/status.h"
#include "layout/tensor.h"

namespace strata {

// How two views relate in memory.
enum class Overlap {
  kNone,      // no byte is shared: an empty view, disjoint extents, or disjoint elements proven
  kSameView,  // same origin, element size, lengths and strides (leading length-1 dims ignored)
  kShared,    // some byte is shared, or the bounded search could not rule it out
};

// Exact up to a work bound: views whose extents intersect but whose elements interleave (the even
// and the odd elements of one array) are kNone. An undecided case counts as kShared.
Overlap AnalyzeOverlap(const Tensor& a, const Tensor& b);

// True when two distinct logical positions of a view with these element strides may share
// storage through its nonzero strides (zero strides on dimensions of length > 1 are explicit
// repetition and are not counted here; Shape::has_repeated_storage reports those). Exact up to
// a work bound; undecided counts as true.
bool HasAliasingStrides(const Shape& shape);

// The overlaps a writing operation supports (product document, "Overlapping sources and
// destinations").
enum class OverlapRule {
  kCopy,         // both dense with equal element counts (memmove), or the same view
  kFlatten,      // a dense source and the destination buffer (memmove)
  kElementwise,  // the same view, when the destination has no repeated storage
  kResize,       // a dense source and a dense destination (memmove, then clear the tail)
  kReverse,      // the same dense view (reversal in place)
  kDisjoint,     // none: concatenate, stack, broadcast into a destination
};

// Validates one input against the destination of `operation` under `rule`. On success returns
// the relation found, which tells the caller how to execute: kNone → independent strided copy;
// kSameView / kShared → the supported overlapping path of the rule (memmove or in place).
// Error: an overlap the rule does not support → kOverlap, naming both layouts.
Result<Overlap> CheckOverlap(const Tensor& input, const Tensor& destination, OverlapRule rule,
                             std::string_view operation);

// Error kOverlap when the destination's nonzero strides make distinct positions share storage.
Status CheckNoAliasing(const Tensor& destination, std::string_view operation);

}  // namespace strata
