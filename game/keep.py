"""At exit: write whatever is still kept in memory only because a disk refused it."""
from game.config import save_settings
from game.replay.recorder import retry_unwritten
from game.store.history import retry_pending


def keep_what_was_played(settings) -> None:
    """The settings' unsaved changes, the replays and finished matches not yet on disk."""
    try:
        save_settings(settings)
    except OSError:
        pass                       # said when it first failed; the game is ending
    retry_unwritten()
    retry_pending()
