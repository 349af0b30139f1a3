// Overlap analysis.
//
// Cheap tests first: an empty view shares nothing; views whose byte extents
// [origin, origin + last element + element size) do not intersect share nothing; identical
// layouts at the same origin are "the same view".
//
// Exact test. A byte of view A is oA + Σ pA_i·x_i + u (pA_i byte strides, 0 ≤ x_i < lA_i,
// 0 ≤ u < sizeA), likewise for B. They share a byte iff
//     Σ pA_i·x_i + Σ pB_j·(lB_j − 1 − y_j) + (u + sizeB − 1 − v)
//         = oB − oA + Σ pB_j·(lB_j − 1) + sizeB − 1,
// where every unknown now runs over [0, bound] and every coefficient is positive (the two byte
// offsets merge into one unknown of coefficient 1 and bound sizeA + sizeB − 2). So the question
// is whether a bounded linear Diophantine equation Σ a_i·z_i = b, 0 ≤ z_i ≤ u_i, has a solution.
//
// Solver: merge terms with equal coefficients, sort coefficients descending, and choose the
// unknowns one at a time. For unknown k, only values that leave a remainder inside
// [0, Σ_{j>k} a_j·u_j] and divisible by g = gcd(a_{k+1}, …) can lead to a solution; they form
// an arithmetic progression (a linear congruence solved with the extended Euclidean algorithm).
// With two unknowns left, any member of that progression inside the range is a solution, so that
// level is answered without search. Deeper levels enumerate progression members, each costing
// one unit of a fixed work budget; when the budget runs out the answer is "undecided", which
// callers treat as overlapping (so the test is never wrong in the unsafe direction).
//
// Internal overlap of one view (two distinct positions at one address) is the same question:
// if dimensions sorted by stride are nested (each stride exceeds the extent of all smaller ones)
// the layout is injective; otherwise, for each dimension k taken as the first with a nonzero
// index difference d_k ∈ [1, u_k], ask whether Σ s_j·d_j = 0 with d_j ∈ [−u_j, u_j] for the
// later dimensions — after shifting d_j by u_j this is again the bounded problem above.
#include "copy/overlap.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <vector>

#include "base/checked_math.h"
#include "base/small_vector.h"

namespace strata {
namespace {

// Candidate values examined before the exact test gives up.
constexpr int64_t kWorkBudget = 1 << 16;

enum class Answer { kYes, kNo, kUndecided };

struct Term {
  int64_t coefficient;  // > 0
  int64_t bound;        // > 0
};

__extension__ typedef unsigned __int128 UInt128;

// x with a·x ≡ b (mod m), 0 ≤ x < m, for gcd(a, m) = 1 and m ≥ 1.
int64_t SolveCongruence(int64_t a, int64_t b, int64_t m) {
  if (m == 1) return 0;
  // Extended Euclid on (a mod m, m) for the inverse of a.
  int64_t old_r = a % m, r = m, old_s = 1, s = 0;
  while (r != 0) {
    const int64_t q = old_r / r;
    std::swap(old_r, r);
    r -= q * old_r;
    std::swap(old_s, s);
    s -= q * old_s;
  }
  const int64_t inverse = ((old_s % m) + m) % m;
  return static_cast<int64_t>(static_cast<UInt128>(b % m) * static_cast<UInt128>(inverse) %
                              static_cast<UInt128>(m));
}

class BoundedSolver {
 public:
  explicit BoundedSolver(std::vector<Term> terms) : terms_(Normalize(std::move(terms))) {
    const size_t n = terms_.size();
    suffix_gcd_.assign(n + 1, 0);
    suffix_max_.assign(n + 1, 0);
    for (size_t k = n; k-- > 0;) {
      suffix_gcd_[k] = std::gcd(suffix_gcd_[k + 1], terms_[k].coefficient);
      int64_t span = 0;
      if (!CheckedMul(terms_[k].coefficient, terms_[k].bound, &span) ||
          !CheckedAdd(suffix_max_[k + 1], span, &suffix_max_[k])) {
        overflow_ = true;
      }
    }
  }

  Answer Solve(int64_t target) {
    if (overflow_) return Answer::kUndecided;
    budget_ = kWorkBudget;
    return Search(0, target);
  }

 private:
  static std::vector<Term> Normalize(std::vector<Term> terms) {
    std::erase_if(terms, [](const Term& t) { return t.coefficient == 0 || t.bound == 0; });
    std::sort(terms.begin(), terms.end(),
              [](const Term& a, const Term& b) { return a.coefficient > b.coefficient; });
    std::vector<Term> merged;
    for (const Term& t : terms) {
      if (!merged.empty() && merged.back().coefficient == t.coefficient) {
        if (!CheckedAdd(merged.back().bound, t.bound, &merged.back().bound)) {
          merged.back().bound = INT64_MAX;
        }
      } else {
        merged.push_back(t);
      }
    }
    return merged;
  }

