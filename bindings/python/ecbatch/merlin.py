"""Merlin transcripts (STROBE-128), as dalek's Bulletproofs and tari_bulletproofs_plus use."""
import ctypes

from . import _check, _lib
from ._lib import lib
from .errors import check

__all__ = ["Transcript"]


class Transcript:
    """A Merlin transcript; ``copy()`` forks it. Wiped when garbage collected. A label,
    message or challenge of 2^32 bytes or more (Merlin frames lengths in 32 bits) raises
    ``too_long`` and fails the transcript: every later call raises ``transcript``."""

    __slots__ = ("_raw",)

    def __init__(self, label: bytes) -> None:
        """Transcript::new(label)."""
        self._raw = _lib.MerlinTranscript()
        label = _check.data("label", label)
        check(lib.ecb_merlin_init(self._raw, label, len(label)))

    def copy(self) -> "Transcript":
        """An independent copy in the same state."""
        t = Transcript.__new__(Transcript)
        t._raw = _lib.MerlinTranscript()
        ctypes.pointer(t._raw)[0] = self._raw
        return t

    def append_message(self, label: bytes, message: bytes) -> None:
        """append_message(label, message)."""
        label, message = _check.data("label", label), _check.data("message", message)
        check(lib.ecb_merlin_append_message(self._raw, label, len(label), message, len(message)))

    def append_u64(self, label: bytes, x: int) -> None:
        """append_u64(label, x)."""
        label, x = _check.data("label", label), _check.integer("x", x, _check.UINT64)
        check(lib.ecb_merlin_append_u64(self._raw, label, len(label), x))

    def challenge_bytes(self, label: bytes, length: int) -> bytes:
        """challenge_bytes(label, length bytes)."""
        label, length = _check.data("label", label), _check.integer("length", length, _check.SIZE)
        out = ctypes.create_string_buffer(length)
        check(lib.ecb_merlin_challenge_bytes(self._raw, label, len(label), out, length))
        return out.raw

    def __del__(self) -> None:
        _lib.wipe(self._raw)
