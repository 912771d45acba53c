"""Remapping one layout of one device: ask for each action in turn, check what comes, keep it.

A press is taken when its control is let go; held `SKIP_S` it skips the action instead (the old
controls stay). What is refused, and why (in words):
- a control another action of the same seat already uses (in the same group: game actions,
  menu actions, the cabinet's coin and service), naming that action;
- a control the other half of the same device plays with (player 2's half of a board);
- on a two-player keyboard, a key on a row or column of the laptop's key matrix that the other
  player's keys use (key_matrix.py: they could ghost).
Actions still ahead in the same run do not count as taken: their old controls are being
replaced. A skipped action keeps its old controls, less any given meanwhile to another action.
A held gesture (`hold_back`, `hold_operator`) is answered by pressing its controls together
and letting go: two or more, never the same set as the other gesture.
No pygame here: fed presses and the controls held, asked with the host time.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.i18n import _
from game.input.actions import ACTIONS, APP_ACTIONS
from game.input.bindings import CABINET_ACTIONS, HOLD_KEYS, MENU_KEYS, Layout
from game.input.key_matrix import clash_words, ghost_clash

SKIP_S = 2.0
GROUPS = (ACTIONS, MENU_KEYS, CABINET_ACTIONS, HOLD_KEYS)


@dataclass(frozen=True)
class Partner:
    """Another layout of the same device played at once by someone else (`who`: "the right
    player"); `keys`: True when it is the other half of a two-player keyboard."""
    layout: Layout
    who: str
    keys: bool = False

    def game_controls(self) -> dict[str, str]:
        """control → the action it plays (pause keys are shared and left out)."""
        return {c: a for a, bound in self.layout.actions.items() if a not in APP_ACTIONS
                for c in bound}


@dataclass(frozen=True)
class Outcome:
    action: str
    controls: tuple[str, ...]
    words: str
    ok: bool


def group_of(action: str) -> tuple:
    return next(group for group in GROUPS if action in group)


def remappable(layout: Layout) -> list[str]:
    """The actions "remap all" asks for: the layout's game actions, then coin and service."""
    return [a for a in ACTIONS if layout.actions.get(a)] + \
        [a for a in CABINET_ACTIONS if layout.controls(a)]


class Remap:
    def __init__(self, layout: Layout, actions, partners=(), name=str, skip_s: float = SKIP_S,
                 control=str.upper):
        """`name(action)` words an action ("card 1"), `control(c)` a control ("✕ button");
        `partners`: Partner list."""
        self.layout, self.todo = layout, list(actions)
        self.partners, self.name, self.skip_s = list(partners), name, skip_s
        self.control = control
        self.chord: set[str] = set()       # a held gesture's controls pressed together so far
        self.changes: dict[str, tuple[str, ...]] = {}
        self.log: list[Outcome] = []
        self.pending: tuple[str, int] | None = None        # (control, pressed at)

    @property
    def current(self) -> str | None:
        return self.todo[0] if self.todo else None

    @property
    def done(self) -> bool:
        return not self.todo

    def press(self, control: str, t_ns: int) -> None:
        """A press on the device being remapped: it counts when let go (or skips, held)."""
        if self.current in HOLD_KEYS:
            self.chord.add(control)
        if not self.done and self.pending is None:
            self.pending = (control, t_ns)

    def follow(self, held, now_ns: int) -> Outcome | None:
        """With the controls `held` now: a let-go press is offered, a long one skips."""
        if self.pending is None:
            return None
        control, since = self.pending
        if self.current in HOLD_KEYS:
            return self._follow_chord(set(held), now_ns - since)
        if control not in held:
            self.pending = None
            return self.offer(control)
        if now_ns - since >= self.skip_s * 1e9:
            self.pending = None
            return self.skip()
        return None

    def _follow_chord(self, held: set, held_ns: int) -> Outcome | None:
        """A gesture's answer: every control pressed until all are let go (one alone, held
        2 s: skip)."""
        if self.chord & held:
            if len(self.chord) == 1 and held_ns >= self.skip_s * 1e9:
                self.pending, self.chord = None, set()
                return self.skip()
            return None
        chord, self.chord, self.pending = tuple(sorted(self.chord)), set(), None
        action = self.current
        other = next(h for h in HOLD_KEYS if h != action)
        if len(chord) < 2:
            refusal = _("Press two or more controls together for {action}, then let go: one "
                        "alone would be held by accident.").format(action=self.name(action))
        elif set(chord) == set(self.bound_now(other)):
            refusal = _("Those are {action}'s: press another set together.").format(
                action=self.name(other))
        else:
            self.changes[action] = chord
            words = " + ".join(self.control(c) for c in chord)
            return self._note(Outcome(action, chord, _("{action}: {controls}").format(
                action=self.name(action), controls=words), True))
        return self._note(Outcome(action, chord, refusal, False), advance=False)

    def held_part(self, now_ns: int) -> float:
        """How far the press held now is to a skip (0..1), for the screen's bar."""
        if self.pending is None:
            return 0.0
        return min(1.0, (now_ns - self.pending[1]) / (self.skip_s * 1e9))

    def offer(self, control: str) -> Outcome:
        """Bind `control` to the current action, or say why not (the action stays asked)."""
        action = self.current
        refusal = self.refusal(action, control)
        if refusal:
            return self._note(Outcome(action, (control,), refusal, False), advance=False)
        self.changes[action] = (control,)
        return self._note(Outcome(action, (control,), _("{action}: {controls}").format(
            action=self.name(action), controls=self.control(control)), True))

    def skip(self) -> Outcome:
        """Leave the current action as it was (less controls given away in this run)."""
        action = self.current
        given = {c for a, bound in self.changes.items() if group_of(a) is group_of(action)
                 for c in bound}
        old = self.layout.controls(action)
        kept = tuple(c for c in old if c not in given)
        if kept != old:
            self.changes[action] = kept
        keeps = " / ".join(self.control(c) for c in kept) or \
            _("nothing (its button went to another)")
        return self._note(Outcome(action, kept, _("{action}: skipped, keeps {controls}").format(
            action=self.name(action), controls=keeps), True))

    def bound_now(self, action: str) -> tuple[str, ...]:
        """What `action` has at this point of the run (a later one in the run: nothing yet)."""
        if action in self.changes:
            return self.changes[action]
        return () if action in self.todo[1:] else self.layout.controls(action)

    def refusal(self, action: str, control: str) -> str | None:
        """Why `control` cannot be `action`'s, in words; None when it can."""
        for other in group_of(action):
            if other != action and control in self.bound_now(other):
                return _("{control} already does {action} for this player: press another (or "
                         "remap {action} first).").format(control=self.control(control),
                                                          action=self.name(other))
        if group_of(action) is not ACTIONS:
            return None                      # menus and the cabinet's keys may be shared
        for partner in self.partners:
            if partner.keys:
                clash = ghost_clash(control, partner.game_controls())
                if clash:
                    return clash_words(control, clash[0], clash[1], partner.who)
            elif control in partner.game_controls():
                theirs = self.name(partner.game_controls()[control])
                return _("{control} is {player}'s {action}: press another.").format(
                    control=self.control(control), player=partner.who, action=theirs)
        return None

    def _note(self, outcome: Outcome, advance: bool = True) -> Outcome:
        self.log.append(outcome)
        if advance:
            self.todo.pop(0)
        return outcome

    def entries(self) -> dict[str, list[str]]:
        """The changes as bindings.toml entries."""
        return {action: list(controls) for action, controls in self.changes.items()}
