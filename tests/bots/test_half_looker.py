"""The half-looking player (bots/half_looker.py): a key every N ms like the masher, the key of
a fitting card once the table has stood 400 ms, a random one before that or when nothing
fits. Issue 30 measures it beside the blind masher (bench/mashing.py --players half)."""
from game.bots.bot import Bot
from game.bots.half_looker import HalfLooker
from game.bots.headless import play
from game.bots.masher import ROLL, Masher
from game.config import RULE_DEFAULTS
from game.engine.match import Match

OFF = {"misplay_lockout_s": 0.0}


def seated(variant: str, seed: int = 3):
    match = Match(variant, {}, 2, seed)
    match.next_game()
    looker = HalfLooker(0, 70, seed=1)
    looker.look(match.game, 0.0)
    return match.game, looker


def pressed(game, looker, action: str):
    return looker.control.act(action, game, 500)


def test_before_it_has_looked_400_ms_it_presses_at_random_over_the_whole_roll():
    game, looker = seated("speed")
    keys = {looker.choose(t) for t in range(0, 399, 5)}
    assert keys == set(ROLL)


def test_once_the_table_has_stood_400_ms_every_key_plays_a_card_that_fits():
    seen = 0
    for variant in ("speed", "spit", "california"):
        for seed in range(1, 8):
            game, looker = seated(variant, seed)
            legal = {(i.kind, i.card, i.pile) for i in game.legal_intents(0)
                     if i.kind in ("play", "cover")}
            if not legal:
                assert looker.key_for_play(game) is None
                continue
            seen += 1
            intents = [pressed(game, looker, looker.choose(400.0)) for _ in range(20)]
            cards = [i for i in intents if i is not None]
            assert cards, (variant, seed)
            assert all((i.kind, i.card, i.pile) in legal for i in cards), (variant, seed)
    assert seen > 12


def test_california_aims_at_the_other_row_first_then_names_the_pile():
    game, looker = seated("california", 5)
    looker.control.aim = 0
    open_piles = [p for p, o in enumerate(game.open) if o]
    game.open = [p >= 4 for p in range(len(game.open))]     # only the top row's piles open
    assert any(open_piles)
    assert looker.choose(400.0) == "aim_right"
    pressed(game, looker, "aim_right")
    intent = pressed(game, looker, looker.choose(400.0))
    assert intent.pile >= 4 and game.open[intent.pile]


def test_a_spit_slot_left_waiting_by_a_random_press_is_let_go_before_the_play():
    game, looker = seated("spit")
    looker.control.target = 4
    assert looker.key_for_play(game) == "slot5"


def test_a_new_table_starts_the_look_again():
    game, looker = seated("speed")
    assert looker.seen_at == 0.0
    looker.look(game, 300.0)
    assert looker.seen_at == 0.0                  # the same table: still looking since 0
    game.hands[0].append(game.hands[0].pop(0))
    looker.look(game, 300.0)
    assert looker.seen_at == 300.0


def test_with_the_growing_lockout_looking_wins_games_against_easy_and_mashing_none():
    """Without a lockout the blind masher beats easy as often as the half-looker does; with
    the game's growing lockout only the player who looks still wins some games."""
    def won(make, options):
        wins = 0
        for i in range(8):
            m = i % 2
            out = play("speed", ["easy", "easy"], i * 7 + 1, options,
                       bots={m: make(m), 1 - m: Bot(1 - m, "easy", i * 7 + 1)},
                       limit_ms=300_000)
            wins += out.winner == m
        return wins
    half = lambda s: HalfLooker(s, 200, seed=s)       # noqa: E731
    blind = lambda s: Masher(s, 200)                  # noqa: E731
    off = {**RULE_DEFAULTS, **OFF}
    assert won(blind, off) >= 6 and won(half, off) >= 6
    assert won(blind, dict(RULE_DEFAULTS)) == 0
    assert won(half, dict(RULE_DEFAULTS)) >= 2
