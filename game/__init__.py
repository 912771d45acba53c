"""Speed, Spit and California Speed: the real-time card race."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
