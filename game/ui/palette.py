"""The colours the screens share, by name. A colour one module alone uses stays in that module."""

WHITE = (250, 250, 245)
GOLD = (255, 210, 80)            # the chosen item, titles, the table's calls
RED = (235, 70, 60)              # a misplay, a lost race
AMBER = (240, 170, 40)           # the table's warnings (a stalemate's countdown, Spit's slap)

DIM = (170, 200, 180)            # secondary text on the menu screens and the board badges
SOFT = (215, 230, 220)      # quieter lines that must still be easy to read (seat cards, footers)
TABLE_DIM = (180, 200, 185)      # secondary text at the table (plates, HUD, pile labels)
AXIS = (170, 200, 180)           # the charts' axes and labels
PANEL = (10, 46, 28)             # the dark panel behind a page, a chart or a picture

GOOD, WAIT, BAD = (120, 220, 130), (240, 200, 70), (240, 110, 95)    # a board's state

SEAT_COLOURS = [(235, 90, 80), (90, 160, 240), (240, 200, 70), (120, 210, 120)]   # menus, charts
TABLE_SEAT_COLOURS = [(235, 90, 75), (80, 155, 245), (245, 200, 70), (95, 210, 125)]
