"""A room code or an address on the letter wheel: turned, kept, erased, done; typed."""
from game.ui.code_wheel import CodeWheel
from game.ui.scenes.name_picker import DONE, ERASE


def test_up_down_and_confirm_spell_and_done_finishes():
    wheel = CodeWheel()
    wheel.turn(2)
    wheel.keep()                                 # C
    wheel.turn(-1)
    assert wheel.current == DONE
    wheel.turn(-1)
    assert wheel.current == ERASE
    wheel.keep()                                 # erased
    assert wheel.text == "" and not wheel.done
    wheel.type_text("ab:1")
    wheel.turn(-1)
    wheel.keep()
    assert wheel.text == "AB:1" and wheel.done


def test_a_room_code_is_done_by_itself_once_whole_and_typed_junk_is_returned():
    wheel = CodeWheel(room_code=True)
    assert wheel.type_text("kx7 p!q") == ["!"]
    assert wheel.text == "KX7PQ" and wheel.done
    assert wheel.type_text("zz") == [] and wheel.text == "KX7PQ"
    assert "0" not in wheel.chars and "O" not in wheel.chars


def test_an_empty_wheel_is_never_done():
    wheel = CodeWheel()
    wheel.finish()
    assert not wheel.done and wheel.shown() == "A"