  Answer Search(size_t k, int64_t target) {
    if (target < 0 || target > suffix_max_[k]) return Answer::kNo;
    const size_t n = terms_.size();
    if (k == n) return target == 0 ? Answer::kYes : Answer::kNo;
    const int64_t a = terms_[k].coefficient;
    if (k + 1 == n) return target % a == 0 ? Answer::kYes : Answer::kNo;
    // Values of z_k keeping the remainder inside [0, suffix_max_[k + 1]].
    const int64_t rest = suffix_max_[k + 1];
    const int64_t low = target > rest ? (target - rest + a - 1) / a : 0;
    const int64_t high = std::min(terms_[k].bound, target / a);
    if (low > high) return Answer::kNo;
    // ... and making the remainder divisible by g: a·z ≡ target (mod g).
    const int64_t g = suffix_gcd_[k + 1];
    const int64_t d = std::gcd(a, g);
    if (target % d != 0) return Answer::kNo;
    const int64_t step = g / d;
    const int64_t first = SolveCongruence(a / d, target / d, step);
    int64_t z = low + ((first - low % step) % step + step) % step;
    if (z > high) return Answer::kNo;
    if (k + 2 == n) return Answer::kYes;  // the last unknown absorbs any such remainder
    bool undecided = false;
    for (; z <= high; z += step) {
      if (--budget_ < 0) return Answer::kUndecided;
      const Answer sub = Search(k + 1, target - a * z);
      if (sub == Answer::kYes) return Answer::kYes;
      undecided |= sub == Answer::kUndecided;
      if (high - z < step) break;
    }
    return undecided ? Answer::kUndecided : Answer::kNo;
  }

