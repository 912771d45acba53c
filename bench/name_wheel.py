"""How many presses a name costs on the letter wheel (a pad's or a panel's name picker), for
common first names of each language, with the wheel's order as shipped (game/alphabet.py:
A–Z, digits, marks, other languages' accents, the language's own letters nearest A backwards)
against the orders it was chosen over. The wheel wraps both ways and goes back to A after each
letter; a press is one turn or one OK; each name ends with DONE (one step back from A).

The names are a sample written for this figure (20–25 common first names per language), not
a corpus. Run: .venv/bin/python bench/name_wheel.py. Last line: one JSON object.
"""
import json
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.alphabet import ACCENTED, PICKER_MARKS, PLAIN, wheel  # noqa: E402

NAMES = {
    "da": "Søren Mette Jens Anne Lars Kirsten Mads Freja Ida Mikkel Sofie Magnus Åse Bjørn "
          "Jørgen Birthe Søs Frederik Emil Clara Ærø Lærke Asbjørn Bodil Ove".split(),
    "pt_BR": "João José Maria Ana Lucas Gabriel Júlia Letícia Antônio Conceição Sebastião "
             "Beatriz Luís Mário Vitória Estêvão Inês Thaís Caio Renata Tomás Ângela Márcia "
             "Cauã Simão".split(),
    "nl": "Daan Sanne Eva Noël Joëlle Anouk Bram Thijs Sem Zoë Chloë Lotte Ruben Jeroen Femke "
          "Sven Ilse Daniël Inge Mees Rik Loïs Maaike Wouter Anaïs".split(),
    "en": "Emma Oliver Jack Sophie Harry Olivia George Amelia Noah Isla Leo Ava Oscar Mia "
          "Charlie Grace Jacob Lily Thomas Freddie".split(),
}
BASES = {"A": "ÁÀÂÃÄÅÆ", "C": "Ç", "E": "ÉÈÊË", "I": "ÍÏ", "O": "ÓÔÕÖØ", "U": "ÚÜ"}
TAIL = string.digits + PICKER_MARKS
ORDERS = {
    "shipped: own language's letters nearest A": lambda lang: wheel(lang, PICKER_MARKS),
    "A-Z, digits, accents behind A": lambda lang: PLAIN + TAIL + ACCENTED,
    "A-Z, accents, digits": lambda lang: PLAIN + ACCENTED + TAIL,
    "each accent after its base letter": lambda lang: "".join(
        c + BASES.get(c, "") for c in PLAIN) + TAIL,
}


def presses(order: str, name: str) -> int:
    """Turns and OKs to spell `name` and DONE on a wheel of `order` + ERASE + DONE."""
    ring = order + "⌫✓"
    total = 0
    for letter in name.upper() + "✓":
        at = ring.index(letter)
        total += min(at, len(ring) - at) + 1
    return total


def main() -> None:
    figures = {}
    print(f"{'wheel order':46} " + " ".join(f"{lang:>6}" for lang in NAMES) + "   mean")
    for label, order_of in ORDERS.items():
        row = {lang: sum(presses(order_of(lang), n) for n in names) / len(names)
               for lang, names in NAMES.items()}
        figures[label] = {lang: round(value, 1) for lang, value in row.items()}
        mean = sum(row.values()) / len(row)
        print(f"{label:46} " + " ".join(f"{v:6.1f}" for v in row.values()) + f"  {mean:5.1f}")
    print("presses per name (turns + OKs, DONE included), mean over each language's sample")
    print(json.dumps({"name_wheel_presses": figures}))


if __name__ == "__main__":
    main()
