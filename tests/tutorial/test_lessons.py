"""The Speed lesson on the engine alone: each step is finished only by its own action, the
skip intents take the scripted deal to the player's "Speed!" win, and the words name the
controls of each device's live layout."""
import pytest

from game.engine.events import LockedOut, Rejected
from game.engine.intents import CALL, FLIP, PLAY, Intent
from game.input.bindings import load_bindings
from game.session import SeatInfo, Session
from game.tutorial.controls import SeatControls, control_name
from game.input.device_id import DeviceKind
from game.tutorial.catalog import LESSONS
from game.tutorial.lessons import MISPLAY_LOCK_S, PLAYER, TEACHER, Look, rank_word

LESSON = LESSONS["speed"]


def _table(lesson=LESSON):
    seats = [SeatInfo("You", "human", "keyboard#keyboard_solo"), SeatInfo("Sam", "bot")]
    session = Session(lesson.variant, lesson.options, seats, 1, record=False, deal=lesson.deal)
    session.bots = {}
    session.new_game(0, countdown_s=0)
    return session


def _wrong_actions(game):
    """Intents that are not the step's: a flip while a card fits, a call before the end, the
    teacher's moves, and (while a card fits) a misplay."""
    wrong = [Intent(0, PLAYER, CALL), Intent(0, TEACHER, FLIP)]
    if game.legal_plays(PLAYER):
        wrong.append(Intent(0, PLAYER, FLIP))
    return wrong


def test_each_step_finishes_only_on_its_action_and_the_lesson_ends_in_a_win():
    session, t = _table(), 1.0
    for step in LESSON.steps:
        t += 1100.0                                   # reading the step: a lockout is over
        events = []
        teacher = step.teacher(session.game)
        if teacher:
            events += session.apply(teacher.at(t))
            t += 1
        assert not step.done(events), step.key
        if step.key in ("play", "refill"):
            for wrong in _wrong_actions(session.game):
                events += session.apply(wrong.at(t))
                t += 1
                assert not step.done(events), (step.key, wrong)
        for _ in range(10):
            events += session.apply(step.skip(session.game).at(t))
            t += 300.0                                # as the tutorial repeats a skipped press
            if step.done(events):
                break
        assert step.done(events), step.key
    assert session.game.over and session.game.winner == PLAYER


@pytest.mark.parametrize("variant", ["spit", "california"])
def test_the_shorter_lessons_finish_step_by_step(variant):
    lesson = LESSONS[variant]
    session, t = _table(lesson), 1.0
    for step in lesson.steps:
        events = []
        teacher = step.teacher(session.game)
        if teacher:
            events += session.apply(teacher.at(t))
            t += 1
        assert not step.done(events), step.key
        events += session.apply(Intent(t, TEACHER, CALL if variant == "spit" else PLAY))
        assert not step.done(events), step.key               # the teacher's press: not it
        for _ in range(12):
            t += 1
            events += session.apply(step.skip(session.game).at(t))
            if step.done(events):
                break
        assert step.done(events), step.key
    assert len(lesson.steps) < len(LESSON.steps)           # shorter than Speed's


def test_the_misplay_step_is_two_misplays_the_second_locked_twice_as_long():
    """Mashing loses, shown: a misplay locks 1 s, a press during it changes nothing, and the
    next misplay soon after it locks 2 s; only that finishes the step (a flip does not)."""
    session, t = _table(), 1.0
    steps = {s.key: s for s in LESSON.steps}
    for key in ("play", "refill"):
        session.apply(steps[key].skip(session.game).at(t))
        t += 1
    assert session.game.legal_plays(PLAYER) == []         # nobody can play now
    flip = session.apply(Intent(t, PLAYER, FLIP))
    assert not steps["misplay"].done(flip)
    misplay = session.apply(steps["misplay"].skip(session.game).at(t + 1))
    assert any(isinstance(e, Rejected) and e.kind == PLAY for e in misplay)
    locked = [e for e in misplay if isinstance(e, LockedOut)]
    assert locked[0].until == t + 1 + MISPLAY_LOCK_S * 1000
    assert not steps["misplay"].done(misplay)
    during = session.apply(steps["misplay"].skip(session.game).at(t + 500))
    assert [e.code for e in during if isinstance(e, Rejected)] == ["locked"]
    again = misplay + during + session.apply(steps["misplay"].skip(session.game).at(t + 1500))
    grown = [e for e in again if isinstance(e, LockedOut)][-1]
    assert grown.streak == 2 and grown.until == t + 1500 + 2 * MISPLAY_LOCK_S * 1000
    assert steps["misplay"].done(again)
    assert not steps["misplay"].done([e for e in again if not isinstance(e, LockedOut)])
    false_calls = [LockedOut(t, PLAYER, t + 2000.0, "false_call", None, 2000.0, 2)]
    assert not steps["misplay"].done(misplay + false_calls)    # a false call's lock: not it


