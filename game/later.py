"""Words made before they are shown: a problem found while the settings are read (before the
player's language is known), a port's trouble noted by a reader thread. `Later` is the English
text (what the log and the tests read) that remembers its message and values, so the screen
says it in the language in use when it is drawn: `shown(problem)`.

    Later(N_("{key} must be true or false, not {value}"), key="muted", value="7")

A value may itself be a `Later` (a clause inside a sentence): it is said in the same language.
`pack`/`unpack` carry one across JSON (the serial reader process's pipe).
"""
from game.i18n import _


class Later(str):
    """English now, the player's language where shown."""

    def __new__(cls, message: str, **values):
        self = super().__new__(cls, message.format(**values))
        self.message, self.values = message, values
        return self

    def __getnewargs_ex__(self):
        return (self.message,), self.values

    def shown(self) -> str:
        return _(self.message).format(**{k: shown(v) for k, v in self.values.items()})


def shown(text) -> str:
    """`text` in the player's language when it is a `Later`, else as it is."""
    return text.shown() if isinstance(text, Later) else text


def pack(text):
    """A JSON-safe form of `text` (a `Later` keeps its message and values)."""
    if isinstance(text, Later):
        return {"later": text.message, "values": {k: pack(v) for k, v in text.values.items()}}
    return text


def unpack(data):
    """`pack`'s form back: a `Later`, or the value as it was."""
    if isinstance(data, dict) and "later" in data:
        return Later(data["later"], **{k: unpack(v) for k, v in data["values"].items()})
    return data
