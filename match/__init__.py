"""The match: the one authority for one game (see match.match). No pygame, no files."""
from match.match import Answer, Match

__all__ = ["Answer", "Match"]
