"""Small source mutations, made on the AST: each `Mutant` is one change a test suite should notice.

Operators (what an independent mutation run of the engine used): comparison flips (`<`↔`<=`,
`>`↔`>=`, `==`↔`!=`, `in`↔`not in`, `is`↔`is not`), `and`↔`or`, a dropped `not`, integer
constants ±1, `True`↔`False`, strings garbled, `+`↔`-` (also `+=`↔`-=`), `return x` →
`return None`, and a statement that is a call (`events.append(...)`) deleted. Docstrings,
annotations and `__slots__` are never mutated.
"""
import ast
from dataclasses import dataclass

COMPARE_SWAPS = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt,
                 ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In,
                 ast.Is: ast.IsNot, ast.IsNot: ast.Is}
SYMBOLS = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==",
           ast.NotEq: "!=", ast.In: "in", ast.NotIn: "not in", ast.Is: "is",
           ast.IsNot: "is not", ast.And: "and", ast.Or: "or", ast.Add: "+", ast.Sub: "-"}
BOOL_SWAPS = {ast.And: ast.Or, ast.Or: ast.And}
ARITH_SWAPS = {ast.Add: ast.Sub, ast.Sub: ast.Add}


@dataclass
class Mutant:
    """One change: node `index` (in `ast.walk` order) of the module, changed by `variant`."""
    path: str
    index: int
    variant: int
    line: int
    op: str                 # e.g. "`<` → `<=`"
    in_function: bool       # False: module or class level (runs at import: every test counts)
    source_line: str = ""
    function: str | None = None     # qualified name of the outermost def around it, if any
    nth: int = 1                    # 2, 3…: the same change again on the same line

    @property
    def key(self) -> str:
        """How the equivalents file names this mutant (no line number: lines move)."""
        again = f" #{self.nth}" if self.nth > 1 else ""
        return f"{self.path} | {self.op}{again} | {self.source_line}"

    def describe(self) -> str:
        return f"{self.path}:{self.line}: {self.op}   in `{self.source_line}`"


def _skipped_nodes(tree: ast.Module) -> set[int]:
    """ids of nodes never mutated: docstrings, annotations, `__slots__`, `__main__` guards."""
    skip: set[int] = set()

    def drop(node):
        if node is not None:
            skip.update(id(n) for n in ast.walk(node))

    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) \
                and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
            drop(body[0])
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            drop(node.returns)
        elif isinstance(node, ast.arg):
            drop(node.annotation)
        elif isinstance(node, ast.AnnAssign):
            drop(node.annotation)
        elif isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "__slots__" for t in node.targets):
            drop(node)
        elif isinstance(node, ast.If) and "__main__" in ast.unparse(node.test):
            drop(node)
    return skip


def _function_nodes(tree: ast.Module) -> set[int]:
    """ids of nodes that run when a function is called (bodies, not defaults or decorators)."""
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            body = node.body if isinstance(node.body, list) else [node.body]
            for statement in body:
                inside.update(id(n) for n in ast.walk(statement))
    return inside


def _owners(tree: ast.Module) -> dict[int, str]:
    """id of each node in a top-level function's or a top-level class's method's body → the
    qualified name of that function ("SpeedGame._on_play")."""
    owners: dict[int, str] = {}
    for top in tree.body:
        defs = [(top, top.name)] if isinstance(top, ast.FunctionDef) else []
        if isinstance(top, ast.ClassDef):
            defs = [(d, f"{top.name}.{d.name}") for d in top.body if isinstance(d, ast.FunctionDef)]
        for func, name in defs:
            for statement in func.body:
                owners.update((id(n), name) for n in ast.walk(statement))
    return owners


