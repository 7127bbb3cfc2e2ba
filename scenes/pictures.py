"""Pictures made once and then only blitted (text lines, panels, tokens), kept up to a
limit: past it, all are let go and made again as they are asked for."""
from __future__ import annotations

import weakref
from typing import Callable, Hashable


class Pictures:
    _all: "weakref.WeakSet[Pictures]" = weakref.WeakSet()

    def __init__(self, limit: int):
        self.limit = limit
        self._kept: dict = {}
        Pictures._all.add(self)

    @classmethod
    def clear_all(cls) -> None:
        """Let go of every kept picture (the frame trace needs them painted again)."""
        for pictures in list(cls._all):
            pictures.clear()

    def get(self, key: Hashable, make: Callable[[], object]):
        """The picture kept for ``key``, made by ``make()`` the first time."""
        picture = self._kept.get(key)
        if picture is None:
            if len(self._kept) >= self.limit:
                self._kept.clear()
            picture = self._kept[key] = make()
        return picture

    def clear(self) -> None:
        self._kept.clear()

    def __len__(self) -> int:
        return len(self._kept)