def test_the_misplay_steps_words_ask_for_the_second_misplay_once_the_first_locked():
    session, t = _table(), 1.0
    steps = {s.key: s for s in LESSON.steps}
    for key in ("play", "refill"):
        session.apply(steps[key].skip(session.game).at(t))
        t += 1
    controls = SeatControls("keyboard", load_bindings().layouts["keyboard_solo"])
    look = Look(session.game, controls, lambda card: session.game.hands[PLAYER].index(card))
    first = steps["misplay"].say(look)
    assert "mashing loses" in first and "again" not in first
    session.apply(steps["misplay"].skip(session.game).at(t + 1))
    second = steps["misplay"].say(look)
    assert second.startswith("Locked! Now play") and "twice as long" in second
    assert "Mashing loses." in second


@pytest.mark.parametrize("chosen, seconds, words", [
    ({}, 0.5, "for 0.5 seconds"),                           # the game's own, as help says
    ({"misplay_lockout_s": 1.0}, 1.0, "for 1 second"),      # the player's, as help says
    ({"misplay_lockout_s": 0}, 0.5, "for 0.5 seconds")])    # off: the lesson keeps the game's
def test_the_misplay_step_says_the_lockout_it_gives(chosen, seconds, words):
    from game.config import Settings
    from game.ui.modes.tutorial import misplay_rules
    from game.ui.scenes.help import misplay_lines
    settings = Settings()
    settings.rules.update(chosen)
    options = {**LESSON.options, **misplay_rules(settings)}
    seats = [SeatInfo("You", "human"), SeatInfo("Sam", "bot")]
    session = Session("speed", options, seats, 1, record=False, deal=LESSON.deal)
    session.new_game(0, countdown_s=0)
    steps, t = {s.key: s for s in LESSON.steps}, 1.0
    for key in ("play", "refill"):
        session.apply(steps[key].skip(session.game).at(t))
        t += 1
    look = Look(session.game, SeatControls("keyboard", load_bindings().layouts["keyboard_left"]),
                lambda card: session.game.hands[PLAYER].index(card))
    said = steps["misplay"].say(look)
    locked = [e for e in session.apply(steps["misplay"].skip(session.game).at(t))
              if isinstance(e, LockedOut)]
    assert words in said and locked[0].length == seconds * 1000
    if chosen.get("misplay_lockout_s", 1):                  # help says the same number
        assert f"{seconds:g} s" in misplay_lines(settings)[0]


def test_the_teacher_never_has_a_card_to_play_before_the_flip():
    session, t = _table(), 1.0
    for step in LESSON.steps[:3]:
        assert session.game.legal_plays(TEACHER) == []
        session.apply(step.skip(session.game).at(t))
        t += 1


@pytest.mark.parametrize("layout, device, play, flip, call", [
    ("keyboard_solo", "keyboard", "press S", "press K", "press Space"),
    ("keyboard_left", "keyboard", "press S", "press E", "press Q"),
    ("gamepad", "pad:0", "move the highlight onto it (d-pad left / d-pad right) and press X "
     "or B", "press A", "press Y"),
    ("arcade", "serial:CAB", "press card button 2", "hit the slap pad", "hit the slap pad"),
    ("mouse", "mouse", "click it (or drag it onto the pile)", "click your draw pile",
     "click the slap pad beside your cards"),
])
def test_steps_name_the_device_s_own_controls(layout, device, play, flip, call):
    controls = SeatControls(device, load_bindings().layouts[layout])
    assert (controls.play(1), controls.flip(), controls.call()) == (play, flip, call)


