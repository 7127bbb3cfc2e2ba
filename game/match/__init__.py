"""The match: the one authority for one game (see game.match.match). No pygame, no files."""
from game.match.match import Answer, Match

__all__ = ["Answer", "Match"]
