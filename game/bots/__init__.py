"""Computer players that feed the same intent queue as people."""
from .bot import LEVELS, Bot

__all__ = ["Bot", "LEVELS"]
