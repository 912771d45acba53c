"""Every device alone through the Speed tutorial on the real TableScene (headless): an arcade
panel (the hub fed as a serial board) and the mouse. Each step's words name that device's own
controls; a wrong press leaves the step; the press the words name moves it on; the lesson's
game is won by the player and the replay records that device."""
import pygame

from game.replay.format import read_replay
from game.ui.scenes.table_scene import TableScene
from tests.ui.screen import feed
from tests.ui.test_tutorial_scene import frames

PANEL = "serial:CAB"


def _lesson(app, seat, wrong, right):
    """Go through the lesson: at each step `wrong(scene)` then `right(scene)`; the steps seen
    with their words."""
    scene = app.scene
    assert isinstance(scene, TableScene)
    frames(app, 2.3)                                  # "Ready… Set…"
    seen = []
    while scene.mode.step is not None and len(seen) < 20:
        key, words = scene.mode.step.key, scene.mode.words()[1]
        seen.append((key, words))
        wrong(scene)
        frames(app, 0.15)
        assert scene.mode.step is not None and scene.mode.step.key == key, key
        right(scene)
        if key == "misplay":                          # the first locks 1 s; the second, soon
            frames(app, 1.3)                          # after it, 2 s: the step is done
            right(scene)
        frames(app, 0.25)
        if key == "misplay":
            frames(app, 2.1)                          # the lockout: the cards wait
    assert [k for k, _ in seen][:4] == ["play", "refill", "misplay", "flip"]
    assert seen[-1][0] == "call" and scene.session.match.wins[0] == 1
    return seen


def _slot(scene) -> int:
    game, key = scene.session.game, scene.mode.step.key
    hand = game.hands[0]
    return hand.index(hand[0] if key == "misplay" else game.legal_plays(0)[0][0])


def test_an_arcade_panel_alone_goes_through_the_tutorial(app, tmp_path):
    app.flow.push("tutorial", "speed")
    feed(app, PANEL, "b2")                            # any button: the panel takes the seat

    def right(scene):
        key = scene.mode.step.key
        feed(app, PANEL, "slap" if key in ("flip", "call") else f"b{_slot(scene)}")

    seen = _lesson(app, 0, lambda scene: feed(app, PANEL, "b5"), right)   # an aim button
    words = dict(seen)
    assert "press card button 1" in words["play"]                  # the 7 in slot 1
    assert "hit the slap pad" in words["flip"] and "hit the slap pad" in words["call"]
    assert all("press S" not in w and "Space" not in w for _, w in seen)
    footer = app.scene.mode.controls.pause()
    assert footer == "both pile buttons held"
    header, _ = read_replay(str(tmp_path / "replay.jsonl"))
    assert header.seats[0]["device"].startswith("serial")


def _click(app, pos):
    for kind, fields in ((pygame.MOUSEMOTION, {"pos": pos, "rel": (0, 0), "buttons": (0, 0, 0)}),
                         (pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": 1}),
                         (pygame.MOUSEBUTTONUP, {"pos": pos, "button": 1})):
        pygame.event.post(pygame.event.Event(kind, **fields))
    app.poll()
    app.step()


def test_the_mouse_alone_goes_through_the_tutorial(app, tmp_path):
    from game.ui.table import pointer
    app.flow.push("tutorial", "speed")
    app.step()
    _click(app, (640, 360))                           # a click: the mouse takes the seat
    layout = app.scene.view.layout

    def right(scene):
        key = scene.mode.step.key
        if key == "flip":
            return _click(app, layout.seats[0].draw.center)
        if key == "call":
            return _click(app, pointer.pad_rect(layout, 0).center)
        _click(app, layout.seats[0].hand[_slot(scene)].center)

    empty = (layout.size[0] // 2, layout.band.bottom + 4)            # felt between the rows
    seen = _lesson(app, 0, lambda scene: _click(app, empty), right)
    words = dict(seen)
    assert "click it" in words["play"] and "click your draw pile" in words["flip"]
    assert "click the slap pad" in words["call"]
    assert all("press" not in w for _, w in seen), seen
    header, _ = read_replay(str(tmp_path / "replay.jsonl"))
    assert header.seats[0]["device"].startswith("mouse")
