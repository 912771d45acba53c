"""What a person presses to go through the Speed tutorial, step by step: the wrong press a
beginner tries first and the right one the panel names, worked out on the engine from the
lesson's deal (the real table deals the same cards in the same order).

The plan is made on the driver's own clock: a press every PRESS_MS, and after each misplay (the
step asks for two: the second locks twice as long) the wait the driver makes for the lockout
(LOCKOUT_MS) — so no planned press lands in the lockout.
A planned press the engine refuses (other than the misplay step's own) is a planning error and
raises: planned on a clock one millisecond a press, every play after the misplay was locked
and the plan grew to a thousand presses, which took the real window ten minutes to type."""
from game.engine.events import Rejected
from game.engine.intents import Intent, PLAY
from game.session import SeatInfo, Session
from game.tutorial.catalog import LESSONS
from game.tutorial.lessons import MISPLAY_LOCK_S, PLAYER

LESSON = LESSONS["speed"]
PRESS_MS = 500.0                               # the driver's pause after each right press
LOCKOUT_MS = MISPLAY_LOCK_S * 1000 + 500.0     # its wait out of the misplay's lockout
MAX_PRESSES = 3 * len(LESSON.steps)          # a longer plan is a planning error


def lesson_presses(slot_press, flip, call, wrong):
    """[(step key, wrong presses, right presses)] for the whole lesson. `slot_press(slot)`: the
    presses that play hand slot `slot`; `flip`, `call`: theirs; `wrong[key]`: a wrong try."""
    seats = [SeatInfo("You", "human"), SeatInfo("Sam", "bot")]
    session = Session("speed", LESSON.options, seats, 1, record=False, deal=LESSON.deal)
    session.bots = {}
    session.new_game(0, countdown_s=0)
    game, t, out = session.game, 1.0, []
    for step in LESSON.steps:
        teacher = step.teacher(game)
        if teacher:
            session.apply(teacher.at(t))
        events = []
        while not step.done(events):
            if len(out) >= MAX_PRESSES:
                raise AssertionError(f"the plan does not finish step {step.key}: {out[-3:]}")
            intent = step.skip(game)
            t += PRESS_MS
            if intent.kind == PLAY:
                right = slot_press(game.hands[PLAYER].index(intent.card))
            else:
                right = flip if intent.kind == "flip" else call
            out.append((step.key, wrong.get(step.key, []), right))
            applied = session.apply(Intent(t, intent.seat, intent.kind, intent.card,
                                           intent.pile))
            refused = [e for e in applied if isinstance(e, Rejected) and e.seat == PLAYER]
            if refused and step.key != "misplay":
                raise AssertionError(f"planned press refused at step {step.key}: {refused}")
            events += applied
            if step.key == "misplay":
                t += LOCKOUT_MS
    return out