def _variants(node: ast.AST) -> list[str]:
    """The changes possible at `node`, as "`before` → `after`" texts (index = variant)."""
    if isinstance(node, ast.Compare):
        return [f"`{SYMBOLS[type(op)]}` → `{SYMBOLS[COMPARE_SWAPS[type(op)]]}`"
                for op in node.ops]
    if isinstance(node, ast.BoolOp):
        return [f"`{SYMBOLS[type(node.op)]}` → `{SYMBOLS[BOOL_SWAPS[type(node.op)]]}`"]
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        return ["drop `not`"]
    if isinstance(node, (ast.BinOp, ast.AugAssign)) and type(node.op) in ARITH_SWAPS:
        eq = "=" if isinstance(node, ast.AugAssign) else ""
        return [f"`{SYMBOLS[type(node.op)]}{eq}` → `{SYMBOLS[ARITH_SWAPS[type(node.op)]]}{eq}`"]
    if isinstance(node, ast.Constant):
        value = node.value
        if isinstance(value, bool):
            return [f"`{value}` → `{not value}`"]
        if isinstance(value, int):
            return [f"`{value}` → `{value + 1}`", f"`{value}` → `{value - 1}`"]
        if isinstance(value, str) and value:
            return [f"`{value!r}` garbled"]
    if isinstance(node, ast.Return) and node.value is not None and not (
            isinstance(node.value, ast.Constant) and node.value.value is None):
        return ["`return …` → `return None`"]
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
        return [f"delete `{ast.unparse(node.value)[:60]}`"]
    return []


def _change(node: ast.AST, variant: int) -> ast.AST | None:
    """Apply `variant` to `node` in place; returns a replacement node when one is needed."""
    if isinstance(node, ast.Compare):
        node.ops[variant] = COMPARE_SWAPS[type(node.ops[variant])]()
    elif isinstance(node, ast.BoolOp):
        node.op = BOOL_SWAPS[type(node.op)]()
    elif isinstance(node, ast.UnaryOp):
        return node.operand
    elif isinstance(node, (ast.BinOp, ast.AugAssign)):
        node.op = ARITH_SWAPS[type(node.op)]()
    elif isinstance(node, ast.Constant):
        value = node.value
        if isinstance(value, bool):
            node.value = not value
        elif isinstance(value, int):
            node.value = value + (1 if variant == 0 else -1)
        else:
            node.value = "XX" + value + "XX"
    elif isinstance(node, ast.Return):
        node.value = ast.Constant(None)
    elif isinstance(node, ast.Expr):
        return ast.Pass()
    return None


def find(path: str, source: str) -> list[Mutant]:
    """Every mutant of one module's source."""
    tree = ast.parse(source)
    skip, inside, owners = _skipped_nodes(tree), _function_nodes(tree), _owners(tree)
    lines = source.splitlines()
    found = []
    for index, node in enumerate(ast.walk(tree)):
        if id(node) in skip:
            continue
        for variant, op in enumerate(_variants(node)):
            line = getattr(node, "lineno", 0)
            found.append(Mutant(path, index, variant, line, op, id(node) in inside,
                                lines[line - 1].strip() if line else "", owners.get(id(node))))
    seen: dict[str, int] = {}
    for mutant in found:
        seen[mutant.key] = mutant.nth = seen.get(mutant.key, 0) + 1
    return found


def mutated_code(source: str, mutant: Mutant, filename: str):
    """The module's code object with `mutant` applied (original line numbers kept)."""
    tree = ast.parse(source)
    for index, node in enumerate(ast.walk(tree)):
        if index == mutant.index:
            replacement = _change(node, mutant.variant)
            if replacement is not None:
                _replace(tree, node, ast.copy_location(replacement, node))
            break
    return compile(ast.fix_missing_locations(tree), filename, "exec")


def _replace(tree: ast.AST, old: ast.AST, new: ast.AST) -> None:
    """Put `new` where `old` is in `tree`."""
    for parent in ast.walk(tree):
        for field, value in ast.iter_fields(parent):
            if value is old:
                setattr(parent, field, new)
                return
            if isinstance(value, list) and any(item is old for item in value):
                value[[i for i, item in enumerate(value) if item is old][0]] = new
                return

