#!/usr/bin/env python3
"""Checks the core's layer rule and that its files include each other without a cycle.

src/ is grouped in layer folders, ordered bottom to top as LAYERS below. A file may include
headers of its own folder or of folders below it; kernels/ may include only base/ and kernels/
headers. Of the public headers the core sees only strata/strata_tables.h (the status, dtype and
op tables); the C ABI's headers are above it. Includes are written from src/ ("copy/copy.h"), so an include's folder is the first
component of the path it resolves to.

Cycles are looked for between units: a header and the source file of the same name (copy/copy.h
and copy/copy.cpp) form one unit, since the source file is that header's implementation. So
copy.cpp including broadcast.h while broadcast.cpp includes copy.h is a cycle, even though no
header reaches itself. Every cycle among headers alone is one among units as well.

Prints each offending include (file:line) and exits 1 on any problem.
Usage: check_layers.py [SRC_DIR]   (default: the src/ of this checkout)
"""
import pathlib
import re
import sys

LAYERS = ["base", "kernels", "layout", "copy", "views", "joins", "indexing", "elementwise",
          "text", "interop"]
# Layers that may include only the listed folders instead of every folder below them.
ONLY = {"kernels": {"base", "kernels"}}
PUBLIC_TABLES = "strata/strata_tables.h"
SUFFIXES = (".h", ".hpp", ".cpp", ".cc")
INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*"([^"]+)"', re.MULTILINE)


def Layer(rel):
    return rel.parts[0] if len(rel.parts) > 1 else None


def Allowed(source_layer, target_layer):
    if source_layer in ONLY:
        return target_layer in ONLY[source_layer]
    return LAYERS.index(target_layer) <= LAYERS.index(source_layer)


def Resolve(src, path, include):
    """The src-relative path of a quoted include, or None for a file outside the core."""
    for candidate in (src / include, path.parent / include):
        if candidate.is_file():
            return candidate.resolve().relative_to(src.resolve())
    return None


def Unit(rel):
    return rel.with_suffix("")


def FindCycles(graph):
    """One line per back edge of a depth-first search; each such edge closes a cycle."""
    state, found = {}, []
    for root in sorted(graph):
        if root in state:
            continue
        state[root] = "open"
        stack = [(root, iter(graph[root]))]
        while stack:
            node, edges = stack[-1]
            edge = next(edges, None)
            if edge is None:
                state[node] = "done"
                stack.pop()
                continue
            child, where = edge
            if state.get(child) == "open":
                units = [entry[0] for entry in stack]
                cycle = units[units.index(child):] + [child]
                found.append(f"{where}: closes the include cycle "
                             + " -> ".join(str(unit) for unit in cycle))
            elif child not in state:
                state[child] = "open"
                stack.append((child, iter(graph[child])))
    return found


def main():
    src = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else
                       pathlib.Path(__file__).resolve().parents[2] / "src")
    files = sorted(p for p in src.rglob("*") if p.suffix in SUFFIXES)
    problems = []
    graph = {}
    for path in files:
        rel = path.relative_to(src)
        layer = Layer(rel)
        if layer not in LAYERS:
            problems.append(f"{rel}: the folder {layer!r} is not a layer")
            continue
        unit_edges = graph.setdefault(Unit(rel), [])
        text = path.read_text(encoding="utf-8")
        for match in INCLUDE.finditer(text):
            include = match.group(1)
            line = text.count("\n", 0, match.start()) + 1
            if include.startswith("strata/") and include != PUBLIC_TABLES:
                problems.append(f'{rel}:{line}: #include "{include}" reaches the C ABI; '
                                f'the core sees only {PUBLIC_TABLES}')
                continue
            target = Resolve(src, path, include)
            if target is None:
                continue  # not a core file (hwy/..., strata/strata_tables.h)
            where = f'{rel}:{line}: #include "{include}"'
            if Layer(target) not in LAYERS or not Allowed(layer, Layer(target)):
                problems.append(f"{where} reaches up from {layer}/ to {Layer(target)}/")
            if Unit(target) != Unit(rel):
                unit_edges.append((Unit(target), where))
    for unit in list(graph):
        for target, _ in graph[unit]:
            graph.setdefault(target, [])
    problems += FindCycles(graph)
    order = " < ".join(LAYERS)
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} problem(s). Layers, bottom to top: {order}; kernels/ sees only "
              "base/. A file includes its own layer or those below it.")
        return 1
    print(f"{len(files)} files: no upward include and no include cycle ({order})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
