"""The hints option puts the glowing hint on a plain table, for the people seated."""


def test_the_option_puts_hints_on_the_plain_table(app):
    from tests.ui.screen import feed
    app.settings["game", "hints"] = True
    app.flow.push("join")
    feed(app, "keyboard", "a")
    feed(app, "keyboard", "b", "return")                         # a computer, start
    table = app.scene
    assert type(table).__name__ == "TableScene" and table.hand_hints is not None
    assert [c.seat for c in table.hand_hints.clocks] == [0]


def test_the_option_puts_hints_on_spit_and_california_tables_too(app):
    from tests.ui.screen import feed
    app.settings["game", "hints"] = True
    for variant in ("spit", "california"):
        app.settings["game", "variant"] = variant
        app.flow.push("join")
        feed(app, "keyboard", "a")
        feed(app, "keyboard", "b", "return")
        table = app.scene
        assert table.session.variant == variant and table.hand_hints is not None
        table.quit()


def test_no_hints_when_the_option_is_off(app):
    from tests.ui.screen import feed
    app.settings["game", "variant"] = "spit"
    app.flow.push("join")
    feed(app, "keyboard", "a")
    feed(app, "keyboard", "b", "return")
    assert type(app.scene).__name__ == "TableScene" and app.scene.hand_hints is None
