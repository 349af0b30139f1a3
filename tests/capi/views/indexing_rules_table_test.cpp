// The MindSpore/NumPy indexing and index-assignment rules, table-driven through the C ABI: every
// example of the product's MindSpore indexing document (seed 003) is a case in
// indexing_rules_cases.txt. This file parses their small Python-like notation, runs them with
// strata_tensor_index / strata_tensor_index_assign*, and compares the shape and NumPy's printed
// text.
#include <gtest/gtest.h>

#include <cctype>
#include <fstream>
#include <sstream>

#include "support/index_test_support.h"

namespace strata_test {
namespace {

struct Literal {
  bool is_list = false;
  bool is_bool = false;
  bool is_float = false;
  double number = 0;
  std::vector<Literal> items;
};

struct Case {
  std::string name, source, action, expression, shape, text;
};

std::string CasesPath() { return STRATA_CAPI_TEST_DATA_DIR "/views/indexing_rules_cases.txt"; }

std::vector<Case> LoadCases() {
  std::ifstream in(CasesPath());
  EXPECT_TRUE(in.good());
  std::vector<Case> cases;
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("=== ", 0) == 0) {
      cases.push_back({line.substr(4), "", "", "", "", ""});
    } else if (cases.empty() || line.empty() || line[0] == '#') {
      continue;
    } else if (line.rfind("x = ", 0) == 0) {
      cases.back().source = line.substr(4);
    } else if (line.rfind("get ", 0) == 0 || line.rfind("run ", 0) == 0) {
      cases.back().action = line.substr(0, 3);
      cases.back().expression = line.substr(4);
    } else if (line.rfind("shape ", 0) == 0) {
      cases.back().shape = line.substr(6);
    } else {
      // Blank lines inside printed arrays are written as empty lines in the file too, but the
      // loop above skips them; they are restored from NumPy's rule when comparing.
      cases.back().text += (cases.back().text.empty() ? "" : "\n") + line;
    }
  }
  return cases;
}

// NumPy's text without its blank lines (the case file's blank lines are skipped on reading).
std::string WithoutBlankLines(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '\n' && !out.empty() && out.back() == '\n') continue;
    out += c;
  }
  return out;
}

class Parser {
 public:
  explicit Parser(std::string text) : s_(std::move(text)) {}

  void Skip() {
    while (p_ < s_.size() && s_[p_] == ' ') ++p_;
  }
  bool Accept(const std::string& token) {
    Skip();
    if (s_.compare(p_, token.size(), token) != 0) return false;
    p_ += token.size();
    return true;
  }
  void Expect(const std::string& token) {
    EXPECT_TRUE(Accept(token)) << "expected '" << token << "' at " << p_ << " in " << s_;
  }
  bool AtEnd() {
    Skip();
    return p_ >= s_.size();
  }
  std::string Word() {
    Skip();
    const size_t start = p_;
    while (p_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[p_])) || s_[p_] == '_')) ++p_;
    return s_.substr(start, p_ - start);
  }
  bool PeekNumber() {
    Skip();
    return p_ < s_.size() && (std::isdigit(static_cast<unsigned char>(s_[p_])) || s_[p_] == '-');
  }
  Literal Number() {
    Skip();
    const size_t start = p_;
    if (s_[p_] == '-') ++p_;
    while (p_ < s_.size() && (std::isdigit(static_cast<unsigned char>(s_[p_])) || s_[p_] == '.')) ++p_;
    Literal l;
    const std::string text = s_.substr(start, p_ - start);
    l.number = std::stod(text);
    l.is_float = text.find('.') != std::string::npos;
    return l;
  }
  Literal Value() {
    if (Accept("[")) return Sequence("]");
    if (Accept("(")) return Sequence(")");
    if (Accept("True")) return Bool(true);
    if (Accept("False")) return Bool(false);
    return Number();
  }
  Literal Sequence(const char* close) {
    Literal l;
    l.is_list = true;
    while (!Accept(close)) {
      l.items.push_back(Value());
      Accept(",");
    }
    return l;
  }
  static Literal Bool(bool b) {
    Literal l;
    l.is_bool = true;
    l.number = b ? 1 : 0;
    return l;
  }
  // T(<literal>, '<dtype>') after "T(" was read.
  std::pair<Literal, std::string> TensorLiteral() {
    Literal l = Value();
    Expect(",");
    Expect("'");
    std::string dtype = Word();
    Expect("'");
    Expect(")");
    return {l, dtype};
  }

 private:
  std::string s_;
  size_t p_ = 0;
};

