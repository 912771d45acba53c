"""Cabinet mode's credits line, drawn on the title, the join screen and attract mode."""
from game.ui.menu import DIM


def draw_credits(surface, ctx) -> None:
    """Cabinet mode: "FREE PLAY" or the credits, in the top right corner."""
    if not ctx.cabinet.enabled:
        return
    width, height = surface.get_size()
    shown = ctx.text.render(ctx.cabinet.banner(), max(12, height // 40), DIM, bold=True)
    surface.blit(shown, shown.get_rect(topright=(width - height // 60, height // 60)))
