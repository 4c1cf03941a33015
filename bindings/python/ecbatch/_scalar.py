"""What bls12_381.Scalar and ristretto255.Scalar share: a canonical 32-byte scalar mod the
group order over the C ``<prefix>decode / encode / reduce64 / add / sub / mul / neg / invert /
equal`` functions; and the int handling every Scalar class shares (bls12_377's too)."""
import ctypes
import hmac
import operator
import os
from typing import Any, Type, TypeVar

from . import _check
from ._lib import lib, wipe
from .errors import ERR_SCALAR_OUT_OF_RANGE, EcbatchError, check


_S = TypeVar("_S", bound="ScalarBase")


def int_value(cls_name: str, value: Any, order: int) -> int:
    """value as an int in 0..order-1: TypeError for a non-integer (a str, a float, another
    curve's scalar), ``scalar_out_of_range`` (InvalidInputError, bound = order) outside. The
    value is not shown: scalars may be secret."""
    if isinstance(value, (str, bytes, bytearray, float)) or not hasattr(value, "__index__"):
        raise TypeError("%s.Scalar() takes an int (0 <= value < the group order); for bytes use "
                        "%s.Scalar.from_bytes; got %s" % (cls_name, cls_name, type(value).__name__))
    v = operator.index(value)
    if not 0 <= v < order:
        raise EcbatchError(ERR_SCALAR_OUT_OF_RANGE, argument="value", bound=order,
                           detail="value must be in 0..order-1 (order = %#x)" % order)
    return v


def equals_int(encoding: bytes, other: Any, order: int, byteorder: str) -> Any:
    """Scalar == int: True when other is the same value in 0..order-1 (compared in constant
    time over the encodings); NotImplemented for anything but an int."""
    if isinstance(other, bool) or not isinstance(other, int):
        return NotImplemented
    if not 0 <= other < order:
        return False
    return hmac.compare_digest(encoding, other.to_bytes(32, byteorder))  # type: ignore[arg-type]


class ScalarBase:
    """A scalar mod ``_ORDER`` (subclasses set the C struct, the C name prefix, the byte order
    and the repr). Wiped when garbage collected."""

    __slots__ = ("_raw",)
    _RAW: type
    _PRE: str
    _ORDER: int
    _BYTEORDER: str
    _NAME: str
    _SCALAR: type  # the curve's Scalar class (results and equality use it, not a subclass)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if ScalarBase in cls.__bases__:
            cls._SCALAR = cls

    def __init__(self, value: int = 0) -> None:
        """The scalar ``value`` (an int, 0 <= value < the group order: TypeError for other
        types, ``scalar_out_of_range`` outside)."""
        value = int_value(self._NAME, value, self._ORDER)
        self._raw = self._RAW()
        if value:
            check(getattr(lib, self._PRE + "decode")(self._raw, value.to_bytes(32, self._BYTEORDER)))

    @classmethod
    def random(cls: Type[_S]) -> _S:
        """A uniformly random scalar: 64 bytes from the OS (os.urandom) reduced mod the order
        (bias below 2^-250)."""
        return cls.from_bytes_wide(os.urandom(64))

    @classmethod
    def from_bytes(cls: Type[_S], data: bytes) -> _S:
        """Decodes 32 bytes in the curve's byte order (``scalar_out_of_range`` when >= the
        group order)."""
        s = cls.__new__(cls)
        s._raw = cls._RAW()
        check(getattr(lib, cls._PRE + "decode")(s._raw, _check.exact("data", data, 32)), "data")
        return s

    @classmethod
    def from_bytes_wide(cls: Type[_S], data: bytes) -> _S:
        """64 bytes in the curve's byte order reduced mod the group order (hashing to a
        scalar)."""
        s = cls.__new__(cls)
        s._raw = cls._RAW()
        getattr(lib, cls._PRE + "reduce64")(s._raw, _check.exact("data", data, 64))
        return s

    def to_bytes(self) -> bytes:
        """The canonical 32-byte encoding (the curve's byte order)."""
        out = ctypes.create_string_buffer(32)
        getattr(lib, self._PRE + "encode")(out, self._raw)
        return out.raw

    __bytes__ = to_bytes

    def __int__(self) -> int:
        return int.from_bytes(self.to_bytes(), self._BYTEORDER)  # type: ignore[arg-type]

    def _op(self: _S, name: str, *args: _S) -> _S:
        r: _S = self._SCALAR()
        getattr(lib, self._PRE + name)(r._raw, self._raw, *(a._raw for a in args))
        return r

    def _coerce(self, other: Any) -> Any:
        """other as this curve's Scalar (an int is taken mod the order), or None."""
        if isinstance(other, self._SCALAR):
            return other
        if isinstance(other, int) and not isinstance(other, bool):
            return self._SCALAR(other % self._ORDER)
        return None

    def _binary(self, name: str, other: Any, swap: bool = False) -> Any:
        o = self._coerce(other)
        if o is None:
            return NotImplemented
        return o._op(name, self) if swap else self._op(name, o)

    def __add__(self: _S, other: Any) -> _S:
        return self._binary("add", other)

    def __sub__(self: _S, other: Any) -> _S:
        return self._binary("sub", other)

    def __mul__(self: _S, other: Any) -> _S:
        return self._binary("mul", other)

    def __radd__(self: _S, other: Any) -> _S:
        return self._binary("add", other, swap=True)

    def __rsub__(self: _S, other: Any) -> _S:
        return self._binary("sub", other, swap=True)

    def __rmul__(self: _S, other: Any) -> _S:
        return self._binary("mul", other, swap=True)

    def __neg__(self: _S) -> _S:
        return self._op("neg")

    def is_zero(self) -> bool:
        """True for 0 (constant time)."""
        return bool(getattr(lib, self._PRE + "is_zero")(self._raw))

    def invert(self: _S) -> _S:
        """The inverse mod the group order (``zero`` for 0)."""
        r: _S = self._SCALAR()
        check(getattr(lib, self._PRE + "invert")(r._raw, self._raw))
        return r

    def __eq__(self, other: object) -> Any:
        """Equal to the same curve's Scalar of the same value, and to that value as an int."""
        if isinstance(other, self._SCALAR):
            return bool(getattr(lib, self._PRE + "equal")(self._raw, other._raw))
        return equals_int(self.to_bytes(), other, self._ORDER, self._BYTEORDER)

    def __hash__(self) -> int:
        return hash(int(self))  # as the int it equals

    def __repr__(self) -> str:
        return self._NAME + ".Scalar(..)"

    def __del__(self) -> None:
        if hasattr(self, "_raw"):  # not when __init__ refused its value
            wipe(self._raw)
