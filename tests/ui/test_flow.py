"""The house of the screens: the flow is the one module that builds scenes and keeps their
stack (push, pop, replace), no scene module imports another, every screen is reached by its
name and declares its own policy, no scene's class name is written in a string, and the app
calls the scene contract's hooks without probing for them."""
import ast
from pathlib import Path

from game.ui.scenes.base import Scene

GAME = Path(__file__).resolve().parents[2] / "game"
SCENES = GAME / "ui" / "scenes"
HOOKS = ["on_press", "on_hold", "press_due_ns", "in_guard", "on_pointer",
         "on_mouse", "update", "draw", "animating", "invalidate", "on_resize", "pause", "leave",
         "confirm_quit", "session", "message_area", "name", "timeout", "lamps", "is_table",
         "operator"]


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
    for path in [GAME / "app.py", GAME / "ui" / "press_route.py", GAME / "ui" / "flow.py",
                 *SCENES.glob("*.py")]:
        source = path.read_text()
        assert "getattr(self.scene" not in source and "getattr(scene" not in source, path
        assert "hasattr(self.scene" not in source and "hasattr(scene" not in source, path


def test_back_from_a_screen_with_nothing_under_it_is_the_title(app):
    from game.ui.scenes.join import JoinScene
    from game.ui.scenes.title import TitleScene
    app.switch(JoinScene(app.ctx))                     # alone on the stack
    assert isinstance(app.scene, JoinScene) and len(app.flow.stack) == 1
    app.flow.back()                                    # nothing under it: the title
    assert isinstance(app.scene, TitleScene) and len(app.flow.stack) == 1


class Left(Scene):
    """A screen that notes when it is left for good."""

    def __init__(self, ctx, log):
        super().__init__(ctx)
        self.log = log

    def leave(self):
        self.log.append(self)

    def draw(self, surface, now_s):
        return None


def test_push_keeps_the_screen_under_and_pop_comes_back_to_it_leaving_only_the_top(app):
    title, log = app.scene, []
    app.flow.push("options")
    options = app.scene
    app.flow.push("stats")
    assert [type(s).__name__ for s in app.flow.stack] == ["TitleScene", "OptionsScene",
                                                          "StatsScene"]
    app.flow.back()
    assert app.scene is options                        # the same screen, its cursor kept
    app.flow.back()
    assert app.scene is title
    top = Left(app.ctx, log)
    app.switch(top, overlay=True)
    app.switch(Left(app.ctx, log))                     # replace: the top is left
    assert log == [top] and app.flow.stack.under(app.scene) is title


def test_a_screen_shown_again_starts_its_guard_time_and_quit_leaves_every_screen(app):
    log = []
    bottom, top = Left(app.ctx, log), Left(app.ctx, log)
    app.switch(bottom)
    bottom.opened_ns = 0
    app.switch(top, overlay=True)
    app.flow.back()
    assert bottom.opened_ns > 0 and log == [top]       # back on show: guarded again
    last = Left(app.ctx, log)
    app.switch(last, overlay=True)
    app.quit()
    assert log == [top, last, bottom] and app.scene is None      # the top one first


def test_every_screen_is_reached_by_its_own_name():
    from game.ui.flow import screens
    found = screens()
    named = {cls for cls in scene_classes() if "name" in vars(cls)}
    assert set(found.values()) == named and all(found[c.name] is c for c in named)
    assert {"title", "join", "table", "results", "attract", "operator"} <= set(found)
    unnamed = {cls.__name__ for cls in scene_classes() if "name" not in vars(cls)}
    assert unnamed == {"MenuScene", "OperatorPage"}     # the kinds of screen, not screens


def scene_classes() -> set:
    """Every Scene class of the game (the flow imports them all)."""
    import game.ui.flow  # noqa: F401
    found, todo = set(), list(Scene.__subclasses__())
    while todo:
        cls = todo.pop()
        todo += cls.__subclasses__()
        if cls.__module__.startswith("game."):
            found.add(cls)
    return found


def test_no_scene_class_name_is_written_in_a_string():
    """Screens are told apart by what they declare (`Scene.timeout`, `lamps`, `is_table`…),
    never by their class names in tables of strings, nor by `type(scene).__name__`."""
    names = {cls.__name__ for cls in scene_classes()}
    assert {"TitleScene", "TableScene", "CoinsPage", "ConfirmQuit"} <= names
    for path in GAME.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                assert node.value not in names, f"{path}: {node.value!r}"
                assert not any(f'"{n}"' in node.value for n in names), path
            if isinstance(node, ast.Attribute) and node.attr == "__name__":
                assert not (isinstance(node.value, ast.Call) and ast.unparse(
                    node.value.func) == "type" and "scene" in ast.unparse(node.value)), path


def test_every_screen_a_scene_asks_the_flow_for_by_name_is_there():
    from game.ui.flow import screens
    asked = set()
    for path in GAME.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in ("push", "replace", "reset")
                    and ast.unparse(node.func.value).endswith("flow") and node.args
                    and isinstance(node.args[0], ast.Constant)):
                asked.add(node.args[0].value)
    assert {"help", "join", "options", "results", "attract", "confirm_quit"} <= asked
    assert asked <= set(screens()), asked - set(screens())


def test_a_round_of_matches_keeps_the_stack_short(app):
    """title ▸ join ▸ a match ▸ results ▸ change players ▸ join ▸ back: the title, alone; the
    table replaced its join screen, the results the table, and the join screen the results."""
    from tools.matches import finished_table
    title = app.scene
    for _round in range(2):
        app.flow.push("join")
        finished_table(app, games=1)                   # in the join screen's place
        assert [s.name for s in app.flow.stack] == ["title", "results"]
        app.scene.join()                               # Change players
        assert [s.name for s in app.flow.stack] == ["title", "join"]
        app.flow.back()
        assert app.scene is title and len(app.flow.stack) == 1
