"""Options → Controls lists a board refused for another board's id once, saying which it is,
why it was refused and what to do, and never as a second copy of the other board's halves."""
from game.input.boards import BoardInfo, refused_note

LIVE = BoardInfo("CAB", "/dev/ttyACM0", "in sync", firmware="1.4", buttons=16)
REFUSED = BoardInfo("CAB", "/dev/ttyACM1", "refused", note=refused_note("/dev/ttyACM0"))


def listed(app) -> list:
    app.step()
    return app.scene.menu.items


def test_a_refused_duplicate_board_is_listed_once_with_why(app):
    app.hub.boards.snapshot = lambda: [LIVE, REFUSED]
    app.flow.push("controls")
    labels = [item.label for item in listed(app)]
    assert labels.count("Board CAB, player 1") == 1 and labels.count("Board CAB, player 2") == 1
    refused = [item for item in listed(app) if "/dev/ttyACM1" in item.label]
    assert [item.label for item in refused] == [
        "Board CAB on /dev/ttyACM1:  refused: same id as the board on /dev/ttyACM0"]
    assert "takes the id when that board is unplugged" in refused[0].help
    assert labels.index(refused[0].label) == labels.index("Board CAB, player 2") + 1


def test_the_list_follows_a_board_refused_after_it_opened(app):
    boards = [LIVE]
    app.hub.boards.snapshot = lambda: list(boards)
    app.flow.push("controls")
    assert not any("refused" in item.label for item in listed(app))
    boards.append(REFUSED)
    assert sum("refused" in item.label for item in listed(app)) == 1


def test_each_refused_board_goes_under_its_own_board_whatever_their_order(app):
    """Two boards A and B, then a copy of B, then a copy of A: B's copy was put between B's
    two halves."""
    a = BoardInfo("A", "/dev/ttyACM0", "in sync", firmware="1.4", buttons=16)
    b = BoardInfo("B", "/dev/ttyACM1", "in sync", firmware="1.4", buttons=16)
    copy_b = BoardInfo("B", "/dev/ttyACM2", "refused", note=refused_note("/dev/ttyACM1"))
    copy_a = BoardInfo("A", "/dev/ttyACM3", "refused", note=refused_note("/dev/ttyACM0"))
    app.hub.boards.snapshot = lambda: [a, b, copy_b, copy_a]
    app.flow.push("controls")
    labels = [item.label for item in listed(app)]
    order = [next(n for n, label in enumerate(labels) if label.startswith(start))
             for start in ("Board A, player 1", "Board A, player 2", "Board A on /dev/ttyACM3",
                           "Board B, player 1", "Board B, player 2", "Board B on /dev/ttyACM2")]
    assert order == sorted(order) and order[-1] - order[0] == 5, labels
