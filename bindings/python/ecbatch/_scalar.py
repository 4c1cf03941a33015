"""What bls12_381.Scalar and ristretto255.Scalar share: a canonical 32-byte scalar mod the
group order over the C ``<prefix>decode / encode / reduce64 / add / sub / mul / neg / invert /
equal`` functions."""
import ctypes
from typing import Any, Type, TypeVar

from . import _check
from ._lib import lib, wipe
from .errors import ERR_SCALAR_OUT_OF_RANGE, EcbatchError, check


_S = TypeVar("_S", bound="ScalarBase")


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
        """The scalar ``value`` (0 <= value < the group order)."""
        self._raw = self._RAW()
        if value:
            if not 0 <= value < self._ORDER:
                raise EcbatchError(ERR_SCALAR_OUT_OF_RANGE)
            check(getattr(lib, self._PRE + "decode")(self._raw, value.to_bytes(32, self._BYTEORDER)))

    @classmethod
    def from_bytes(cls: Type[_S], data: bytes) -> _S:
        """Decodes 32 bytes in the curve's byte order (``scalar_out_of_range`` when >= the
        group order)."""
        s = cls.__new__(cls)
        s._raw = cls._RAW()
        check(getattr(lib, cls._PRE + "decode")(s._raw, _check.exact("data", data, 32)))
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

    def __add__(self: _S, other: _S) -> _S:
        return self._op("add", other)

    def __sub__(self: _S, other: _S) -> _S:
        return self._op("sub", other)

    def __mul__(self: _S, other: _S) -> _S:
        return self._op("mul", other)

    def __neg__(self: _S) -> _S:
        return self._op("neg")

    def invert(self: _S) -> _S:
        """The inverse mod the group order (``zero`` for 0)."""
        r: _S = self._SCALAR()
        check(getattr(lib, self._PRE + "invert")(r._raw, self._raw))
        return r

    def __eq__(self, other: object) -> bool:
        return isinstance(other, self._SCALAR) and bool(getattr(lib, self._PRE + "equal")(self._raw, other._raw))

    def __hash__(self) -> int:
        return hash(self.to_bytes())

    def __repr__(self) -> str:
        return self._NAME + ".Scalar(..)"

    def __del__(self) -> None:
        wipe(self._raw)
