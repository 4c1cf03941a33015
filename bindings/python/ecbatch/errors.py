"""The one exception type: an ecb_status code with the details some operations add."""
from typing import List, Optional, Sequence, Tuple

from ._lib import lib

__all__ = ["EcbatchError", "WrongLength", "OutOfRange", "status_name"]


def status_name(code: int) -> str:
    """The C library's stable name of a status code ("ok", "verify_failed", ...)."""
    return lib.ecb_status_str(code).decode()


class EcbatchError(Exception):
    """A failure reported by the C library.

    Attributes: ``code`` (the negative ``ecb_status``), ``name`` (its stable name),
    ``invalid`` (for batch operations: ``(position, status name)`` of each invalid item), and
    for threshold-decryption protocol errors ``index``, ``expected`` and ``actual`` (the
    specification's error arguments)."""

    def __init__(self, code: int, invalid: Optional[List[Tuple[int, str]]] = None,
                 index: int = 0, expected: int = 0, actual: int = 0) -> None:
        self.code = code
        self.name = status_name(code)
        self.invalid: List[Tuple[int, str]] = invalid or []
        self.index = index
        self.expected = expected
        self.actual = actual
        text = self.name
        if self.invalid:
            text += " (invalid: " + ", ".join("#%d %s" % iv for iv in self.invalid) + ")"
        super().__init__(text)

    @property
    def invalid_items(self) -> List[int]:
        """Positions of the invalid items of a failed batch."""
        return [i for i, _ in self.invalid]


class WrongLength(EcbatchError, ValueError):
    """Bytes of the wrong length for ``argument``, refused before any C call (``wrong_length``;
    also a ValueError). ``expected`` and ``actual`` are the lengths; when the bytes must hold
    whole elements, ``expected`` is the element size."""

    def __init__(self, argument: str, expected: int, actual: int,
                 whole_elements: bool = False) -> None:
        super().__init__(ERR_LENGTH, expected=expected, actual=actual)
        self.argument = argument
        need = ("a multiple of %d bytes" if whole_elements else "%d bytes") % expected
        self.args = ("%s: %s must be %s, got %d" % (self.name, argument, need, actual),)


class OutOfRange(EcbatchError, OverflowError):
    """An integer its C type cannot hold (ctypes would silently wrap it), refused before any C
    call (``invalid_argument``; also an OverflowError). The message shows the value unless
    it is secret (None)."""

    def __init__(self, argument: str, value: Optional[int], ctype: str, low: int,
                 high: int) -> None:
        super().__init__(ERR_INVALID_ARGUMENT)
        self.argument = argument
        shown = argument if value is None else "%s = %d" % (argument, value)
        self.args = ("%s: %s is outside %s's range %d..%d" % (self.name, shown, ctype, low, high),)


def check_batch(code: int, statuses: Sequence[int]) -> None:
    """Raises EcbatchError unless code is ECB_OK, listing every element whose status is not
    ECB_OK as invalid."""
    if code != 0:
        raise EcbatchError(code, [(i, status_name(st)) for i, st in enumerate(statuses) if st])


def check(code: int) -> None:
    """Raises EcbatchError unless code is ECB_OK (0)."""
    if code != 0:
        raise EcbatchError(code)


ERR_LENGTH = -3
ERR_SIZE_OVERFLOW = -4
ERR_LENGTH_MISMATCH = -11
ERR_INVALID_ARGUMENT = -2
ERR_SCALAR_OUT_OF_RANGE = -29
ERR_NON_CANONICAL = -20
