"""Words kept on one line when a text is wrapped: a list of keys ("A S D F G", "D-pad left /
D-pad right") is joined with no-break spaces, so a line breaks before or after the list, never
in the middle of it (ui/text.py `wrap`; only a list wider than the whole line is broken, and
then between its words)."""
NO_BREAK = "\u00a0"


def unbroken(words: str) -> str:
    """`words` with every space made a no-break space: drawn the same, never wrapped."""
    return words.replace(" ", NO_BREAK)


def unbroken_in(line: str, words: str) -> str:
    """`line` with `words`, wherever it holds them, kept on one line (a pair of keys the
    sentence itself joins: "{left} / {right}")."""
    return line.replace(words, unbroken(words))
