"""The protocol's size limit, kept by the reader itself: a message over
``protocol.MAX_FRAME`` (64 KiB) is refused as the frame header that takes it over comes
in, whether it comes whole or in fragments, and none of it beyond that is kept.

``FrameLimit`` sits between a connection's bytes and aiohttp's WebSocket reader. It reads
only the frame headers (the payloads it passes on or drops by their length): the frames
of a message that goes over the limit never reach the reader, and ``refused`` is called
once, so the server closes with 1009. Frames after it (the client's answer to the close)
reach the reader as usual, so the close handshake ends cleanly: the client sees 1009,
not a reset, whatever the size of what it sent.
"""
from __future__ import annotations

from typing import Callable

TEXT, BINARY, CONTINUATION = 0x1, 0x2, 0x0
#: bytes dropped after a refusal before the connection is cut (a client that goes on
#: sending instead of answering the close)
DRAIN = 16 * 1024 * 1024


class FrameLimit:
    def __init__(self, reader, limit: int, refused: Callable[[], None]):
        self.reader = reader
        self.limit = limit
        self.refused = refused
        self._head = bytearray()   # the header of the frame being read, so far
        self._left = 0             # payload bytes of the current frame still to come
        self._passing = True       # the current frame goes on to the reader
        self._message = 0          # data bytes of the current message so far
        self._dropping = False     # the current message went over the limit
        self.over = False
        self.dropped = 0

    def feed_data(self, data) -> tuple[bool, bytes]:
        out = None  # what goes on, built only once some of ``data`` does not (else: all of it)
        i, n = 0, len(data)
        while i < n:
            if self._left:
                take = min(self._left, n - i)
                if not self._passing:
                    if out is None:
                        out = bytearray(data[:i])
                elif out is not None:
                    out += data[i:i + take]
                self._left -= take
                i += take
                continue
            if not self._head and n - i >= 2:  # a whole header here (most frames): read it in place
                size = self._size_of(data[i + 1])
                if n - i >= size:
                    head = bytes(data[i:i + size])
                    i += size
                    if not self._frame_begins(head):
                        if out is None:
                            out = bytearray(data[:i - size])
                    elif out is not None:
                        out += head
                    continue
            if out is None:  # a header cut between reads: held back until it is whole
                out = bytearray(data[:i])
            self._head.append(data[i])
            i += 1
            size = self._header_size()
            if size is None or len(self._head) < size:
                continue
            head = bytes(self._head)
            self._head.clear()
            if self._frame_begins(head):
                out += head
        passed = n if out is None else len(out)
        if self.over:
            self.dropped += n - passed
            if self.dropped > DRAIN:  # it goes on sending after the close: cut it
                return True, b""
        if not passed:
            return False, b""
        return self.reader.feed_data(data if out is None else bytes(out))

    def feed_eof(self) -> None:
        self.reader.feed_eof()

    def _header_size(self) -> int | None:
        head = self._head
        if len(head) < 2:
            return None
        return self._size_of(head[1])

    @staticmethod
    def _size_of(second: int) -> int:
        """A frame header's length from its second byte."""
        short = second & 0x7F
        extra = 2 if short == 126 else 8 if short == 127 else 0
        return 2 + extra + (4 if second & 0x80 else 0)

    def _frame_begins(self, head: bytes) -> bool:
        """Take in a frame's header: whether the frame goes on to the reader."""
        opcode = head[0] & 0x0F
        short = head[1] & 0x7F
        length = (int.from_bytes(head[2:4], "big") if short == 126 else
                  int.from_bytes(head[2:10], "big") if short == 127 else short)
        passing = True
        if opcode in (TEXT, BINARY, CONTINUATION):
            if opcode == CONTINUATION:
                self._message += length
            else:
                self._message, self._dropping = length, False
            if self._dropping or self._message > self.limit:
                passing = False
                if not self._dropping and not self.over:
                    self.over = True
                    self.refused()
                self._dropping = True
            if head[0] & 0x80:  # the message's last frame
                self._message = 0
        self._passing = passing
        self._left = length
        return passing