void Flatten(const Literal& l, std::vector<int64_t>& lengths, size_t depth,
             std::vector<double>& values, bool& any_float, bool& all_bool) {
  if (!l.is_list) {
    values.push_back(l.number);
    any_float |= l.is_float;
    all_bool &= l.is_bool;
    return;
  }
  if (lengths.size() == depth) lengths.push_back(static_cast<int64_t>(l.items.size()));
  for (const Literal& item : l.items) Flatten(item, lengths, depth + 1, values, any_float, all_bool);
}

strata_dtype DTypeNamed(const std::string& name) {
  if (name == "int32") return STRATA_DTYPE_INT32;
  if (name == "int64") return STRATA_DTYPE_INT64;
  if (name == "float32") return STRATA_DTYPE_FLOAT32;
  if (name == "float64") return STRATA_DTYPE_FLOAT64;
  if (name == "bool") return STRATA_DTYPE_BOOL;
  ADD_FAILURE() << "unknown dtype " << name;
  return STRATA_DTYPE_INT64;
}

TensorPtr TensorOf(const std::vector<double>& values, std::vector<int64_t> lengths,
                   strata_dtype dtype) {
  auto convert = [&](auto tag) {
    std::vector<decltype(tag)> typed;
    for (double v : values) typed.push_back(static_cast<decltype(tag)>(v));
    return Make(dtype, typed, lengths);
  };
  switch (dtype) {
    case STRATA_DTYPE_INT32: return convert(int32_t{});
    case STRATA_DTYPE_FLOAT32: return convert(float{});
    case STRATA_DTYPE_FLOAT64: return convert(double{});
    case STRATA_DTYPE_BOOL: return convert(uint8_t{});
    default: return convert(int64_t{});
  }
}

// A literal as a tensor: the given dtype, or bool for all-bool lists (a mask), float64 when a
// number has a decimal point, else int64 (bools inside become 0/1) — the Python binding's rule.
TensorPtr TensorFromLiteral(const Literal& l, const std::string& dtype_name) {
  std::vector<int64_t> lengths;
  std::vector<double> values;
  bool any_float = false;
  bool all_bool = true;
  Flatten(l, lengths, 0, values, any_float, all_bool);
  strata_dtype dtype = all_bool ? STRATA_DTYPE_BOOL
                                : (any_float ? STRATA_DTYPE_FLOAT64 : STRATA_DTYPE_INT64);
  if (!dtype_name.empty()) dtype = DTypeNamed(dtype_name);
  return TensorOf(values, lengths, dtype);
}

TensorPtr Source(const std::string& text) {
  Parser p(text);
  if (p.Accept("T(")) {
    auto [literal, dtype] = p.TensorLiteral();
    return TensorFromLiteral(literal, dtype);
  }
  p.Expect("arange(");
  const auto count = static_cast<int64_t>(p.Number().number);
  p.Expect(").reshape(");
  std::vector<int64_t> lengths;
  while (!p.Accept(")")) {
    lengths.push_back(static_cast<int64_t>(p.Number().number));
    p.Accept(",");
  }
  std::vector<double> values;
  for (int64_t i = 0; i < count; ++i) values.push_back(static_cast<double>(i));
  strata_dtype dtype = STRATA_DTYPE_INT64;
  if (p.Accept(".astype(")) {
    dtype = DTypeNamed(p.Word());
    p.Expect(")");
  }
  return TensorOf(values, lengths, dtype);
}

