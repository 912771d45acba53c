"""The hints option puts the glowing hint on a plain table, for the people seated."""


def test_the_option_puts_hints_on_the_plain_table(app):
    from tests.ui.screen import feed
    app.settings["game", "hints"] = True
    app.flow.join()
    feed(app, "keyboard", "a")
    feed(app, "keyboard", "b", "return")                         # a computer, start
    table = app.scene
    assert type(table).__name__ == "TableScene" and table.hand_hints is not None
    assert [c.seat for c in table.hand_hints.clocks] == [0]
