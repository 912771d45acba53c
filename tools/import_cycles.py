"""Print the strongly connected components of game/'s import graph, imports inside functions included.

python tools/import_cycles.py           every cycle (a component of two or more modules, or a self-import)
python tools/import_cycles.py --edges   every edge as well: "a -> b"
Exit status 1 when there is a cycle.
"""
from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "game"


def module_name(path: Path) -> str:
    """game/ui/scenes/title.py -> game.ui.scenes.title; a package's __init__ is the package."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted((ROOT / PACKAGE).rglob("*.py"))}


def _resolve(name: str, known: dict[str, Path]) -> str | None:
    """The longest known module that `name` is, or lies inside (game.ui.palette.DIM -> game.ui.palette)."""
    while name:
        if name in known:
            return name
        name = name.rpartition(".")[0]
    return None


def _absolute(node: ast.ImportFrom, here: str, is_package: bool) -> str:
    if not node.level:
        return node.module or ""
    base = here.split(".")
    base = base if is_package else base[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def imports_of(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """Every game module that `name` imports anywhere in its file (top level, functions, methods)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = _absolute(node, name, path.name == "__init__.py")
            targets = [f"{base}.{alias.name}" for alias in node.names] + [base]
        else:
            continue
        for target in targets:
            resolved = _resolve(target, known)
            if resolved and resolved != name and not name.startswith(resolved + "."):
                found.add(resolved)
    return found


def graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imports_of(name, path, known) for name, path in known.items()}


def strongly_connected(edges: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's algorithm, iterative; components of two or more modules, each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return sorted(found)


def main(argv: list[str]) -> int:
    edges = graph()
    if "--edges" in argv:
        for name in sorted(edges):
            for target in sorted(edges[name]):
                print(f"{name} -> {target}")
    cycles = strongly_connected(edges)
    count = sum(len(targets) for targets in edges.values())
    print(f"{len(edges)} modules, {count} imports, {len(cycles)} import cycle(s)")
    for component in cycles:
        print(f"  cycle of {len(component)}: " + ", ".join(m.removeprefix("game.") for m in component))
    return 1 if cycles else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