// Parses "[item, item, ...]" (after the "[") into items; tensors stay alive in `keep`.
std::vector<strata_index_item> Items(Parser& p, std::vector<TensorPtr>& keep) {
  std::vector<strata_index_item> items;
  while (!p.Accept("]")) {
    if (p.Accept("...")) {
      items.push_back(EllipsisItem());
    } else if (p.Accept("None")) {
      items.push_back(NoneItem());
    } else if (p.Accept("True")) {
      items.push_back(BoolItem(true));
    } else if (p.Accept("False")) {
      items.push_back(BoolItem(false));
    } else if (p.Accept("T(")) {
      auto [literal, dtype] = p.TensorLiteral();
      keep.push_back(TensorFromLiteral(literal, dtype));
      items.push_back(TensorItem(keep.back().get()));
    } else if (p.Accept("[")) {
      keep.push_back(TensorFromLiteral(p.Sequence("]"), ""));
      items.push_back(TensorItem(keep.back().get()));
    } else {
      int64_t bound[3] = {0, 0, 0};
      bool has[3] = {false, false, false};
      int part = 0;
      while (true) {
        if (p.PeekNumber()) {
          bound[part] = static_cast<int64_t>(p.Number().number);
          has[part] = true;
        }
        if (!p.Accept(":")) break;
        ++part;
      }
      items.push_back(part == 0 ? Int(bound[0])
                                : SliceItem(has[0], bound[0], has[1], bound[1], has[2], bound[2]));
    }
    p.Accept(",");
  }
  return items;
}

int32_t OperatorNamed(const std::string& op) {
  const char* names[] = {"=", "+=", "-=", "*=", "/=", "%=", "**=", "//="};
  for (int32_t k = 0; k < 8; ++k) {
    if (op == names[k]) return k;
  }
  ADD_FAILURE() << "unknown operator " << op;
  return 0;
}

TensorPtr RunExpression(const Case& c) {
  TensorPtr x = Source(c.source);
  Parser p(c.expression);
  p.Expect("x");
  std::vector<TensorPtr> keep;
  if (c.action == "get") {
    TensorPtr current = std::move(x);
    while (p.Accept("[")) {
      auto items = Items(p, keep);
      current = Index(current.get(), items);
      if (!current) return nullptr;
    }
    return current;
  }
  ADD_FAILURE() << "not an expression: " << c.expression;
  return nullptr;
}

// Splits "x[...] <op> <value>" at the operator.
void RunStatement(const std::string& statement, strata_tensor* x) {
  const char* operators[] = {" **= ", " //= ", " += ", " -= ", " *= ", " /= ", " %= ", " = "};
  size_t at = std::string::npos;
  std::string op;
  for (const char* o : operators) {
    const size_t found = statement.find(o);
    if (found < at) {
      at = found;
      op = o;
    }
  }
  ASSERT_NE(at, std::string::npos) << statement;
  Parser left(statement.substr(0, at));
  left.Expect("x");
  left.Expect("[");
  std::vector<TensorPtr> keep;
  const auto items = Items(left, keep);
  const int32_t code = OperatorNamed(op.substr(1, op.size() - 2));
  Parser right(statement.substr(at + op.size()));
  TensorPtr value;
  if (right.Accept("T(")) {
    auto [literal, dtype] = right.TensorLiteral();
    value = TensorFromLiteral(literal, dtype);
  } else {
    const Literal literal = right.Value();
    if (!literal.is_list) {
      const double d = literal.number;
      const auto i = static_cast<int64_t>(literal.number);
      const strata_status status =
          literal.is_float
              ? strata_tensor_index_assign_scalar(x, items.data(), static_cast<int32_t>(items.size()),
                                                  STRATA_DTYPE_FLOAT64, &d, code)
              : strata_tensor_index_assign_scalar(x, items.data(), static_cast<int32_t>(items.size()),
                                                  STRATA_DTYPE_INT64, &i, code);
      ASSERT_EQ(status, STRATA_OK) << strata_last_error_message();
      return;
    }
    value = TensorFromLiteral(literal, "");
  }
  ASSERT_EQ(strata_tensor_index_assign(x, items.data(), static_cast<int32_t>(items.size()),
                                       value.get(), code),
            STRATA_OK)
      << strata_last_error_message();
}

TEST(IndexingRulesTable, EveryExampleGivesTheDocumentedShapeAndText) {
  const int64_t live_before = strata_live_tensor_count();
  const auto cases = LoadCases();
  ASSERT_EQ(cases.size(), 41u);
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name + ": " + c.expression);
    TensorPtr result;
    if (c.action == "get") {
      result = RunExpression(c);
    } else {
      result = Source(c.source);
      RunStatement(c.expression, result.get());
    }
    ASSERT_NE(result, nullptr);
    EXPECT_EQ(PythonShape(Lengths(result.get())), c.shape);
    EXPECT_EQ(WithoutBlankLines(NumPyText(result.get())), c.text);
  }
  EXPECT_EQ(strata_live_tensor_count(), live_before);
}

}  // namespace
}  // namespace strata_test
