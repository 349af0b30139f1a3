// Must not compile: strata.hpp refuses element access through a type no dtype stores.
#include <string>

#include "strata/strata.hpp"

std::string ReadsAString(const strata::Tensor& t) { return t.Get<std::string>({0}); }
