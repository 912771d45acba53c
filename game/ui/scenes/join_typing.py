"""A name typed on the keyboard at the join screen. While a keyboard seat types its new name,
SDL's text input is on and the keyboard only types: the letters come as text (TEXTINPUT, in
the keyboard's own layout, dead keys too), Enter keeps the name, Backspace erases, Esc goes
back to choosing; no key joins a seat, adds a computer, frees a seat or starts the match
meanwhile (pads, panels and the mouse go on as usual)."""
from game.input.device_id import DeviceKind
from game.ui.scenes.name_picker import TYPING_KEYS
from game.ui.text_input import drawable, text_input


class NameTyping:
    """What the join scene (it has `pickers`, `ctx` and `_picked`) does while a name is typed."""

    def typist(self) -> int | None:
        """The seat typing its name on the keyboard now (None: nobody)."""
        return next((seat for seat, picker in self.pickers.items() if picker.keyboard_typing),
                    None)

    def typing_press(self, press) -> bool:
        """A keyboard press while a name is typed: Enter, Backspace and Esc act on it, every
        other key only typed (its text comes to `on_text`). True: the press was the typist's."""
        seat = self.typist()
        if seat is None or not DeviceKind.KEYBOARD.owns(press.device):
            return False
        move = TYPING_KEYS.get(press.control)
        if move:
            picker = self.pickers[seat]
            self._picked(seat, picker, picker.on_action(move))
        return True

    def typing_holds(self, request) -> bool:
        """Is this a keyboard key pressed while a name is typed (it types; it never joins)?"""
        return self.typist() is not None and DeviceKind.KEYBOARD.owns(request.device)

    def on_text(self, text: str) -> None:
        seat = self.typist()
        if seat is None:
            return
        problem = self.pickers[seat].type_text(text, drawable)
        if problem:
            self.ctx.say(problem, 3.0)
        self.ctx.redraw()

    def follow_typing(self) -> None:
        """SDL's text input on exactly while somebody types a name."""
        text_input(self.typist() is not None)

    def leave(self) -> None:
        text_input(False)
        super().leave()
