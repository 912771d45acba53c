"""Cabinet mode's credits line, drawn on the title, the join screen and attract mode."""
from game.ui.menu import DIM


def draw_credits(surface, ctx):
    """Cabinet mode: "FREE PLAY" or the credits, in the top right corner; the rectangle drawn
    (None: nothing)."""
    if not ctx.cabinet.enabled:
        return None
    width, height = surface.get_size()
    shown = ctx.text.render(ctx.cabinet.banner(), max(12, height // 40), DIM, bold=True)
    return surface.blit(shown, shown.get_rect(topright=(width - height // 60, height // 60)))
