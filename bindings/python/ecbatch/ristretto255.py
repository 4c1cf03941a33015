"""ristretto255 (RFC 9496): points, scalars mod l and hashing to the group."""
import ctypes
from typing import List, Union

from . import _check, _lib
from ._lib import lib
from ._scalar import ScalarBase
from .errors import check, check_batch

__all__ = ["ORDER", "Point", "Scalar"]

#: The group order l.
ORDER = 2**252 + 27742317777372353535851937790883648493


class Scalar(ScalarBase):
    """A scalar mod l: 32 bytes little-endian, canonical. Wiped when garbage collected."""

    __slots__ = ()
    _RAW = _lib.RistrettoScalar
    _PRE = "ecb_ristretto255_scalar_"
    _ORDER = ORDER
    _BYTEORDER = "little"
    _NAME = "ristretto255"


class Point:
    """A ristretto255 element (public data). ``bytes(p)`` is its canonical encoding."""

    __slots__ = ("_raw",)

    def __init__(self) -> None:
        """The identity element."""
        self._raw = _lib.RistrettoPoint()
        lib.ecb_ristretto255_identity(self._raw)

    @classmethod
    def _new(cls) -> "Point":
        p = cls.__new__(cls)
        p._raw = _lib.RistrettoPoint()
        return p

    @classmethod
    def identity(cls) -> "Point":
        """The identity element."""
        return cls()

    @classmethod
    def base(cls) -> "Point":
        """The base point B of RFC 9496."""
        p = cls._new()
        lib.ecb_ristretto255_base(p._raw)
        return p

    @classmethod
    def from_bytes(cls, data: bytes) -> "Point":
        """Decodes 32 bytes; errors name the failed check (``negative``, ``non_square``, ...)."""
        p = cls._new()
        check(lib.ecb_ristretto255_decode(p._raw, _check.exact("data", data, 32)), "data")
        return p

    @classmethod
    def decode_batch(cls, data: bytes, threads: int = 1) -> List["Point"]:
        """Decodes public encodings stored back to back (32 bytes each, else ``wrong_length``),
        eight at a time in AVX-512 IFMA lanes where the CPU has them, on up to ``threads``
        threads. Variable time: for verifiers; :meth:`from_bytes` stays constant time. A
        failure raises the first invalid element's status with every invalid position."""
        data = _check.whole("data", data, 32)
        threads = _check.integer("threads", threads, _check.UINT)
        n = len(data) // 32
        raw = (_lib.RistrettoPoint * n)()
        statuses = (ctypes.c_int * n)()
        check_batch(lib.ecb_ristretto255_decode_batch_var(raw, statuses, data, n, threads), statuses)
        out = []
        for r in raw:
            p = cls._new()
            p._raw = r
            out.append(p)
        return out

    @classmethod
    def from_uniform_bytes(cls, data: bytes) -> "Point":
        """Hash to the group: the element of 64 uniform bytes (RFC 9496 §4.3.4)."""
        p = cls._new()
        lib.ecb_ristretto255_from_uniform_bytes(p._raw, _check.exact("data", data, 64))
        return p

    @classmethod
    def mul_base(cls, k: Scalar) -> "Point":
        """k * B with the base point's table (constant time)."""
        p = cls._new()
        lib.ecb_ristretto255_base_mult(p._raw, k._raw)
        return p

    def to_bytes(self) -> bytes:
        """The canonical 32-byte encoding."""
        out = ctypes.create_string_buffer(32)
        lib.ecb_ristretto255_encode(out, self._raw)
        return out.raw

    __bytes__ = to_bytes

    def is_identity(self) -> bool:
        """True for the identity."""
        return bool(lib.ecb_ristretto255_is_identity(self._raw))

    def double(self) -> "Point":
        """2 * self."""
        p = Point._new()
        lib.ecb_ristretto255_double(p._raw, self._raw)
        return p

    def __add__(self, other: "Point") -> "Point":
        if not isinstance(other, Point):
            return NotImplemented
        p = Point._new()
        lib.ecb_ristretto255_add(p._raw, self._raw, other._raw)
        return p

    def __sub__(self, other: "Point") -> "Point":
        if not isinstance(other, Point):
            return NotImplemented
        p = Point._new()
        lib.ecb_ristretto255_sub(p._raw, self._raw, other._raw)
        return p

    def __neg__(self) -> "Point":
        p = Point._new()
        lib.ecb_ristretto255_negate(p._raw, self._raw)
        return p

    def __mul__(self, k: Union[Scalar, int]) -> "Point":
        """Constant-time scalar multiplication."""
        if isinstance(k, int):
            k = Scalar(k % ORDER)
        elif not isinstance(k, Scalar):
            return NotImplemented
        p = Point._new()
        lib.ecb_ristretto255_scalar_mult(p._raw, k._raw, self._raw)
        return p

    __rmul__ = __mul__

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Point) and bool(lib.ecb_ristretto255_equal(self._raw, other._raw))

    def __hash__(self) -> int:
        return hash(self.to_bytes())

    def __repr__(self) -> str:
        return "ristretto255.Point(%s)" % self.to_bytes().hex()
