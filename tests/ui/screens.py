"""Every screen of the game, one after another, on a headless app: for the tests that look at
all of them (the minimum text size). `walk(app)` puts each screen up and yields its name."""
from game.session import SeatInfo
from game.ui.scenes.confirm import ConfirmQuit
from game.ui.scenes.help import HelpScene
from game.ui.scenes.join import JoinScene
from game.ui.scenes.options import OptionsScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.stats_screen import StatsScene
from game.ui.scenes.table_scene import TableScene
from game.ui.scenes.title import TitleScene
from tests.ui.screen import feed
from tools.matches import finished_table


def walk(app):
    """Title, each options page, the join screen (empty, then seated with a name picked),
    help (every picture), a table in play and paused, quitting it, the results and stats, the
    operator menu, the button boards and attract mode."""
    app.switch(TitleScene(app.ctx))
    yield "title"
    options = OptionsScene(app.ctx)
    app.switch(options)
    for n, page in enumerate(options.pages):
        options.show_page(n)
        yield f"options {page}"
    join = JoinScene(app.ctx)
    app.switch(join)
    yield "join, empty"
    feed(app, "keyboard", "a", "n")
    feed(app, "keyboard", "r")
    join.add_bot()
    yield "join, seated"
    help_screen = HelpScene(app.ctx)
    app.switch(help_screen, overlay=True)
    for n in range(4):
        yield f"help {n + 1}"
        help_screen.turn(1)
    table = TableScene(app.ctx, [SeatInfo("Ana", "human"), SeatInfo("Cleo", "bot",
                                                                     level="easy")])
    app.switch(table)
    table.update(table.session.start_ns + 4_000_000_000)
    yield "table"
    table.paused_at = table.now_ns
    yield "table, paused"
    app.switch(ConfirmQuit(app.ctx), overlay=True)
    yield "quit the match?"
    app.switch(ResultsScene(app.ctx, finished_table(app, 1)))
    yield "results"
    app.switch(StatsScene(app.ctx))
    yield "stats"
    app.ctx.flow.operator()
    yield "operator menu"
    app.ctx.flow.push("boards")
    yield "button boards"
    app.ctx.flow.reset("attract")
    yield "attract"
