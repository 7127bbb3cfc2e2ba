"""game.net.frame_limit: the size limit kept while reading, frame by frame."""
from __future__ import annotations

import asyncio
import json

from game.net.client import Client
from game.net.frame_limit import FrameLimit
from tests.net.live import run
from tests.net.test_limits import masked_frame


class Reader:
    def __init__(self):
        self.got = bytearray()

    def feed_data(self, data):
        self.got += data
        return False, b""

    def feed_eof(self):
        pass


def fed(limit: int, stream: bytes, chunk: int) -> tuple[bytes, int]:
    reader, told = Reader(), []
    gate = FrameLimit(reader, limit, lambda: told.append(1))
    for i in range(0, len(stream), chunk):
        gate.feed_data(stream[i:i + chunk])
    return bytes(reader.got), len(told)


def test_frames_within_the_limit_reach_the_reader_unchanged_however_the_bytes_are_cut():
    stream = (masked_frame(0x1, b"a" * 300, fin=False) + masked_frame(0x9, b"ping", fin=True)
              + masked_frame(0x0, b"b" * 70_000, fin=True) + masked_frame(0x1, b"{}", fin=True))
    for chunk in (1, 7, 4096, len(stream)):
        assert fed(100_000, stream, chunk) == (stream, 0)


def test_a_message_over_the_limit_in_fragments_is_refused_once_and_dropped_and_what_follows_passes():
    first = masked_frame(0x1, b"a" * 40_000, fin=False)
    ping = masked_frame(0x9, b"p", fin=True)
    close = masked_frame(0x8, b"\x03\xe8", fin=True)
    stream = first + ping + masked_frame(0x0, b"b" * 40_000, fin=False) + masked_frame(0x0, b"c", fin=True) + close
    assert fed(65_536, stream, 1000) == (first + ping + close, 1)


def test_a_single_frame_of_a_megabyte_is_closed_with_a_clean_1009(server):
    async def scenario():
        client = await Client.connect(server.url)
        await client.send_raw(json.dumps({"type": "ping", "pad": "x" * 1_000_000}))
        await asyncio.wait_for(client._reader, 10)
        return client.close_code

    assert run(scenario()) == 1009
