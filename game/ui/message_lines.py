"""The one-line messages at the bottom of the screen (bad files, unplugged pads, saved
screenshots): the newest three above one another, or inside the row a scene keeps for them."""
import pygame

from game.later import shown

COLOUR = (255, 230, 150)


def draw_messages(screen, text, messages: list, area) -> list:
    """Draw `messages` (oldest first); the rectangles drawn."""
    if area is not None and area.height:       # the scene keeps a row for them (the table)
        return _in_row(screen, text, messages, area)
    width, height = screen.get_size()
    y, drawn = height - 8, []
    for message in reversed(messages[-3:]):
        line = text.fit(shown(message), max(16, height // 36), width - 20, COLOUR)
        back = pygame.Rect(0, 0, line.get_width() + 16, line.get_height() + 6)
        back.midbottom = (width // 2, y)
        drawn.append(screen.fill((0, 0, 0), back))
        screen.blit(line, line.get_rect(center=back.center))
        y = back.top - 4
    return drawn


def _in_row(screen, text, messages: list, area) -> list:
    """The newest messages inside `area` (two share it when it is tall enough, the newest
    below)."""
    newest = list(dict.fromkeys(messages))[-(2 if area.height >= 40 else 1):]
    if not newest:
        return []
    row, drawn = area.height // len(newest), []
    for k, message in enumerate(newest):
        line = text.fit(shown(message), max(9, int(row * 0.95)), area.width - 12, COLOUR)
        back = pygame.Rect(0, 0, min(area.width, line.get_width() + 12), row)
        back.midtop = (area.centerx, area.top + k * row)
        drawn.append(screen.fill((0, 0, 0), back))
        screen.blit(line, line.get_rect(center=back.center))
    return drawn
