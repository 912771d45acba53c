"""What a person presses to go through the Speed tutorial, step by step: the wrong press a
beginner tries first and the right one the panel names, worked out on the engine from the
lesson's deal (the real table deals the same cards in the same order)."""
from game.engine.intents import Intent, PLAY
from game.session import SeatInfo, Session
from game.tutorial.catalog import LESSONS
from game.tutorial.lessons import PLAYER

LESSON = LESSONS["speed"]


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
            intent = step.skip(game)
            t += 1
            if intent.kind == PLAY:
                right = slot_press(game.hands[PLAYER].index(intent.card))
            else:
                right = flip if intent.kind == "flip" else call
            out.append((step.key, wrong.get(step.key, []), right))
            events += session.apply(Intent(t, intent.seat, intent.kind, intent.card,
                                           intent.pile))
    return out
