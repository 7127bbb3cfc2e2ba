"""Pictures made once and then only blitted (text lines, panels, tokens), kept up to a
limit: past it, all are let go and made again as they are asked for."""
from __future__ import annotations

import weakref
from typing import Callable, Hashable


class Pictures:
    _all: "weakref.WeakSet[Pictures]" = weakref.WeakSet()

    def __init__(self, limit: int, max_mb: float | None = None):
        self.limit = limit
        #: the pixels kept at most (a long line of big text is some 100 kB): past it,
        #: all are let go as past ``limit``
        self.max_bytes = None if max_mb is None else int(max_mb * 2**20)
        self._bytes = 0
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
            if len(self._kept) >= self.limit or (self.max_bytes is not None and self._bytes >= self.max_bytes):
                self.clear()
            picture = self._kept[key] = make()
            if self.max_bytes is not None:
                self._bytes += _size_of(picture)
        return picture

    def clear(self) -> None:
        self._kept.clear()
        self._bytes = 0

    def __len__(self) -> int:
        return len(self._kept)


def _size_of(picture) -> int:
    """The bytes of a picture's pixels (0 for what is not a surface)."""
    try:
        return picture.get_width() * picture.get_height() * picture.get_bytesize()
    except AttributeError:
        return 0
