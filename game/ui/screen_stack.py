"""The screens open, one over another: the flow's stack (ui/flow.py), the top one on show.

    push     a screen over the one on show (help, an option's page, the operator menu); the one
             under it is kept as it is and comes back when it is popped
    pop      back: the top screen is left for good, the one under it shown again
    replace  the top screen left for good and another in its place (the table ▸ the results)
    reset    every screen left, one alone on the stack (the title, attract mode)

A screen taken off the stack is left (`Scene.leave`: a table writes its match); `shown(scene)`
is told of every new top (App.show: its guard time starts, the cabinet's log names it).
"""


class ScreenStack:
    def __init__(self, shown=lambda scene: None):
        self.scenes: list = []
        self.shown = shown

    @property
    def top(self):
        """The screen on show (None before the first)."""
        return self.scenes[-1] if self.scenes else None

    def __iter__(self):
        """From the bottom (the title, most often) to the top."""
        return iter(list(self.scenes))

    def __len__(self) -> int:
        return len(self.scenes)

    def first(self, scene) -> None:
        """The first screen: alone on the stack, shown as the app opens (no guard time)."""
        self.scenes = [scene]

    def push(self, scene) -> None:
        self.scenes.append(scene)
        self.shown(scene)

    def pop(self) -> None:
        """Leave the top screen for the one under it (there must be one)."""
        self.scenes.pop().leave()
        self.shown(self.top)

    def replace(self, scene) -> None:
        if self.scenes:
            old = self.scenes.pop()
            if old is not scene:
                old.leave()
        self.push(scene)

    def reset(self, scene) -> None:
        self.clear()
        self.push(scene)

    def pop_to(self, scene) -> None:
        """Leave every screen over `scene` (on the stack), and show it again."""
        while self.top is not scene:
            self.scenes.pop().leave()
        self.shown(scene)

    def clear(self) -> None:
        """Leave every screen, the top one first (the app closes)."""
        while self.scenes:
            self.scenes.pop().leave()

    def under(self, scene):
        """The screen right under `scene` (None: it is the bottom one, or not on the stack)."""
        place = next((n for n, s in enumerate(self.scenes) if s is scene), 0)
        return self.scenes[place - 1] if place > 0 else None

    def find(self, test):
        """The topmost screen for which `test(scene)` holds, or None."""
        return next((s for s in reversed(self.scenes) if test(s)), None)

    def remake(self, renew) -> None:
        """Every screen made again by `renew(scene)` (the language changed), none left."""
        self.scenes = [renew(s) for s in self.scenes]
