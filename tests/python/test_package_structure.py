"""The package's import structure: every import of a package module is at module level, those
imports form no cycle, and every module imports on its own in a fresh interpreter."""

import ast
import os
import subprocess
import sys
import unittest

import strata

PACKAGE = strata.__name__
PACKAGE_DIRECTORY = os.path.dirname(os.path.abspath(strata.__file__))


def parse_package():
    """{module name: syntax tree} for every module of the package; the package itself is
    "__init__"."""
    trees = {}
    for name in sorted(os.listdir(PACKAGE_DIRECTORY)):
        if name.endswith(".py"):
            with open(os.path.join(PACKAGE_DIRECTORY, name), encoding="utf-8") as source:
                trees[name[:-3]] = ast.parse(source.read(), name)
    return trees


def imported_modules(node, modules):
    """The package modules an Import or ImportFrom node loads (none for other packages)."""
    if isinstance(node, ast.Import):
        targets = [alias.name for alias in node.names]
    elif node.level == 1 or node.module == PACKAGE:
        # from . import a, b / from strata import a, b: submodules, or names of __init__.
        if node.level == 1 and node.module is not None:
            return [node.module.split(".")[0]]
        return [alias.name if alias.name in modules else "__init__" for alias in node.names]
    elif node.level == 0 and node.module is not None:
        targets = [node.module]
    else:
        return []
    found = []
    for target in targets:
        parts = target.split(".")
        if parts[0] == PACKAGE:
            found.append(parts[1] if len(parts) > 1 else "__init__")
    return found


def is_type_checking_block(node):
    """True for `if TYPE_CHECKING:` (or typing.TYPE_CHECKING), whose imports never run."""
    if not isinstance(node, ast.If):
        return False
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def import_graph(trees):
    """({module: set of package modules it imports at module level}, [(module, line, imported)
    for every package import nested in a function, class or block], {module: set of package
    modules it imports for annotations only, in a module-level `if TYPE_CHECKING:` block})."""
    graph = {name: set() for name in trees}
    annotations = {name: set() for name in trees}
    nested = []
    for name, tree in trees.items():
        top_level = set(map(id, tree.body))
        typing_only = {id(inner) for node in tree.body if is_type_checking_block(node)
                       for inner in node.body}
        for node in ast.walk(tree):
            if not isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            targets = imported_modules(node, trees)
            if id(node) in top_level:
                graph[name].update(targets)
            elif id(node) in typing_only:
                annotations[name].update(targets)
            elif targets:
                nested.append((name, node.lineno, targets))
    return graph, sorted(nested), annotations


def find_cycle(graph):
    """One import cycle as a list of modules (first == last), or None."""
    state = {}  # absent: unvisited; 1: on the current path; 2: done
    path = []

    def visit(module):
        state[module] = 1
        path.append(module)
        for target in sorted(graph.get(module, ())):
            if state.get(target) == 1:
                return path[path.index(target):] + [target]
            if target not in state:
                cycle = visit(target)
                if cycle:
                    return cycle
        path.pop()
        state[module] = 2
        return None

    for module in sorted(graph):
        if module not in state:
            cycle = visit(module)
            if cycle:
                return cycle
    return None


class PackageStructure(unittest.TestCase):
    def setUp(self):
        self.trees = parse_package()
        self.graph, self.nested, self.annotations = import_graph(self.trees)

    def test_package_modules_are_imported_only_at_module_level(self):
        self.assertEqual(self.nested, [], "imports of package modules inside functions, classes "
                                          "or blocks: (module, line, imported modules)")

    def test_module_level_imports_form_no_cycle(self):
        self.assertIsNone(find_cycle(self.graph))

    def test_the_package_reaches_every_module(self):
        reached, pending = set(), ["__init__"]
        while pending:
            module = pending.pop()
            if module not in reached:
                reached.add(module)
                pending.extend(self.graph[module] | self.annotations[module])
        self.assertEqual(reached, set(self.trees))

    def test_the_analysis_sees_each_import_form(self):
        source = ("from . import a\nfrom .b import x\nimport strata.a\nfrom strata import b, y\n"
                  "import os\nfrom os import path\n"
                  "def f():\n    from . import a\n    import numpy\n"
                  "if TYPE_CHECKING:\n    from .d import z\nif x:\n    from . import b\n")
        trees = {"c": ast.parse(source), "a": ast.parse(""), "b": ast.parse(""),
                 "d": ast.parse(""), "__init__": ast.parse("")}
        graph, nested, annotations = import_graph(trees)
        self.assertEqual(graph["c"], {"a", "b", "__init__"})
        self.assertEqual(nested, [("c", 8, ["a"]), ("c", 13, ["b"])])
        self.assertEqual(annotations["c"], {"d"})
        self.assertEqual(find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}), ["a", "b", "c", "a"])
        self.assertIsNone(find_cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}))

    def test_every_module_imports_on_its_own(self):
        env = dict(os.environ, PYTHONPATH=os.path.dirname(PACKAGE_DIRECTORY))
        for module in sorted(self.trees):
            name = PACKAGE if module == "__init__" else "%s.%s" % (PACKAGE, module)
            with self.subTest(module=name):
                result = subprocess.run([sys.executable, "-c", "import " + name], env=env,
                                        capture_output=True, text=True)
                self.assertEqual(result.returncode, 0, result.stderr)

    def test_the_package_imports_after_the_libraries_it_works_with(self):
        env = dict(os.environ, PYTHONPATH=os.path.dirname(PACKAGE_DIRECTORY))
        for first in ("numpy", "ctypes", "pickle"):
            with self.subTest(first=first):
                code = "import %s\nimport %s\nprint(%s.zeros(2).tolist())" % (first, PACKAGE,
                                                                                 PACKAGE)
                result = subprocess.run([sys.executable, "-c", code], env=env,
                                        capture_output=True, text=True)
                self.assertEqual(result.returncode, 0, result.stderr)
                self.assertEqual(result.stdout.strip(), "[0.0, 0.0]")


if __name__ == "__main__":
    unittest.main()
