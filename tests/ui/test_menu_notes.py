"""A menu's notes at the bottom: a key hint too wide for the window breaks between its items,
never inside one ("beide vast:" / "terug" in Dutch on a panel's Controls at 640×480)."""
from game.ui.menu import note_rows
from game.ui.text import TextCache


def test_a_key_hint_breaks_between_its_items_and_a_sentence_is_left_to_wrap(display):
    text = TextCache()
    hint = "Richtknoppen: kiezen   klap: bevestigen   beide vast: terug"
    floor = text.floor()
    width = text.font(floor).size(hint)[0] * 3 // 4
    rows, size = note_rows(text, hint, 40, width)
    assert size == floor and len(rows) == 2
    assert rows == ["Richtknoppen: kiezen   klap: bevestigen", "beide vast: terug"]
    assert all(text.font(size).size(row)[0] <= width for row in rows)
    sentence = "Each action in turn; hold any button 2 s to skip one."
    assert note_rows(text, sentence, 40, 80) == ([sentence], floor)
    assert note_rows(text, hint, 12, 2000) == ([hint], max(12, floor))