  std::vector<Term> terms_;
  std::vector<int64_t> suffix_gcd_;
  std::vector<int64_t> suffix_max_;
  bool overflow_ = false;
  int64_t budget_ = 0;
};

struct ByteExtent {
  uintptr_t begin;
  uintptr_t end;  // one past the last byte
};

ByteExtent ExtentOf(const Tensor& t) {
  const auto begin = reinterpret_cast<uintptr_t>(t.origin());
  const auto last = static_cast<uintptr_t>(t.shape().required_storage() - 1) *
                    static_cast<uintptr_t>(t.element_size());
  return {begin, begin + last + static_cast<uintptr_t>(t.element_size())};
}

// Lengths and strides without leading length-1 dimensions.
bool SameLayout(const Shape& a, const Shape& b) {
  auto skip = [](const Shape& s) {
    int32_t d = 0;
    while (d + 1 < s.rank() && s.length(d) == 1) ++d;
    return d;
  };
  const int32_t da = skip(a), db = skip(b);
  return std::equal(a.lengths().begin() + da, a.lengths().end(), b.lengths().begin() + db,
                    b.lengths().end()) &&
         std::equal(a.strides().begin() + da, a.strides().end(), b.strides().begin() + db,
                    b.strides().end());
}

// Appends one term per significant dimension: byte stride with bound length − 1.
void AppendTerms(const Tensor& t, std::vector<Term>* terms, int64_t* last_offset) {
  *last_offset = 0;
  for (int32_t d = 0; d < t.rank(); ++d) {
    const int64_t bytes = t.shape().stride(d) * t.element_size();
    const int64_t bound = t.shape().length(d) - 1;
    terms->push_back({bytes, bound});
    *last_offset += bytes * bound;
  }
}

std::string Describe(const Tensor& t) {
  return fmt::format("lengths {} strides {}", FormatList(t.shape().lengths()),
                     FormatList(t.shape().strides()));
}

bool Permitted(Overlap relation, const Tensor& input, const Tensor& destination,
               OverlapRule rule) {
  const bool both_dense = input.shape().is_dense() && destination.shape().is_dense();
  switch (rule) {
    case OverlapRule::kCopy:
      return relation == Overlap::kSameView ||
             (both_dense &&
              input.shape().flattened_length() == destination.shape().flattened_length());
    case OverlapRule::kFlatten:
      return input.shape().is_dense();
    case OverlapRule::kElementwise:
      return relation == Overlap::kSameView && !destination.shape().has_repeated_storage();
    case OverlapRule::kResize:
      return both_dense;
    case OverlapRule::kReverse:
      return relation == Overlap::kSameView && destination.shape().is_dense();
    case OverlapRule::kDisjoint:
      return false;
  }
  return false;
}

const char* Supported(OverlapRule rule) {
  switch (rule) {
    case OverlapRule::kCopy:
      return "only dense views with equal element counts, or identical views, may overlap";
    case OverlapRule::kFlatten:
      return "only a dense source may overlap the destination";
    case OverlapRule::kElementwise:
      return "only the identical view may overlap, and only without repeated storage";
    case OverlapRule::kResize:
      return "only a dense source and a dense destination may overlap";
    case OverlapRule::kReverse:
      return "only the same dense view may be reversed in place";
    case OverlapRule::kDisjoint:
      return "no input may overlap the destination";
  }
  return "";
}

}  // namespace

Overlap AnalyzeOverlap(const Tensor& a, const Tensor& b) {
  if (a.shape().is_empty() || b.shape().is_empty()) return Overlap::kNone;
  const ByteExtent ea = ExtentOf(a), eb = ExtentOf(b);
  if (ea.end <= eb.begin || eb.end <= ea.begin) return Overlap::kNone;
  if (a.origin() == b.origin() && a.element_size() == b.element_size() &&
      SameLayout(a.shape(), b.shape())) {
    return Overlap::kSameView;
  }
  std::vector<Term> terms;
  int64_t last_a = 0, last_b = 0;
  AppendTerms(a, &terms, &last_a);
  AppendTerms(b, &terms, &last_b);
  terms.push_back({1, a.element_size() + b.element_size() - 2});
  // |origin difference| < both extents together, which fit int64 as byte sizes of storage.
  const int64_t origin_delta = eb.begin >= ea.begin ? static_cast<int64_t>(eb.begin - ea.begin)
                                                    : -static_cast<int64_t>(ea.begin - eb.begin);
  int64_t target = 0;
  if (!CheckedAdd(origin_delta, last_b + b.element_size() - 1, &target)) return Overlap::kShared;
  return BoundedSolver(std::move(terms)).Solve(target) == Answer::kNo ? Overlap::kNone
                                                                       : Overlap::kShared;
}

bool HasAliasingStrides(const Shape& shape) {
  if (shape.is_empty()) return false;  // no elements to alias; its strides are not bounded
  struct Dim {
    int64_t stride;
    int64_t bound;
  };
  SmallVector<Dim, 8> dims;  // no allocation per copy for the ranks people use
  for (int32_t d = 0; d < shape.rank(); ++d) {
    if (shape.length(d) > 1 && shape.stride(d) > 0) {
      dims.push_back({shape.stride(d), shape.length(d) - 1});
    }
  }
  std::sort(dims.begin(), dims.end(), [](const Dim& x, const Dim& y) { return x.stride < y.stride; });
  int64_t extent = 0;
  bool nested = true;
  for (const Dim& dim : dims) {
    nested &= dim.stride > extent;
    extent += dim.stride * dim.bound;  // bounded by the validated required storage
  }
  if (nested) return false;
  // d_k ∈ [1, u_k] first nonzero; later d_j = w_j − u_j with w_j ∈ [0, 2u_j]:
  // s_k·(w_k + 1) + Σ s_j·(w_j − u_j) = 0  ⇔  s_k·w_k + Σ s_j·w_j = Σ s_j·u_j − s_k.
  for (size_t k = 0; k < dims.size(); ++k) {
    std::vector<Term> terms{{dims[k].stride, dims[k].bound - 1}};
    int64_t target = -dims[k].stride;
    for (size_t j = k + 1; j < dims.size(); ++j) {
      terms.push_back({dims[j].stride, 2 * dims[j].bound});
      target += dims[j].stride * dims[j].bound;
    }
    if (BoundedSolver(std::move(terms)).Solve(target) != Answer::kNo) return true;
  }
  return false;
}

Result<Overlap> CheckOverlap(const Tensor& input, const Tensor& destination, OverlapRule rule,
                             std::string_view operation) {
  const Overlap relation = AnalyzeOverlap(input, destination);
  if (relation == Overlap::kNone || Permitted(relation, input, destination, rule)) {
    return relation;
  }
  return Status{StatusCode::kOverlap,
                fmt::format("{}: the input ({}) overlaps the destination ({}) in memory; {}. "
                            "Copy the input to independent storage first",
                            operation, Describe(input), Describe(destination), Supported(rule))};
}

Status CheckNoAliasing(const Tensor& destination, std::string_view operation) {
  if (!HasAliasingStrides(destination.shape())) return Status::Ok();
  return {StatusCode::kOverlap,
          fmt::format("{}: distinct positions of the destination ({}) share storage",
                      operation, Describe(destination))};
}

}  // namespace strata
