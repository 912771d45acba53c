"""The house of the screens: the flow is the one module that builds scenes, no scene module
imports another, and the app calls the scene contract's hooks without probing for them."""
import ast
from pathlib import Path

from game.ui.scenes.base import Scene

GAME = Path(__file__).resolve().parents[2] / "game"
SCENES = GAME / "ui" / "scenes"
HOOKS = ["on_press", "on_hold", "press_due_ns", "in_guard", "on_pointer",
         "on_mouse", "update", "draw", "animating", "invalidate", "on_resize", "pause", "leave",
         "confirm_quit", "previous", "session", "message_area"]


def imported(path: Path) -> set[str]:
    """Every game module `path` imports, at the top or inside a function."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return {n for n in names if n.startswith("game.")}


def scene_modules() -> set[str]:
    """The modules of game/ui/scenes that define a scene (a class built on a Scene)."""
    found = set()
    for path in SCENES.glob("*.py"):
        tree = ast.parse(path.read_text())
        if path.stem != "base" and any(
                isinstance(n, ast.ClassDef) and any("Scene" in ast.unparse(b) for b in n.bases)
                for n in tree.body):
            found.add(f"game.ui.scenes.{path.stem}")
    return found


def test_no_scene_module_imports_another_and_only_the_flow_builds_them():
    scenes = scene_modules()
    assert {"game.ui.scenes.title", "game.ui.scenes.table_scene"} <= scenes
    for path in GAME.rglob("*.py"):
        module = ".".join(path.relative_to(GAME.parent).with_suffix("").parts)
        reached = imported(path) & scenes
        if module == "game.ui.flow":
            assert reached == scenes                   # and every scene is reached from it
        else:
            assert not reached, f"{module} imports {sorted(reached)}"


def test_the_scene_contract_declares_every_hook_and_the_app_never_probes():
    assert all(hasattr(Scene, hook) for hook in HOOKS)
    for path in [GAME / "app.py", GAME / "ui" / "flow.py", *SCENES.glob("*.py")]:
        source = path.read_text()
        assert "getattr(self.scene" not in source and "getattr(scene" not in source, path
        assert "hasattr(self.scene" not in source and "hasattr(scene" not in source, path


def test_back_from_a_screen_with_nothing_under_it_is_the_title(app):
    from game.ui.scenes.join import JoinScene
    from game.ui.scenes.title import TitleScene
    app.flow.join()
    assert isinstance(app.scene, JoinScene)
    app.flow.back(app.scene)                           # nothing under it: the title
    assert isinstance(app.scene, TitleScene)
