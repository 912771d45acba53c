"""Charts drawn with pygame alone: a plot frame with axes, and the results screen's pictures."""