def test_a_rebound_key_is_the_one_named():
    bindings = load_bindings()
    solo = bindings.layouts["keyboard_solo"]
    moved = type(solo)(solo.name, solo.device, solo.scheme, {**solo.actions, "slot2": ("h",)})
    assert SeatControls("keyboard", moved).play(1) == "press H"


def test_control_names_and_card_words():
    assert control_name(DeviceKind.SERIAL, "b12") == "card button 5"
    assert control_name(DeviceKind.PAD, "leftshoulder") == "LB"
    assert control_name(DeviceKind.KEYBOARD, "down") == "Down arrow"
    session = _table()
    look = Look(session.game, SeatControls("keyboard", load_bindings().layouts["keyboard_solo"]),
                lambda card: session.game.hands[PLAYER].index(card))
    card, pile = look.first_play()
    assert (rank_word(card), rank_word(look.top(pile))) == ("the 7", "the 8")
    assert LESSON.steps[0].say(look).endswith("The 7 fits the 8: press A.")


@pytest.mark.parametrize("layout, device", [("keyboard_solo", "keyboard"),
                                            ("arcade", "serial:CAB"), ("gamepad", "pad:0")])
def test_the_california_lesson_names_the_keys_of_the_one_pile_and_they_cover_it(layout, device):
    """"press S": the key of the pile's column (first "press J to aim at its row" when the
    keys cover the other row); pressing them (the seat's own scheme) names that very pile."""
    from game.engine.intents import COVER
    from game.input.actions import SeatControl
    lesson = LESSONS["california"]
    session = _table(lesson)
    game = session.game
    bindings = load_bindings(use_user=False)[layout]
    controls = SeatControls(device, bindings)
    look = Look(game, controls, lambda card: 0)
    said = lesson.steps[0].say(look)
    pile = lesson.steps[0].skip(game).pile
    row, column = divmod(pile, len(game.table) // 2)
    control = SeatControl(PLAYER, bindings.scheme)
    if bindings.scheme == "direct":
        aim, key = ("aim_right" if row else "aim_left"), f"slot{column + 1}"
        assert controls._press(key) in said, (key, said)
        assert row == PLAYER and controls._press(aim) not in said, said   # its row is aimed
        turned = Look(game, controls, lambda card: 0, aimed_row=1 - row)  # the keys elsewhere
        assert controls._press(aim) in lesson.steps[0].say(turned)
        presses = [key]
    else:
        assert "d-pad" in said and "X or B" in said, said
        presses = (["up"] if row else ["down"]) + ["right"] * column + ["play_left"]
    intents = [control.act(a, game, 0) for a in presses]
    assert [(i.kind, i.pile) for i in intents if i] == [(COVER, pile)]
    if bindings.scheme == "direct":                   # the other row's way is not the one said
        other = (pile + len(game.table) // 2) % len(game.table)
        assert controls.cover(pile, 4, PLAYER) in said and \
            controls.cover(other, 4, PLAYER) not in said


def test_a_pad_s_printed_buttons_are_never_translated():
    """"Start" on a pad is not the join screen's "Start" ("Começar"), nor "Back" the menus'."""
    from game import i18n
    from tests.i18n_catalogs import catalog
    controls = SeatControls("pad:0", load_bindings().layouts["gamepad"])
    try:
        for lang in ("pt_BR", "nl", "da"):
            i18n.use(lang, catalog(lang))
            assert controls.pause() == "Start"
            assert control_name(DeviceKind.PAD, "back") == "Back"
            assert control_name(DeviceKind.PAD, "dpleft") != "d-pad left"   # words: translated
    finally:
        i18n.use("en")
